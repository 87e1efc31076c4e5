import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver for jsdom (which has none): tests decide when and how much an
 * element is visible. Install it in a test, then call `intersect(element, ratio)`.
 */
export interface FakeIntersectionObservers {
  /** Reports `element` as `ratio` visible (0 = off screen) to every observer watching it. */
  /** `top`: where the element's top is relative to the viewport's (negative: scrolled past, above it). */
  intersect(element: Element, ratio: number, sizes?: { height?: number; rootHeight?: number; top?: number }): void;
  /** Elements currently observed. */
  observed(): Element[];
}

export function installFakeIntersectionObserver(): FakeIntersectionObservers {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly elements = new Set<Element>();
    readonly thresholds: number[];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      const threshold = options.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report(element: Element, ratio: number, height: number, rootHeight: number, top: number) {
      const rect = { x: 0, y: top, top, left: 0, width: 100, height, right: 100, bottom: top + height, toJSON: () => ({}) } as DOMRectReadOnly;
      const root = { x: 0, y: 0, top: 0, left: 0, width: 100, right: 100, height: rootHeight, bottom: rootHeight, toJSON: () => ({}) } as DOMRectReadOnly;
      const entry = {
        target: element,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        boundingClientRect: rect,
        intersectionRect: { ...rect, height: height * ratio } as DOMRectReadOnly,
        rootBounds: root,
        time: performance.now(),
      } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    intersect(element, ratio, { height = 100, rootHeight = 800, top = 0 } = {}) {
      for (const observer of [...observers]) {
        if (observer.elements.has(element)) observer.report(element, ratio, height, rootHeight, top);
      }
    },
    observed: () => [...observers].flatMap((observer) => [...observer.elements]),
  };
}
