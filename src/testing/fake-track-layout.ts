import { vi } from 'vitest';

/**
 * jsdom lays nothing out: give slides a width and the track a visible width, and make scrollTo
 * move scrollLeft and report the end of scrolling, as a browser would.
 */
export function fakeTrackLayout({ slideWidth, gap = 0, viewport }: { slideWidth: number; gap?: number; viewport: number }) {
  const scrollLeft = new WeakMap<Element, number>();
  const isSlide = (el: Element) => el.classList.contains('carousel__slide');
  const isTrack = (el: Element) => el.classList.contains('carousel__track');
  const slideIndex = (el: Element) => [...el.parentElement!.children].indexOf(el);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? slideIndex(this) * (slideWidth + gap) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? slideWidth : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isTrack(this) ? viewport : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    const n = this.children.length;
    return isTrack(this) ? n * slideWidth + (n - 1) * gap : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrollLeft.get(this) ?? 0;
  });
  const scrollTo = vi.fn(function (this: Element, options: ScrollToOptions) {
    scrollLeft.set(this, options.left ?? 0);
    this.dispatchEvent(new Event('scroll'));
    this.dispatchEvent(new Event('scrollend'));
  });
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
  return { scrollTo, positions: () => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left) };
}
