import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { InlineText } from '../../ui/rich-text';
import { useSectionWords } from '../../i18n/dictionary-context';
import { seoWords } from '../../i18n/section-words/seo';
import './mission-vision.css';

/** Cards side by side, such as the clinic's Mission and Vision. */
export default function MissionVisionSection({ section }: { section: SectionDefinition<'mission-vision'> }) {
  const seo = useSectionWords('seo', seoWords);
  const CardHeading = section.title ? 'h3' : 'h2';
  return (
    <section className="mission-vision" aria-label={section.title ? undefined : section.cards.map((card) => card.title).join(` ${seo.and} `)}>
      <div className="container">
        {section.title && <h2 className="mission-vision__title">{section.title}</h2>}
        <ul className="mission-vision__cards card-grid">
          {section.cards.map((card) => (
            <li key={card.title} className="mission-vision__card">
              <span className="mission-vision__icon" aria-hidden="true">
                <Icon name={card.icon} size={28} />
              </span>
              <CardHeading className="mission-vision__card-title">{card.title}</CardHeading>
              <p>
                <InlineText content={card.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
