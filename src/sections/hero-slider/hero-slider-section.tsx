import { useSlides } from '../../api/use-slides';
import { useContentIndex } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { Carousel } from '../../ui/carousel';
import { HeroSlide } from './hero-slide';
import { heroTexts } from './hero-slider-defaults';
import { useSectionWords } from '../../i18n/dictionary-context';
import { heroWords } from '../../i18n/section-words/hero';
import './hero-slider.css';

/** How long each slide shows before the next. */
export const HERO_AUTOPLAY_MS = 4000;

/**
 * The home page's hero: full-width slides from the API on the shared Carousel, advancing every
 * 4 s and looping (the carousel restarts its timer when the number of slides changes), with a
 * visible pause button; paused from the start under reduced motion. The server sends the slides
 * with the page. While the browser still waits for them, a grey placeholder holds the image's
 * place; with no slides (or a failed load) the texts stand on the clinic's colours alone, so the
 * page never opens on a blank band. The texts never wait: they come from the page's JSON.
 */
export default function HeroSliderSection({ section }: { section: SectionDefinition<'hero-slider'> }) {
  const texts = heroTexts(section, useContentIndex(), useSectionWords('hero', heroWords));
  const { slides, isLoading } = useSlides();

  if (isLoading || slides.length < 2) {
    const image = isLoading ? ({ kind: 'loading' } as const) : slides[0] ? ({ kind: 'slide', slide: slides[0] } as const) : ({ kind: 'none' } as const);
    return (
      <div className="hero" aria-busy={isLoading || undefined}>
        <HeroSlide index={0} image={image} texts={texts} />
      </div>
    );
  }

  return (
    <div className="hero">
      <Carousel label={texts.label} autoplayMs={HERO_AUTOPLAY_MS} loop focusableTrack className="hero__carousel">
        {slides.map((slide, index) => (
          <HeroSlide key={slide.id} index={index} image={{ kind: 'slide', slide }} texts={texts} />
        ))}
      </Carousel>
    </div>
  );
}
