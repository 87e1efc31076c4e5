import type { CSSProperties } from 'react';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { ReadMore } from '../../ui/read-more';
import { SmartLink } from '../../ui/rich-text';
import { stackedCardsWords } from '../../i18n/section-words/stacked-cards';
import { useSectionWords } from '../../i18n/dictionary-context';
import './stacked-cards.css';

/** Where a card's button leads when the page's JSON gives none (its label is the dictionary's). */
const DEFAULT_CARD_HREF = '/book-appointment';

/**
 * Cards that stack while the page scrolls: each sticks a little lower than the one before
 * (`position: sticky` with a growing `top`), so the next slides up over it. Pure CSS: nothing to
 * pause, nothing moves on its own, and without JavaScript it is the same.
 */
export default function StackedCardsSection({ section }: { section: SectionDefinition<'stacked-cards'> }) {
  const words = useSectionWords('stackedCards', stackedCardsWords);
  return (
    <section
      className="stacked-cards"
      aria-labelledby={section.title ? 'stacked-cards-title' : undefined}
      aria-label={section.title ? undefined : section.items.map((item) => item.title).join(', ')}
    >
      <div className="container">
        {section.title && (
          <h2 id="stacked-cards-title" className="stacked-cards__title">
            {section.title}
          </h2>
        )}
        <ol className="plain-list stacked-cards__list">
          {section.items.map((item, index) => {
            const button = item.button ?? { label: words.button, href: DEFAULT_CARD_HREF };
            const Heading = section.title ? 'h3' : 'h2';
            return (
              <li key={item.title} className="stacked-card" style={{ '--stack-index': index } as CSSProperties}>
                <div className="stacked-card__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </div>
                <div className="stacked-card__body">
                  <span className="stacked-card__icon" aria-hidden="true">
                    <Icon name={item.icon} size={26} />
                  </span>
                  <Heading className="stacked-card__title">{item.title}</Heading>
                  <ReadMore paragraphs={item.paragraphs} />
                  <SmartLink className="button stacked-card__button" href={button.href}>
                    <Icon name="calendar" size={18} /> {button.label}
                  </SmartLink>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
