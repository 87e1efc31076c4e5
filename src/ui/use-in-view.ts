import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element is on screen, from one IntersectionObserver per element.
 *
 *   const { ref, inView, initiallyVisible } = useInView<HTMLDivElement>({ threshold: 0.5, once: true });
 *   <div ref={ref}>…</div>
 *
 * Options
 *   threshold   share of the element that must be visible, 0–1 (default 0: any pixel). An element taller
 *               than the viewport can never be that share visible at once, so it counts as in view when
 *               it covers that share of the viewport instead (a long article at 0.2: a fifth of the screen).
 *   once        stop observing the first time it is in view, or is found above the screen (scrolled
 *               past); `inView` then stays true (reveals, counters)
 *   rootMargin  grows or shrinks the viewport, as in IntersectionObserver ('0px 0px -10% 0px')
 *   enabled     false observes nothing (e.g. on small screens, or under reduced motion)
 *
 * Returns
 *   ref               a callback ref for the element
 *   inView            false on the server and until the first observation
 *   initiallyVisible  whether any part of it was on screen at the first observation, undefined before:
 *                     lets a reveal leave alone what the reader has already seen
 *   initiallyAbove    whether it was wholly above the screen then (the reader had scrolled past it
 *                     before the script looked, e.g. while the page was still loading)
 *
 * Without IntersectionObserver nothing is ever observed: `initiallyVisible` stays undefined, which
 * callers treat as "show the final state" (the counter its number, a reveal its content).
 */
export interface InViewOptions {
  threshold?: number;
  once?: boolean;
  rootMargin?: string;
  enabled?: boolean;
}

export interface InView<T extends Element> {
  ref: (element: T | null) => void;
  inView: boolean;
  initiallyVisible: boolean | undefined;
  initiallyAbove: boolean | undefined;
}

/** Callbacks at every twentieth of the threshold, so a tall element is noticed soon after it covers enough screen. */
const THRESHOLD_STEPS = 20;
/** Browsers report ratios a hair under the threshold that triggered the callback. */
const TOLERANCE = 0.001;

export function useInView<T extends Element = HTMLElement>({ threshold = 0, once = false, rootMargin = '0px', enabled = true }: InViewOptions = {}): InView<T> {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  const [initiallyVisible, setInitiallyVisible] = useState<boolean | undefined>(undefined);
  const [initiallyAbove, setInitiallyAbove] = useState<boolean | undefined>(undefined);
  const satisfied = useRef(false);

  useEffect(() => {
    if (!element || !enabled || (once && satisfied.current)) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        const above = !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
        setInitiallyVisible((previous) => previous ?? entry.isIntersecting);
        setInitiallyAbove((previous) => previous ?? above);
        // With `once`, scrolled past counts as seen: a fast scroll (or a busy phone) can carry an
        // element from below the screen to above it between two observations.
        const visible = meetsThreshold(entry, threshold) || (once && above);
        if (visible && once) {
          satisfied.current = true;
          observer.disconnect();
        }
        setInView(visible);
      },
      { threshold: thresholdList(threshold), rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, once, rootMargin, threshold]);

  return { ref: setElement, inView, initiallyVisible, initiallyAbove };
}

function thresholdList(threshold: number): number[] {
  if (threshold <= 0) return [0];
  return [0, ...Array.from({ length: THRESHOLD_STEPS }, (_, i) => Math.min(1, (threshold * (i + 1)) / THRESHOLD_STEPS))];
}

/** Exported for tests: the rule above, for one observation. */
export function meetsThreshold(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect' | 'rootBounds'>,
  threshold: number,
): boolean {
  if (!entry.isIntersecting) return false;
  const rootHeight = entry.rootBounds?.height ?? window.innerHeight;
  const elementHeight = entry.boundingClientRect.height;
  const needed = elementHeight > rootHeight && elementHeight > 0 ? (threshold * rootHeight) / elementHeight : threshold;
  return entry.intersectionRatio >= needed - TOLERANCE;
}
