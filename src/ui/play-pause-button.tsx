import { Icon } from './icon';
import { useSectionWords } from '../i18n/dictionary-context';
import { controlsWords } from '../i18n/section-words/controls';
import './play-pause-button.css';

/**
 * The visible pause control of anything that moves (WCAG 2.2.2): shows "Pause" while it moves and
 * "Play" while paused; the name changes rather than a pressed state, as the W3C carousel pattern
 * asks. At least 44 × 44 px. Hidden where scripts do not run, since it could not do anything there.
 *
 *   const { paused, togglePaused } = useAutoplayPause();
 *   <PlayPauseButton paused={paused} onToggle={togglePaused} />                       // "Pause" / "Play"
 *   <PlayPauseButton paused={paused} onToggle={togglePaused} pauseLabel="Pause slides" playLabel="Play slides" hideText />
 *
 * Props: paused, onToggle(), pauseLabel (default the dictionary's 'Pause'), playLabel (default 'Play'), hideText (icon
 * only; the label stays the accessible name), className, and any data-* attribute.
 */
export interface PlayPauseButtonProps {
  paused: boolean;
  onToggle(): void;
  pauseLabel?: string;
  playLabel?: string;
  hideText?: boolean;
  className?: string;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
}

export function PlayPauseButton({ paused, onToggle, pauseLabel, playLabel, hideText = false, className, ...data }: PlayPauseButtonProps) {
  const common = useSectionWords('controls', controlsWords);
  const label = paused ? (playLabel ?? common.play) : (pauseLabel ?? common.pause);
  return (
    <button type="button" className={className ? `play-pause-button ${className}` : 'play-pause-button'} onClick={onToggle} {...data}>
      <Icon name={paused ? 'play' : 'pause'} size={16} />
      <span className={hideText ? 'visually-hidden' : undefined}>{label}</span>
    </button>
  );
}
