import { useId } from 'react';
import { useSectionWords } from '../../i18n/dictionary-context';
import { aboutBlockWords } from '../../i18n/section-words/about-block';
import { controlsWords } from '../../i18n/section-words/controls';
import { Icon } from '../../ui/icon';

const RADIUS = 74;
// The circle the text runs along, starting at its top.
const CIRCLE_PATH = `M100,${100 - RADIUS}a${RADIUS},${RADIUS} 0 1,1 0,${2 * RADIUS}a${RADIUS},${RADIUS} 0 1,1 0,-${2 * RADIUS}`;
const CIRCUMFERENCE = Math.round(2 * Math.PI * RADIUS);

/**
 * The tagline set around a slowly turning circle. It moves, so it has a visible pause control: a
 * checkbox styled as a button, which pauses the CSS animation through `:has(:checked)`, with or
 * without JavaScript. Under reduced motion the circle stands still and the control is not shown.
 */
export function RotatingTagline({ text }: { text: string }) {
  const common = useSectionWords('controls', controlsWords);
  const aboutBlock = useSectionWords('aboutBlock', aboutBlockWords);
  const pathId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-tagline-path`;
  return (
    <div className="rotating-tagline">
      <div className="rotating-tagline__disc">
        <svg className="rotating-tagline__ring" viewBox="0 0 200 200" width="150" height="150" role="img" aria-label={text}>
          <defs>
            <path id={pathId} d={CIRCLE_PATH} />
          </defs>
          <text className="rotating-tagline__text">
            <textPath href={`#${pathId}`} textLength={CIRCUMFERENCE - 12} lengthAdjust="spacing">
              {`${text} •`}
            </textPath>
          </text>
        </svg>
        <span className="rotating-tagline__centre" aria-hidden="true">
          <Icon name="tooth" size={30} />
        </span>
      </div>
      <label className="rotating-tagline__pause">
        <input type="checkbox" />
        <span className="rotating-tagline__pause-icon" aria-hidden="true">
          <Icon name="pause" size={14} />
        </span>
        {common.pause} <span className="visually-hidden">{aboutBlock.pauseTagline}</span>
      </label>
    </div>
  );
}
