import { useId, useState } from 'react';
import type { Inlines } from '../content/types';
import { InlineText } from './rich-text';
import { useSectionWords } from '../i18n/dictionary-context';
import { controlsWords } from '../i18n/section-words/controls';
import './read-more.css';

/** Below this many characters a text is short enough to show whole on a phone. */
export const READ_MORE_MIN_CHARACTERS = 280;

/**
 * Paragraphs of text that, when long (READ_MORE_MIN_CHARACTERS or more), collapse behind "Read
 * more" / "Read less" below 600 px. The whole text is always in the HTML: the collapsing is CSS
 * that applies only when scripts run (`scripting: enabled`), so without JavaScript, or on a wider
 * screen, it reads in full and the button is not shown.
 */
export function ReadMore({
  paragraphs,
  paragraphClassName,
  className = '',
}: {
  paragraphs: readonly Inlines[];
  paragraphClassName?: string;
  className?: string;
}) {
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const common = useSectionWords('controls', controlsWords);
  const text = paragraphs.map((paragraph, index) => (
    <p key={index} className={paragraphClassName}>
      <InlineText content={paragraph} />
    </p>
  ));
  if (textLength(paragraphs) < READ_MORE_MIN_CHARACTERS) return <div className={className}>{text}</div>;
  return (
    <div className={`read-more${expanded ? ' is-expanded' : ''} ${className}`.trim()}>
      <div className="read-more__content" id={contentId}>
        {text}
      </div>
      <button type="button" className="read-more__toggle" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((value) => !value)}>
        {expanded ? common.readLess : common.readMore}
      </button>
    </div>
  );
}

/** The number of characters in a list of texts, to decide whether they are long. */
export function textLength(parts: ReadonlyArray<string | ReadonlyArray<string | { text: string }>>): number {
  let length = 0;
  for (const part of parts) {
    if (typeof part === 'string') length += part.length;
    else for (const run of part) length += typeof run === 'string' ? run.length : run.text.length;
  }
  return length;
}
