import type { CSSProperties, ReactNode } from 'react';
import { useScriptsRun } from './use-scripts-run';
import './marquee.css';

/**
 * An endless horizontal strip (testimonials, a repeated phrase): once scripts run, the items are
 * rendered twice and the track slides by half its width in a CSS animation, so the copy takes the
 * original's place without a seam. The copy is aria-hidden and inert: assistive technology and Tab
 * meet each item once. It stops while hovered or while focus is inside, and when `paused`. Pair it
 * with useAutoplayPause() and a visible <PlayPauseButton> (WCAG 2.2.2), placed where the section likes.
 * Under reduced motion it stays still until the visitor presses play. The server's HTML has the
 * items once and nothing moves before the scripts that can pause it run (without scripts it
 * scrolls by hand): the copy would only double the page's elements and pictures for nothing.
 *
 *   const { paused, togglePaused } = useAutoplayPause();
 *   <PlayPauseButton paused={paused} onToggle={togglePaused} />
 *   <Marquee paused={paused} cycleSeconds={items.length * 6} groupClassName="cards">
 *     {items.map((item) => <li key={item.id}>…</li>)}
 *   </Marquee>
 *
 * Props
 *   children        the items: <li> elements (default), or anything with as="div"
 *   paused          the visitor's choice (from useAutoplayPause)
 *   cycleSeconds    time for the whole set of items to pass once
 *   as              'ul' (default) or 'div': the element of each group
 *   groupClassName  on both groups (lay out the items there: display flex, gap…)
 *   label           accessible name of the list, if the section's heading does not name it
 *   className       on the root (overflow hidden)
 */
export interface MarqueeProps {
  children: ReactNode;
  paused: boolean;
  cycleSeconds: number;
  as?: 'ul' | 'div';
  groupClassName?: string;
  label?: string;
  className?: string;
}

export function Marquee({ children, paused, cycleSeconds, as: Group = 'ul', groupClassName, label, className }: MarqueeProps) {
  // "Playing" is only ever stated after hydration: under reduced motion the stylesheet keeps the
  // strip still until then, and for good if scripts never run.
  const hydrated = useScriptsRun();
  const state = paused ? ' is-paused' : hydrated ? ' is-playing' : '';
  const groupClass = groupClassName ? `marquee__group plain-list ${groupClassName}` : 'marquee__group plain-list';
  return (
    <div className={`marquee${className ? ` ${className}` : ''}${state}`} style={{ '--marquee-duration': `${cycleSeconds}s` } as CSSProperties}>
      <div className="marquee__track">
        <Group className={groupClass} aria-label={label}>
          {children}
        </Group>
        {hydrated && (
          <Group className={groupClass} aria-hidden="true" inert>
            {children}
          </Group>
        )}
      </div>
    </div>
  );
}
