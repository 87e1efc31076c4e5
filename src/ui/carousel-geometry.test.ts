import { describe, expect, it } from 'vitest';
import { pageAt, pagePositions, slidesPerView, visibleSlides, type TrackLayout } from './carousel-geometry';

/** n cards of `width` with `gap` between them, in a track `viewport` wide. */
function cards(n: number, width: number, gap: number, viewport: number): TrackLayout {
  const offsets = Array.from({ length: n }, (_, i) => i * (width + gap));
  const scrollWidth = n * width + (n - 1) * gap;
  return { offsets, widths: offsets.map(() => width), viewport, maxScroll: Math.max(0, scrollWidth - viewport) };
}

describe('slidesPerView', () => {
  it('counts the cards wholly in view: 288 px cards with 24 px gaps in 1200 px show 3', () => {
    expect(slidesPerView(cards(19, 288, 24, 1200))).toBe(3);
  });
  it('one full-width slide per view (hero)', () => {
    expect(slidesPerView(cards(5, 390, 0, 390))).toBe(1);
  });
  it('two half-width cards per view (mobile highlights), despite sub-pixel widths', () => {
    expect(slidesPerView(cards(4, 171.5, 16, 359.4))).toBe(2);
  });
  it('is at least one, even when a card is wider than the track', () => {
    expect(slidesPerView(cards(3, 256, 24, 200))).toBe(1);
  });
});

describe('pagePositions', () => {
  it('starts a page every perView cards and ends the last page at the end of the track', () => {
    const layout = cards(19, 288, 24, 1200); // scrollWidth 5904, maxScroll 4704
    const positions = pagePositions(layout, 3);
    expect(positions).toHaveLength(7);
    expect(positions.slice(0, 3)).toEqual([0, 936, 1872]);
    expect(positions[6]).toBe(4704);
  });
  it('has one page when everything fits', () => {
    expect(pagePositions(cards(3, 288, 24, 1200), 3)).toEqual([0]);
  });
  it('gives each slide a page at one per view', () => {
    expect(pagePositions(cards(3, 390, 0, 390), 1)).toEqual([0, 390, 780]);
  });
  it('two per page: four highlights make two pages', () => {
    expect(pagePositions(cards(4, 170, 20, 360), 2)).toEqual([0, 380]);
  });
});

describe('pageAt', () => {
  const layout = cards(19, 288, 24, 1200);
  const positions = pagePositions(layout, 3);
  it('finds the nearest page start', () => {
    expect(pageAt(0, positions, layout.maxScroll)).toBe(0);
    expect(pageAt(900, positions, layout.maxScroll)).toBe(1);
    expect(pageAt(1500, positions, layout.maxScroll)).toBe(2);
  });
  it('treats the end of the track as the last page', () => {
    expect(pageAt(layout.maxScroll - 0.5, positions, layout.maxScroll)).toBe(6);
  });
});

describe('visibleSlides', () => {
  it('includes a card that only peeks in', () => {
    expect(visibleSlides(0, cards(19, 288, 24, 1200))).toEqual([0, 3]);
  });
  it('follows the scroll position', () => {
    expect(visibleSlides(936, cards(19, 288, 24, 1200))).toEqual([3, 6]);
  });
  it('ignores a card that touches the edge by less than a pixel', () => {
    expect(visibleSlides(390, cards(3, 390, 0, 390))).toEqual([1, 1]);
  });
});
