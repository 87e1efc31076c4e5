import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { SectionDefinition } from '../../content/types';
import { beforeAfterWords } from '../../i18n/section-words/before-after';
import { useSectionWords } from '../../i18n/dictionary-context';
import './before-after.css';

/** Where the divider starts, and where a double click puts it back. */
export const START_POSITION = 50;

/**
 * 'Before and After': the after image in the page's flow (so it alone sets the height: nothing
 * moves when the other loads), the before image laid over it and cut at the divider. A native
 * range input over the whole picture moves the divider: drag anywhere, or use the keyboard (arrows,
 * Page Up/Down, Home/End); a double click puts it back in the middle. Without JavaScript the range
 * could not move anything, so CSS shows the two images side by side instead.
 */
export default function BeforeAfterSection({ section }: { section: SectionDefinition<'before-after'> }) {
  const [position, setPosition] = useState(START_POSITION);
  const range = useRef<HTMLInputElement>(null);
  // The section's code comes as it nears the screen: a visitor may have moved the range before it
  // ran (the browser moved it, nothing else followed). The divider takes up where the range is.
  useEffect(() => {
    const moved = Number(range.current?.value ?? START_POSITION);
    if (moved !== START_POSITION && Number.isFinite(moved)) setPosition(moved);
  }, []);
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-before-after-title`;
  const words = useSectionWords('beforeAfter', beforeAfterWords);
  const beforeLabel = section.beforeLabel ?? words.before;
  const afterLabel = section.afterLabel ?? words.after;
  const { before, after } = section;

  return (
    <section className="before-after" id={section.id} aria-labelledby={titleId}>
      <div className="container">
        <h2 className="before-after__title" id={titleId}>
          {section.title ?? words.title}
        </h2>
        {section.intro && <p className="before-after__intro">{section.intro}</p>}
        <figure className="before-after__figure">
          <div className="before-after__frame" style={{ '--position': position } as CSSProperties}>
            <div className="before-after__side before-after__side--before">
              <img src={before.src} alt={before.alt} width={before.width} height={before.height} loading="lazy" decoding="async" />
              <span className="before-after__label">{beforeLabel}</span>
            </div>
            <div className="before-after__side before-after__side--after">
              <img src={after.src} alt={after.alt} width={after.width} height={after.height} loading="lazy" decoding="async" />
              <span className="before-after__label">{afterLabel}</span>
            </div>
            <span className="before-after__divider" aria-hidden="true">
              <span className="before-after__knob">
                <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                  <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
            </span>
            <input
              ref={range}
              className="before-after__range"
              type="range"
              min={0}
              max={100}
              step={1}
              value={position}
              aria-label={section.sliderLabel ?? words.slider}
              aria-valuetext={valueText(position, beforeLabel, afterLabel)}
              onChange={(event) => setPosition(Number(event.target.value))}
              onDoubleClick={() => setPosition(START_POSITION)}
            />
          </div>
          {section.caption && <figcaption className="before-after__caption">{section.caption}</figcaption>}
        </figure>
      </div>
    </section>
  );
}

/** What a screen reader says for a position: how much of each image shows. */
export function valueText(position: number, beforeLabel: string, afterLabel: string): string {
  return `${beforeLabel} ${position}%, ${afterLabel} ${100 - position}%`;
}
