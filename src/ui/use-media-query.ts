import { useCallback, useSyncExternalStore } from 'react';

/**
 * Media queries as React state.
 *
 *   useMediaQuery(query: string): boolean
 *   usePrefersReducedMotion(): boolean          true under `prefers-reduced-motion: reduce`
 *
 * Both answer false on the server and while hydrating (the server cannot know the screen), then the
 * browser's answer, and follow later changes. So anything that depends on them must render the same
 * safe markup at first: only motion and enhancements may wait for the real answer, never content.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
