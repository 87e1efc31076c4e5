import { useId } from 'react';
import { treatmentCards } from '../../content/derived-lists';
import { useTreatmentCardEntries } from '../../content/treatment-cards-query';
import type { SectionDefinition } from '../../content/types';
import { Carousel } from '../../ui/carousel';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/rich-text';
import { TreatmentCard } from '../../ui/treatment-card';
import { treatmentsCarouselWords } from '../../i18n/section-words/treatments-carousel';
import { useSectionWords } from '../../i18n/dictionary-context';
import './treatments-carousel.css';

/** A page of visible cards every so often. */
export const ADVANCE_MS = 3000;

/**
 * Every treatment's card on the shared Carousel: 256 px wide under 640 px and 288 px from there
 * (CSS, so the server's HTML is already laid out), 24 px apart. It moves by as many cards as are
 * in view every 3 s, pauses while the pointer or focus is inside, returns to the start after the
 * last page, and has a visible pause control and one dot per page; it starts paused under reduced
 * motion. The cards come from the treatment files, like every other list of treatments.
 */
export default function TreatmentsCarouselSection({ section }: { section: SectionDefinition<'treatments-carousel'> }) {
  const { featured, others } = treatmentCards(useTreatmentCardEntries());
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-treatments-title`;
  const words = useSectionWords('treatmentsCarousel', treatmentsCarouselWords);
  const title = section.title ?? words.title;
  const readMore = section.readMoreLabel ?? words.readMore;
  const cards = [...featured, ...others];

  return (
    <section className="treatments-carousel" id={section.id} aria-labelledby={titleId}>
      <div className="container">
        <p className="section-label treatments-carousel__label">
          <Icon name="tooth" size={18} /> {section.label ?? words.label}
        </p>
        <h2 className="treatments-carousel__title" id={titleId}>
          {title}
        </h2>
        {section.intro && <p className="treatments-carousel__intro">{section.intro}</p>}
        {cards.length > 0 && (
          <Carousel
            label={words.cards}
            autoplayMs={ADVANCE_MS}
            arrows={false}
            slideWidth="var(--treatment-card-width)"
            gap="24px"
            pauseLabel={words.pause}
            playLabel={words.play}
            className="treatments-carousel__carousel"
          >
            {cards.map((card) => (
              <TreatmentCard key={card.id} card={card} readMore={readMore} as="div" />
            ))}
          </Carousel>
        )}
        {section.button && (
          <div className="treatments-carousel__more">
            <SmartLink className="button" href={section.button.href}>
              {section.button.label}
            </SmartLink>
          </div>
        )}
      </div>
    </section>
  );
}
