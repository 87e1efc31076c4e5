import { useInView } from './use-in-view';
import { useMediaQuery } from './use-media-query';
import './reveal.css';

/**
 * Reveal on scroll: the element fades in and rises 40 px over 0.4 s, once, when `threshold` of it is
 * visible (default 0.2; see useInView for elements taller than the screen).
 *
 *   const { ref, className } = useReveal<HTMLElement>();
 *   <article ref={ref} className={`my-article ${className}`}>…</article>
 *
 * (Destructure it: the React Compiler's lint takes an object with a `ref` field for a ref.)
 *
 * Only on screens wider than 767 px and without reduced motion. The hidden state is a class that
 * only the script adds, and only to an element that was wholly below the screen when the script first
 * looked: the server's HTML, readers without JavaScript, content already in view and content the
 * reader has already scrolled past are never hidden.
 * The element's own `transition` and `transform` are replaced while it is revealed.
 */
export const REVEAL_MEDIA_QUERY = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

export function useReveal<T extends HTMLElement>({ threshold = 0.2 }: { threshold?: number } = {}) {
  const motionAllowed = useMediaQuery(REVEAL_MEDIA_QUERY);
  const { ref, inView, initiallyVisible, initiallyAbove } = useInView<T>({ threshold, once: true, enabled: motionAllowed });
  // Only what is still ahead of the reader (below the screen) waits to be revealed.
  const waiting = motionAllowed && initiallyVisible === false && initiallyAbove === false;
  const className = !waiting ? 'reveal' : inView ? 'reveal reveal--shown' : 'reveal reveal--hidden';
  return { ref, className };
}
