import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { Marquee } from '../../ui/marquee';
import { PlayPauseButton } from '../../ui/play-pause-button';
import { useAutoplayPause } from '../../ui/use-autoplay-pause';
import { marqueeWords } from '../../i18n/section-words/marquee';
import { useSectionWords } from '../../i18n/dictionary-context';
import './marquee-strip.css';

export const DEFAULT_REPEAT = 9;
/** Seconds each phrase takes to pass, so a longer list does not scroll faster. */
const SECONDS_PER_PHRASE = 5;

/**
 * A phrase repeated along a band that scrolls endlessly on the shared Marquee (the copy that
 * closes the loop is hidden from assistive technology), with a visible pause button; still under
 * reduced motion until the visitor presses play, and without JavaScript.
 */
export default function MarqueeStripSection({ section }: { section: SectionDefinition<'marquee-strip'> }) {
  const { paused, togglePaused } = useAutoplayPause();
  const marquee = useSectionWords('marquee', marqueeWords);
  const repeat = section.repeat ?? DEFAULT_REPEAT;
  return (
    <section className="marquee-strip" aria-label={section.label ?? section.text}>
      <Marquee paused={paused} cycleSeconds={repeat * SECONDS_PER_PHRASE} groupClassName="marquee-strip__group" className="marquee-strip__band">
        {Array.from({ length: repeat }, (_, index) => (
          <li key={index} className="marquee-strip__item">
            <Icon name="sparkle" size={18} className="marquee-strip__mark" />
            {section.text}
          </li>
        ))}
      </Marquee>
      <PlayPauseButton className="marquee-strip__pause" paused={paused} onToggle={togglePaused} pauseLabel={marquee.pause} playLabel={marquee.play} hideText />
    </section>
  );
}
