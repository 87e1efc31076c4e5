import type { SectionDefinition } from '../../content/types';
import { Carousel } from '../../ui/carousel';
import { Counter } from '../../ui/counter';
import { Icon } from '../../ui/icon';
import { highlightsWords } from '../../i18n/section-words/highlights';
import { useSectionWords } from '../../i18n/dictionary-context';
import './highlights.css';

type Highlight = SectionDefinition<'highlights'>['items'][number];

/** A counter counts from 0 in steps of 400 ms over 2 s unless the page says otherwise. */
export const COUNTER_DEFAULTS = { suffix: '+', durationMs: 2000, stepMs: 400 } as const;
/** Cards per page on phones. */
const PER_PAGE_ON_PHONES = 2;

/**
 * Short cards under the hero. Phones get two per page on the shared Carousel (previous/next
 * disabled at the ends, dots); from 600 px the stylesheet lays the same track out as a grid of
 * all of them and hides the controls, so the server's HTML is one list for every width.
 */
export default function HighlightsSection({ section }: { section: SectionDefinition<'highlights'> }) {
  const highlights = useSectionWords('highlights', highlightsWords);
  const label = section.label ?? highlights.label;
  return (
    // Not a landmark itself: the carousel inside is one, by the same name.
    <div className="highlights">
      <div className="container">
        <h2 className="visually-hidden">{label}</h2>
        {/* The cards hold nothing focusable: the track itself takes focus, so a keyboard can scroll it on a phone. */}
        <Carousel label={label} perView={PER_PAGE_ON_PHONES} gap="1rem" focusableTrack className="highlights__carousel">
          {section.items.map((item, index) => (
            <HighlightCard key={index} item={item} />
          ))}
        </Carousel>
      </div>
    </div>
  );
}

function HighlightCard({ item }: { item: Highlight }) {
  return (
    <article className={`highlight-card${item.counter ? ' highlight-card--counter' : ''}`}>
      {item.icon && (
        <span className="highlight-card__icon">
          <Icon name={item.icon} size={26} />
        </span>
      )}
      {item.counter && (
        <p className="highlight-card__number">
          <Counter
            target={item.counter.target}
            suffix={item.counter.suffix ?? COUNTER_DEFAULTS.suffix}
            durationMs={item.counter.durationMs ?? COUNTER_DEFAULTS.durationMs}
            stepMs={item.counter.stepMs ?? COUNTER_DEFAULTS.stepMs}
          />
        </p>
      )}
      <h3 className="highlight-card__title">{item.title}</h3>
      {item.text && <p className="highlight-card__text">{item.text}</p>}
    </article>
  );
}
