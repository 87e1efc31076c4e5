import { useId } from 'react';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { PlayPauseButton } from '../../ui/play-pause-button';
import { useScriptsRun } from '../../ui/use-scripts-run';
import { useVisiblePlayback } from '../../ui/use-visible-playback';
import { useVideoModal } from '../../ui/video-modal-context';
import { defaultBenefits } from './why-choose-us-defaults';
import { whyChooseUsWords } from '../../i18n/section-words/why-choose-us';
import { useSectionWords } from '../../i18n/dictionary-context';
import './why-choose-us.css';

/**
 * 'Why Choose Us' on a dark band: the title and the clinic's benefits beside a picture whose play
 * icon opens the video popup, and a short muted clip that plays while at least half of it is on
 * screen, with its own visible pause control. The clip downloads only when it first plays
 * (preload="none": its poster stands in until then). Without JavaScript nothing plays by itself:
 * the clip shows the browser's controls, and the play icon is a link to the video.
 */
export default function WhyChooseUsSection({ section }: { section: SectionDefinition<'why-choose-us'> }) {
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-why-title`;
  const scriptsRun = useScriptsRun();
  const { openVideo, showGalleryVideo } = useVideoModal();
  // The clip waits while the popup plays a video: one moving picture at a time.
  const { ref, paused, togglePaused } = useVisiblePlayback({ held: showGalleryVideo });
  const words = useSectionWords('whyChooseUs', whyChooseUsWords);
  const benefits = section.benefits ?? defaultBenefits(words);
  const { clip, popup } = section;
  const playLabel = popup.buttonLabel ?? words.playLabel;

  return (
    <section className="why-choose-us" id={section.id} aria-labelledby={titleId}>
      <div className="container why-choose-us__grid split">
        <div className="why-choose-us__body">
          <p className="section-label why-choose-us__label">
            <Icon name="tooth" size={18} /> {section.label ?? words.label}
          </p>
          <h2 className="why-choose-us__title" id={titleId}>
            {section.title ?? words.title}
          </h2>
          {section.intro && <p className="why-choose-us__intro">{section.intro}</p>}
          <ul className="plain-list why-choose-us__benefits">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="why-choose-us__benefit">
                <span className="why-choose-us__benefit-icon">
                  <Icon name={benefit.icon} size={24} />
                </span>
                <div>
                  <h3 className="why-choose-us__benefit-title">{benefit.title}</h3>
                  {'text' in benefit && benefit.text && <p className="why-choose-us__benefit-text">{benefit.text}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="why-choose-us__media">
          <div className="why-choose-us__picture">
            <img src={popup.image.src} alt={popup.image.alt} width={popup.image.width} height={popup.image.height} loading="lazy" decoding="async" />
            <a
              className="why-choose-us__play"
              href={popup.video}
              aria-label={playLabel}
              onClick={(event) => {
                // A modified click keeps its meaning (the video in a new tab).
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                openVideo(popup.video);
              }}
            >
              <Icon name="play" size={30} />
            </a>
          </div>
          <div className="why-choose-us__clip">
            {/* A silent clip (no audio track): nothing to caption. `muted` is written in the server's HTML, so it
                stays silent before its section hydrates and without JavaScript. */}
            <video
              ref={ref}
              className="why-choose-us__video"
              poster={clip.poster.src}
              width={clip.poster.width}
              height={clip.poster.height}
              aria-label={clip.poster.alt}
              muted
              playsInline
              loop
              preload="none"
              controls={!scriptsRun}
            >
              {clip.sources.map((source) => (
                <source key={source.src} src={source.src} type={source.type} />
              ))}
            </video>
            <PlayPauseButton
              className="why-choose-us__pause"
              paused={paused}
              onToggle={togglePaused}
              pauseLabel={words.pauseVideo}
              playLabel={words.playVideo}
              hideText
            />
          </div>
        </div>
      </div>
    </section>
  );
}
