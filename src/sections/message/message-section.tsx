import type { SectionDefinition } from '../../content/types';
import { SmartLink } from '../../ui/rich-text';
import './message.css';

/** A centred message with one link: the 404 and thank-you pages. */
export default function MessageSection({ section }: { section: SectionDefinition<'message'> }) {
  return (
    <section className="message-section">
      <div className="container message-section__inner">
        {section.code && (
          <p className="message-section__code" aria-hidden="true">
            {section.code}
          </p>
        )}
        <h1 className="message-section__title">{section.title}</h1>
        <p className="message-section__text">{section.text}</p>
        <SmartLink className="button" href={section.link.href}>
          {section.link.label}
        </SmartLink>
      </div>
    </section>
  );
}
