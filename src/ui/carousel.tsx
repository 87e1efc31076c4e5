import { Children, useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Icon } from './icon';
import { PlayPauseButton } from './play-pause-button';
import { ROTATION_CONTROL_ATTRIBUTE, useCarousel } from './use-carousel';
import { useSectionWords } from '../i18n/dictionary-context';
import type { SectionWords } from '../i18n/dictionaries/en';
import { carouselWords } from '../i18n/section-words/carousel';
import './carousel.css';

/**
 * A carousel on CSS scroll-snap (about 1 KB; see use-carousel.ts for the behaviour), with the W3C
 * APG carousel semantics: a region named by `label` with aria-roledescription "carousel", each slide
 * a group with aria-roledescription "slide" named "n of N", a visible pause/play button first in the
 * tab order when it rotates, aria-live "off" while rotating and "polite" otherwise. Rotation pauses
 * while the pointer is over it or focus is inside, and starts paused under reduced motion. Every
 * control is at least 24 × 24 px (arrows and pause 44 px). The server renders the slides in place,
 * sized by CSS, so nothing moves when scripts start; without scripts the track scrolls natively and
 * the controls are hidden. Once measured, slides wholly out of view are inert (skipped by Tab and
 * screen readers), so the controls are how keyboard users move, as the pattern intends. The dots stay
 * on one row however many pages there are, and the next page's pictures load before it turns in.
 *
 *   // hero: one slide per view, every 4 s, looping
 *   <Carousel label="Clinic highlights" autoplayMs={4000} loop className="hero-slider">{slides}</Carousel>
 *   // mobile pager: 2 per page, no autoplay, previous/next disabled at the ends, dots
 *   <Carousel label="Highlights" perView={2} gap="1rem">{cards}</Carousel>
 *   // cards: 256 px (288 px from 640 px) with 24 px gaps, a page of visible cards every 3 s
 *   <Carousel label="Treatments" autoplayMs={3000} arrows={false} slideWidth="var(--card-width)" gap="24px" className="treatments-carousel">{cards}</Carousel>
 *
 * Props
 *   label           accessible name of the region (required)
 *   children        one element per slide, in order (keys kept)
 *   autoplayMs      advance a page every so often (0/absent: none); at the end it returns to the start
 *   loop            previous/next wrap around at the ends (default false: disabled there)
 *   perView         slides per view by width, for equal slides: 1 (default), 2…; ignored if slideWidth is set
 *   slideWidth      any CSS width for each slide instead ('288px', 'var(--card-width)'); a media query
 *                   in the caller's CSS can change it, and the page size follows what fits
 *   gap             CSS gap between slides (default 0)
 *   arrows, dots    show previous/next and one dot per page (default true, true)
 *   initialPerView  slides per page assumed before measuring, for the server's dots (default perView)
 *   slideLabel      (index, count) => name of a slide; default "1 of 5"
 *   pauseLabel, playLabel  the rotation button's names (default the dictionary's 'Pause slides' / 'Play slides')
 *   focusableTrack  make the track itself focusable, for slides with nothing focusable inside (image-only
 *                   heroes), so keyboard users can scroll it and axe's scrollable-region rule holds
 *   className       on the root. Restyle the parts under it: .carousel__track, .carousel__slide,
 *                   .carousel__controls, .carousel__arrow, .carousel__dots, .carousel__dot
 *
 * All slides as a grid on wide screens (the highlights): restyle .carousel__track as a grid with
 * overflow visible and hide .carousel__controls and .carousel__dots in that media query; the hook then
 * measures a single page, so nothing is inert.
 */
export interface CarouselProps {
  label: string;
  children: ReactNode;
  autoplayMs?: number;
  loop?: boolean;
  perView?: number;
  slideWidth?: string;
  gap?: string;
  arrows?: boolean;
  dots?: boolean;
  initialPerView?: number;
  slideLabel?(index: number, count: number): string;
  pauseLabel?: string;
  playLabel?: string;
  focusableTrack?: boolean;
  className?: string;
}

