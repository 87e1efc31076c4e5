import { useEffect, useState, type RefObject } from 'react';

export type RevealState = 'static' | 'waiting' | 'revealed';

/**
 * SPEC: articles fade in and rise 40 px over 0.4 s, once, when 20% visible, only on screens wider
 * than 767 px. The server and the first client render are 'static' (fully visible), so the page
 * reads without JavaScript and hydrates without a mismatch; only an article still below the fold
 * after hydration waits to be revealed.
 */
export function useRevealOnScroll(ref: RefObject<HTMLElement | null>, threshold = 0.2): RevealState {
  const [state, setState] = useState<RevealState>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const wide = window.matchMedia('(min-width: 768px)').matches;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const belowFold = element.getBoundingClientRect().top > window.innerHeight;
    if (!wide || reduced || !belowFold) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        setState('revealed');
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return state;
}
