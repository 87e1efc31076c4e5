import { useState } from 'react';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * The visitor's pause/play choice for something that moves by itself (a carousel, a marquee):
 * paused from the start under `prefers-reduced-motion`, until they press play; otherwise moving
 * until they press pause. Pair it with <PlayPauseButton>.
 *
 *   const { paused, togglePaused } = useAutoplayPause();
 *
 * Hover and focus pauses are separate and temporary: the component adds them (see Carousel, Marquee).
 */
export function useAutoplayPause(): { paused: boolean; togglePaused(): void } {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  return { paused, togglePaused: () => setChoice(!paused) };
}
