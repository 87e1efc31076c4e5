import { mediaUrl, type Slide } from '../../contract/api-contract';
import type { HeroTexts } from './hero-slider-defaults';

/**
 * The image is as wide as the screen from 900 px; below, a taller crop of it (4:3 on phones, 16:9
 * on tablets, see hero-slider.css) is as high as the screen is wide, so the image drawn is wider
 * than the screen: 16/7 × 3/4 ≈ 1.72 and 16/7 × 9/16 ≈ 1.29 times. The browser picks the file by
 * these widths and the screen's density.
 */
export const HERO_IMAGE_SIZES = '(max-width: 599px) 172vw, (max-width: 899px) 129vw, 100vw';

type HeroImage = { kind: 'slide'; slide: Slide } | { kind: 'loading' } | { kind: 'none' };

/**
 * One slide: its picture, then the badge, heading and intro. The first slide's heading is the
 * page's h1 and its image the page's largest paint, fetched first; every other image waits
 * (`loading="lazy"`) until its slide nears the view.
 */
export function HeroSlide({ index, image, texts }: { index: number; image: HeroImage; texts: HeroTexts }) {
  const first = index === 0;
  const heading = texts.headingOf(index);
  return (
    <div className={`hero-slide${image.kind === 'none' ? ' hero-slide--fallback' : ''}`}>
      {image.kind === 'slide' && (
        <div className="hero-slide__media">
          <picture>
            {image.slide.sources?.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes={HERO_IMAGE_SIZES} />
            ))}
            <img
              className="hero-slide__image"
              src={mediaUrl(image.slide.image)}
              alt={image.slide.alt.trim() || texts.defaultAlt}
              width={image.slide.width}
              height={image.slide.height}
              {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </picture>
        </div>
      )}
      {image.kind === 'loading' && (
        <div className="hero-slide__media">
          <div className="skeleton hero-slide__placeholder" aria-hidden="true" data-testid="skeleton" />
        </div>
      )}
      <div className="container hero-slide__content">
        <div className="hero-slide__text">
          <p className="hero-slide__badge">{texts.badge}</p>
          {first ? <h1 className="hero-slide__title">{heading}</h1> : <p className="hero-slide__title">{heading}</p>}
          <p className="hero-slide__intro">{texts.intro}</p>
        </div>
      </div>
    </div>
  );
}
