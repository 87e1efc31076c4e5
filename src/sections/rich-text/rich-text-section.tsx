import type { SectionDefinition } from '../../content/types';
import { RichText, SmartLink } from '../../ui/rich-text';
import { richTextWords } from '../../i18n/section-words/rich-text';
import { useSectionWords } from '../../i18n/dictionary-context';
import './rich-text.css';

/** Prose from content (policy, terms, intros), with an optional date line and button. */
export default function RichTextSection({ section }: { section: SectionDefinition<'rich-text'> }) {
  const richText = useSectionWords('richText', richTextWords);
  return (
    <section className="rich-text-section">
      <div className="container prose">
        {section.title && <h2 className="rich-text-section__title">{section.title}</h2>}
        {section.updated && (
          <p className="rich-text-section__updated">
            {richText.updated} {section.updated}
          </p>
        )}
        <RichText blocks={section.body} />
        {section.button && (
          <SmartLink className="button" href={section.button.href}>
            {section.button.label}
          </SmartLink>
        )}
      </div>
    </section>
  );
}
