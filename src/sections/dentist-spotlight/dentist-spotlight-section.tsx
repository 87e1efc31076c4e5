import { useContentIndex } from '../../content/content-context';
import { leadDentist } from '../../content/dentists';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { ReadMore } from '../../ui/read-more';
import { fillSiteFacts } from './site-facts';
import { dentistSpotlightWords } from '../../i18n/section-words/dentist-spotlight';
import { useSectionWords } from '../../i18n/dictionary-context';
import './dentist-spotlight.css';

/** "Dr. {name}": the dentist's name as site.json gives it, the degree, a statement and key facts. */
export default function DentistSpotlightSection({ section }: { section: SectionDefinition<'dentist-spotlight'> }) {
  const index = useContentIndex();
  const { site } = index;
  const dentistSpotlight = useSectionWords('dentistSpotlight', dentistSpotlightWords);
  const title = fillSiteFacts(section.titleTemplate ?? dentistSpotlight.title, index);
  const subtitle = section.subtitle === undefined ? leadDentist(site).degree : fillSiteFacts(section.subtitle, index);
  return (
    <section className="dentist-spotlight" aria-labelledby="dentist-spotlight-title">
      <div className="container dentist-spotlight__inner split">
        <div className="dentist-spotlight__intro">
          <h2 id="dentist-spotlight-title" className="dentist-spotlight__title">
            {title}
          </h2>
          {subtitle && <p className="dentist-spotlight__subtitle">{subtitle}</p>}
          <ReadMore paragraphs={section.text} className="dentist-spotlight__text" />
        </div>
        <dl className="dentist-spotlight__facts">
          {section.facts.map((fact) => (
            <div key={fact.label} className="dentist-spotlight__fact">
              <dt>
                <span className="dentist-spotlight__fact-icon" aria-hidden="true">
                  <Icon name={fact.icon} size={22} />
                </span>
                {fact.label}
              </dt>
              <dd>{fillSiteFacts(fact.value, index)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
