import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import './milestone-cards.css';

/** Career milestones as cards: an image with its icon badge, a title and a description. */
export default function MilestoneCardsSection({ section }: { section: SectionDefinition<'milestone-cards'> }) {
  return (
    <section className="milestones" aria-labelledby="milestones-title">
      <div className="container">
        <div className="milestones__head">
          {section.label && <p className="section-label milestones__label">{section.label}</p>}
          <h2 id="milestones-title" className="milestones__title">
            {section.title}
          </h2>
          {section.intro && <p className="milestones__intro">{section.intro}</p>}
        </div>
        <ol className="milestones__list card-grid">
          {section.items.map((item) => (
            <li key={item.title} className="milestone-card">
              <div className="milestone-card__media">
                <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
                <span className="milestone-card__icon" aria-hidden="true">
                  <Icon name={item.icon} size={24} />
                </span>
              </div>
              <h3 className="milestone-card__title">{item.title}</h3>
              <p className="milestone-card__description">{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
