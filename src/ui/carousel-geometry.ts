/**
 * The arithmetic of a scroll-snap carousel, kept apart from the DOM so it can be tested in Node.
 * Positions are scrollLeft values; slide offsets are measured from the first slide's left edge.
 */
export interface TrackLayout {
  /** Left edge of each slide, relative to the first slide. */
  offsets: number[];
  /** Width of each slide. */
  widths: number[];
  /** Visible width of the track. */
  viewport: number;
  /** Largest scrollLeft (scrollWidth − clientWidth). */
  maxScroll: number;
}

/** Sub-pixel layout (fractional widths, zoom) should not make a slide count as cut off. */
const EPSILON = 1;

/** How many slides fit wholly in view, at least one. */
export function slidesPerView({ offsets, widths, viewport }: TrackLayout): number {
  let count = 0;
  while (count < offsets.length && offsets[count] + widths[count] <= viewport + EPSILON) count++;
  return Math.max(1, count);
}

/**
 * Where each page starts: page p shows slides p·perView onwards, and the last page stops at the
 * end of the track instead of leaving empty space. One page if everything fits.
 */
export function pagePositions(layout: TrackLayout, perView: number): number[] {
  if (layout.offsets.length === 0 || layout.maxScroll <= EPSILON) return [0];
  const positions: number[] = [];
  for (let first = 0; first < layout.offsets.length; first += perView) {
    const position = Math.min(layout.offsets[first], layout.maxScroll);
    if (positions.length === 0 || position > positions[positions.length - 1] + EPSILON) positions.push(position);
  }
  return positions;
}

/** The page whose start is nearest to scrollLeft; the end of the track is always the last page. */
export function pageAt(scrollLeft: number, positions: number[], maxScroll: number): number {
  if (positions.length > 1 && scrollLeft >= maxScroll - EPSILON) return positions.length - 1;
  let nearest = 0;
  positions.forEach((position, page) => {
    if (Math.abs(position - scrollLeft) < Math.abs(positions[nearest] - scrollLeft)) nearest = page;
  });
  return nearest;
}

/** First and last slide with any part in view at scrollLeft. */
export function visibleSlides(scrollLeft: number, { offsets, widths, viewport }: TrackLayout): [number, number] {
  let first = -1;
  let last = -1;
  offsets.forEach((offset, i) => {
    const visible = offset + widths[i] > scrollLeft + EPSILON && offset < scrollLeft + viewport - EPSILON;
    if (!visible) return;
    if (first === -1) first = i;
    last = i;
  });
  return first === -1 ? [0, 0] : [first, last];
}