export function Carousel({
  label,
  children,
  autoplayMs = 0,
  loop = false,
  perView = 1,
  slideWidth,
  gap = '0px',
  arrows = true,
  dots = true,
  initialPerView = perView,
  slideLabel,
  pauseLabel,
  playLabel,
  focusableTrack = false,
  className,
}: CarouselProps) {
  const words = useSectionWords('carousel', carouselWords);
  const slides = Children.toArray(children);
  const { trackRef, ...carousel } = useCarousel({ slideCount: slides.length, autoplayMs, loop, initialPerView });
  const trackId = useId();
  const dotsRef = useCurrentDotInView(carousel.page, carousel.pageCount);
  const [firstVisible, lastVisible] = carousel.visible ?? [0, slides.length - 1];
  const style = {
    '--carousel-gap': gap,
    '--carousel-slide-width': slideWidth ?? `calc((100% - ${perView - 1} * var(--carousel-gap)) / ${perView})`,
  } as CSSProperties;

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      {...carousel.rootHandlers}
    >
      {(carousel.hasAutoplay || arrows) && (
        <div className="carousel__controls">
          {carousel.hasAutoplay && (
            <PlayPauseButton
              className="carousel__rotation"
              paused={carousel.paused}
              onToggle={carousel.togglePaused}
              pauseLabel={pauseLabel ?? words.pauseSlides}
              playLabel={playLabel ?? words.playSlides}
              hideText
              {...{ [ROTATION_CONTROL_ATTRIBUTE]: true }}
            />
          )}
          {arrows && (
            <>
              <CarouselArrow direction="prev" trackId={trackId} disabled={!carousel.canPrev} onClick={carousel.prev} />
              <CarouselArrow direction="next" trackId={trackId} disabled={!carousel.canNext} onClick={carousel.next} />
            </>
          )}
        </div>
      )}
      <div
        ref={trackRef}
        id={trackId}
        className="carousel__track"
        aria-live={carousel.rotating ? 'off' : 'polite'}
        // A scroll container with nothing focusable inside must be focusable itself to be usable from the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={focusableTrack ? 0 : undefined}
      >
        {slides.map((slide, index) => {
          const outOfView = index < firstVisible || index > lastVisible;
          return (
            <div
              key={(slide as { key?: string | null }).key ?? index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel ? slideLabel(index, slides.length) : words.slideOf(index + 1, slides.length)}
              inert={outOfView || undefined}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {/* The row stays when measuring finds a single page, so nothing below it moves. */}
      {dots && (
        <div
          ref={dotsRef}
          className="carousel__dots"
          role={carousel.pageCount > 1 ? 'group' : undefined}
          aria-label={carousel.pageCount > 1 ? words.chooseSlides : undefined}
        >
          {carousel.pageCount > 1 &&
            Array.from({ length: carousel.pageCount }, (_, page) => (
              <button
                key={page}
                type="button"
                className="carousel__dot"
                aria-controls={trackId}
                aria-current={page === carousel.page ? 'true' : undefined}
                aria-label={pageName(page, carousel.pageCount, carousel.perView, slides.length, words)}
                onClick={() => carousel.goTo(page)}
              />
            ))}
        </div>
      )}
    </section>
  );
}

function CarouselArrow({ direction, trackId, disabled, onClick }: { direction: 'prev' | 'next'; trackId: string; disabled: boolean; onClick(): void }) {
  const words = useSectionWords('carousel', carouselWords);
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-controls={trackId}
      aria-label={words[direction === 'prev' ? 'previous' : 'next']}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name="chevron" size={22} />
    </button>
  );
}

/**
 * The dots stay on one row (a phone has room for about a dozen, a carousel may have twenty pages):
 * the row scrolls to keep the current dot in its middle, and fades at an edge with more dots beyond.
 */
function useCurrentDotInView(page: number, pageCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    const dot = row?.children[page] as HTMLElement | undefined;
    if (!row || !dot) return;
    row.scrollLeft = dot.offsetLeft - (row.clientWidth - dot.offsetWidth) / 2;
    const more = [row.scrollLeft > 0 && 'start', row.scrollLeft + row.clientWidth < row.scrollWidth - 1 && 'end'].filter(Boolean);
    row.dataset.more = more.join(' ');
  }, [page, pageCount]);
  return ref;
}

/** "Slide 3", or "Slides 4 to 6"; the last page ends at the last slide (the track stops there). */
function pageName(page: number, pageCount: number, perView: number, count: number, words: SectionWords['carousel']): string {
  const last = page === pageCount - 1 ? count : Math.min(count, (page + 1) * perView);
  const first = Math.max(1, last - perView + 1);
  return first === last ? words.slide(first) : words.slides(first, last);
}
