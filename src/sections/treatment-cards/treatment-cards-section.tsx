import { useState } from 'react';
import { treatmentCards } from '../../content/derived-lists';
import { useTreatmentCardEntries } from '../../content/treatment-cards-query';
import type { SectionDefinition } from '../../content/types';
import { TreatmentCard } from '../../ui/treatment-card';
import { useScriptsRun } from '../../ui/use-scripts-run';
import './treatment-cards.css';

/**
 * The treatments overview: featured cards, then the others, the first few until expanded.
 * The server's HTML holds every card, so a reader without JavaScript (or before it runs) can
 * reach every treatment; once scripts run, the list collapses to the first few and the button
 * appears.
 */
export default function TreatmentCardsSection({ section }: { section: SectionDefinition<'treatment-cards'> }) {
  const { featured, others } = treatmentCards(useTreatmentCardEntries());
  const scriptsRun = useScriptsRun();
  const [expanded, setExpanded] = useState(false);
  const collapsible = scriptsRun && others.length > section.initialCount;
  const visible = collapsible && !expanded ? others.slice(0, section.initialCount) : others;

  const toggle = () => {
    if (expanded) window.scrollTo({ top: 0, behavior: 'smooth' });
    setExpanded(!expanded);
  };

  return (
    <section className="treatment-cards">
      <div className="container">
        {section.title && <h2 className="treatment-cards__title">{section.title}</h2>}
        {section.intro && <p className="treatment-cards__intro">{section.intro}</p>}
        <ul className="plain-list treatment-cards__featured">
          {featured.map((card) => (
            <TreatmentCard key={card.id} card={card} readMore={section.readMoreLabel} featured />
          ))}
        </ul>
        <ul className="plain-list treatment-cards__grid" id="treatment-cards-list">
          {visible.map((card) => (
            <TreatmentCard key={card.id} card={card} readMore={section.readMoreLabel} />
          ))}
        </ul>
        {collapsible && (
          <div className="treatment-cards__more">
            <button type="button" className="button" aria-expanded={expanded} aria-controls="treatment-cards-list" onClick={toggle}>
              {expanded ? section.collapseLabel : section.expandLabel}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
