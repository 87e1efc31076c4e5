import { Carousel } from '../../src/ui/carousel';
import { Marquee } from '../../src/ui/marquee';
import { PlayPauseButton } from '../../src/ui/play-pause-button';
import { useAutoplayPause } from '../../src/ui/use-autoplay-pause';
import { useReveal } from '../../src/ui/use-reveal';
import { YouTubeFacade } from '../../src/ui/youtube-facade';
import '../../src/styles/base.css';
import '../../src/styles/global.css';
import './harness.css';

/**
 * Every shared primitive of src/ui/ on one page, server-rendered and hydrated like the site, so
 * tests/e2e/ui-primitives.spec.ts can check them in a real browser before any section uses them.
 */
export const HARNESS_VIDEO_ID = 'dQw4w9WgXcQ';

export function HarnessApp() {
  const strip = useAutoplayPause();
  return (
    <main className="container">
      <h1>UI primitives</h1>
      <a href="#hero-end" id="before-hero">
        Before the hero
      </a>
      <Carousel label="Hero" autoplayMs={4000} loop focusableTrack className="harness-hero">
        {['First slide', 'Second slide', 'Third slide'].map((title, i) => (
          <div key={title} className={`harness-hero__slide harness-hero__slide--${i}`}>
            <h2>{title}</h2>
          </div>
        ))}
      </Carousel>
      <span id="hero-end" />
      <Carousel label="Highlights" perView={2} gap="16px" className="harness-pager">
        {['Smiles restored', 'Expert advice', 'Complete solutions', 'Emergency care'].map((title) => (
          <article key={title} className="harness-card">
            <h2>{title}</h2>
            <a href={`#${title}`}>More about {title.toLowerCase()}</a>
          </article>
        ))}
      </Carousel>
      <Carousel label="Highlights grid" perView={2} gap="16px" className="harness-grid">
        {['Smiles restored', 'Expert advice', 'Complete solutions', 'Emergency care'].map((title) => (
          <article key={title} className="harness-card">
            <h2>{title}</h2>
          </article>
        ))}
      </Carousel>
      <Carousel label="Treatments" autoplayMs={3000} arrows={false} slideWidth="var(--card-width)" gap="24px" className="harness-cards">
        {Array.from({ length: 7 }, (_, i) => (
          <article key={i} className="harness-card">
            <h2>Treatment {i + 1}</h2>
            <a href={`#treatment-${i + 1}`}>Read more about treatment {i + 1}</a>
          </article>
        ))}
      </Carousel>
      <div className="harness-strip">
        <PlayPauseButton paused={strip.paused} onToggle={strip.togglePaused} />
        <Marquee paused={strip.paused} cycleSeconds={20} groupClassName="harness-strip__group">
          {['Healthy teeth', 'beautiful smiles', 'advanced treatments'].map((phrase) => (
            <li key={phrase}>{phrase}</li>
          ))}
        </Marquee>
      </div>
      <div className="harness-video">
        <YouTubeFacade url={`https://www.youtube.com/watch?v=${HARNESS_VIDEO_ID}`} title="A patient's implant story" />
      </div>
      <div className="harness-spacer" />
      <RevealBox />
    </main>
  );
}

function RevealBox() {
  const { ref, className } = useReveal<HTMLDivElement>({ threshold: 0.2 });
  return (
    <div ref={ref} id="reveal-box" className={`harness-reveal ${className}`}>
      Revealed content
    </div>
  );
}
