import { useId, useState, type ReactNode } from 'react';
import './read-more.css';

/** Below this many characters a text is short enough to show whole on a phone. */
export const READ_MORE_MIN_CHARACTERS = 280;

/**
 * Long text that collapses behind "Read more" / "Read less" below 600 px. The whole text is always
 * in the HTML: the collapsing is CSS that applies only when scripts run (`scripting: enabled`), so
 * without JavaScript, or on a wider screen, it reads in full and the button is not shown.
 */
export function ReadMore({
  children,
  collapsible = true,
  moreLabel = 'Read more',
  lessLabel = 'Read less',
  className = '',
}: {
  children: ReactNode;
  /** False for a short text: it renders as it is, without the toggle. */
  collapsible?: boolean;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
}) {
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  if (!collapsible) return <div className={className}>{children}</div>;
  return (
    <div className={`read-more${expanded ? ' is-expanded' : ''} ${className}`.trim()}>
      <div className="read-more__content" id={contentId}>
        {children}
      </div>
      <button type="button" className="read-more__toggle" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((value) => !value)}>
        {expanded ? lessLabel : moreLabel}
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
