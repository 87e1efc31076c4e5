import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { pageAt, pagePositions, slidesPerView, visibleSlides, type TrackLayout } from './carousel-geometry';
import { useAutoplayPause } from './use-autoplay-pause';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * The behaviour of a CSS scroll-snap carousel: pages, previous/next, autoplay with its pauses. The
 * browser does the scrolling, snapping and swiping; this hook measures the track (after the first
 * paint, never before), moves it with scrollTo and follows the visitor's own scrolling. Most callers
 * want <Carousel>, which renders the W3C APG markup on top of it; use the hook for another layout.
 *
 *   const { trackRef, ...carousel } = useCarousel({ slideCount: slides.length, autoplayMs: 3000, loop: true });
 *   <section {...carousel.rootHandlers}> <div ref={trackRef}>{slides}</div> </section>
 *   (Destructure trackRef: the React Compiler's lint takes an object holding a ref for a ref.)
 *
 * Options
 *   slideCount      number of slides (the track's element children, in order)
 *   autoplayMs      advance one page every so often; 0 or absent: no autoplay. At the last page it
 *                   returns to the first. The timer restarts after any move and when slideCount changes.
 *   loop            previous/next wrap around at the ends; otherwise they are disabled there
 *   initialPerView  slides per page assumed before measuring (server render, hydration); default 1
 *
 * Returns
 *   trackRef            callback ref for the scrolling element
 *   page, pageCount, perView, canPrev, canNext, prev(), next(), goTo(page)
 *   visible             [first, last] slide partly in view, or null before measuring (then nothing is hidden)
 *   hasAutoplay         autoplayMs was given
 *   paused, togglePaused()  the visitor's choice (paused from the start under reduced motion)
 *   rotating            autoplay is running now: not paused, not hovered, no focus inside (the
 *                       rotation button excepted) and more than one page
 *   rootHandlers        spread on the carousel's root: hover and focus pauses. The rotation control
 *                       carries data-carousel-rotation so that using it does not count as either.
 */
export interface CarouselOptions {
  slideCount: number;
  autoplayMs?: number;
  loop?: boolean;
  initialPerView?: number;
}

export const ROTATION_CONTROL_ATTRIBUTE = 'data-carousel-rotation';

/** Scroll events stop arriving this long after a swipe or a smooth scroll has settled (when the browser has no scrollend). */
const SETTLE_MS = 120;

export function useCarousel({ slideCount, autoplayMs = 0, loop = false, initialPerView = 1 }: CarouselOptions) {
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const layout = useRef<{ positions: number[]; maxScroll: number; geometry: TrackLayout; perView: number } | null>(null);
  const [perView, setPerView] = useState(initialPerView);
  const [pageCount, setPageCount] = useState(Math.max(1, Math.ceil(slideCount / initialPerView)));
  const [page, setPage] = useState(0);
  const [visible, setVisible] = useState<[number, number] | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { paused, togglePaused } = useAutoplayPause();
  const reducedMotion = usePrefersReducedMotion();

  // Measure after layout, and again whenever the track or its slides change size.
  useEffect(() => {
    if (!track) return;
    const settle = () => {
      const current = layout.current;
      if (!current) return;
      const inView = visibleSlides(track.scrollLeft, current.geometry);
      setPage(pageAt(track.scrollLeft, current.positions, current.maxScroll));
      setVisible(inView);
      loadPicturesAhead(track, inView[1] + current.perView);
    };
    const measure = () => {
      const slides = [...track.children] as HTMLElement[];
      const base = slides[0]?.offsetLeft ?? 0;
      const geometry: TrackLayout = {
        offsets: slides.map((slide) => slide.offsetLeft - base),
        widths: slides.map((slide) => slide.offsetWidth),
        viewport: track.clientWidth,
        maxScroll: Math.max(0, track.scrollWidth - track.clientWidth),
      };
      const count = slidesPerView(geometry);
      const positions = pagePositions(geometry, count);
      layout.current = { positions, maxScroll: geometry.maxScroll, geometry, perView: count };
      setPerView(count);
      setPageCount(positions.length);
      settle();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    const onScrollEnd = () => {
      clearTimeout(timer);
      settle();
    };
    // A resize observer reports each element once it is laid out, and again on each change: the
    // first measure comes after the browser's own layout, never forcing one of its own.
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizeObserver?.observe(track);
    for (const slide of track.children) resizeObserver?.observe(slide);
    const frame = resizeObserver ? 0 : requestAnimationFrame(measure);
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      resizeObserver?.disconnect();
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
    };
  }, [track, slideCount]);

  const goTo = useCallback(
    (target: number) => {
      const current = layout.current;
      if (!track || !current) return;
      const count = current.positions.length;
      const next = ((target % count) + count) % count;
      setPage(next);
      track.scrollTo({ left: current.positions[next], behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [track, reducedMotion],
  );

  const canPrev = pageCount > 1 && (loop || page > 0);
  const canNext = pageCount > 1 && (loop || page < pageCount - 1);
  const hasAutoplay = autoplayMs > 0;
  const rotating = hasAutoplay && visible !== null && !paused && !hovered && !focused && pageCount > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo(page + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, page, pageCount, slideCount, autoplayMs, goTo]);

  const isRotationControl = (target: EventTarget | null) => target instanceof Element && target.closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`) !== null;
  const rootHandlers = {
    onPointerOver: (event: PointerEvent) => setHovered(!isRotationControl(event.target)),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent) => setFocused(!isRotationControl(event.target)),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    trackRef: setTrack,
    page,
    pageCount,
    perView,
    canPrev,
    canNext,
    prev: () => canPrev && goTo(page - 1),
    next: () => canNext && goTo(page + 1),
    goTo,
    visible,
    hasAutoplay,
    paused,
    togglePaused,
    rotating,
    rootHandlers,
  };
}

/**
 * A lazy image inside a scroller loads only once it scrolls into the scroller's box, so a page that
 * turns in would show blank pictures while they load. Once a page settles, the lazy images of every
 * slide up to `lastSlide` (the next page's last) are asked for at once. Before the carousel's code
 * has run and measured it, the server's lazy images are left to the browser.
 */
function loadPicturesAhead(track: HTMLElement, lastSlide: number) {
  const slides = [...track.children].slice(0, lastSlide + 1);
  for (const slide of slides) for (const image of slide.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
}
