import { useEffect, useState, type RefObject } from 'react';

/**
 * Where a scrolling box stands: `none` when everything fits, `more` while some of it is still
 * below the bottom edge, `end` once the last of it shows.
 */
export type ScrollCue = 'none' | 'more' | 'end';

/** A pixel of slack: browsers round scroll positions on zoomed and high-density screens. */
const SLACK_PX = 1;

export function readScrollCue(element: Pick<HTMLElement, 'scrollHeight' | 'clientHeight' | 'scrollTop'>): ScrollCue {
  const hidden = element.scrollHeight - element.clientHeight;
  if (hidden <= SLACK_PX) return 'none';
  return element.scrollTop >= hidden - SLACK_PX ? 'end' : 'more';
}

/**
 * Whether a scrolling box (`ref`) has more below, for a "scroll for more" cue that goes away at
 * the end. Measured while `active` (the box is shown): on scrolling, and whenever the box or the
 * window changes size (an opening animation, a turned phone). Undefined until first measured,
 * so the server's HTML carries no guess and a stylesheet can keep its own cue until then.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>, active: boolean): ScrollCue | undefined {
  const [cue, setCue] = useState<ScrollCue>();
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const measure = () => setCue(readScrollCue(element));
    // After the browser has laid the newly shown box out.
    const frame = requestAnimationFrame(measure);
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizes?.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    element.addEventListener('animationend', measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      element.removeEventListener('scroll', measure);
      element.removeEventListener('animationend', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref, active]);
  return cue;
}
