import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../testing/intersection-observer';
import { meetsThreshold, useInView, type InViewOptions } from './use-in-view';

function Probe(options: InViewOptions) {
  const { ref, inView, initiallyVisible, initiallyAbove } = useInView<HTMLDivElement>(options);
  return (
    <div ref={ref} data-testid="probe" data-in-view={inView} data-initially-visible={String(initiallyVisible)} data-initially-above={String(initiallyAbove)} />
  );
}

const probe = () => screen.getByTestId('probe');

describe('useInView', () => {
  it('is false until observed, then follows the threshold', () => {
    const observers = installFakeIntersectionObserver();
    render(<Probe threshold={0.5} />);
    expect(probe().dataset.inView).toBe('false');
    expect(probe().dataset.initiallyVisible).toBe('undefined');
    act(() => observers.intersect(probe(), 0.3));
    expect(probe().dataset.inView).toBe('false');
    expect(probe().dataset.initiallyVisible).toBe('true');
    act(() => observers.intersect(probe(), 0.5));
    expect(probe().dataset.inView).toBe('true');
    act(() => observers.intersect(probe(), 0));
    expect(probe().dataset.inView).toBe('false');
  });

  it('with once, stays true and stops observing', () => {
    const observers = installFakeIntersectionObserver();
    render(<Probe threshold={0.2} once />);
    act(() => observers.intersect(probe(), 0));
    expect(probe().dataset.initiallyVisible).toBe('false');
    expect(probe().dataset.initiallyAbove).toBe('false');
    act(() => observers.intersect(probe(), 0.25));
    expect(probe().dataset.inView).toBe('true');
    expect(observers.observed()).toEqual([]);
    act(() => observers.intersect(probe(), 0));
    expect(probe().dataset.inView).toBe('true');
  });

  it('tells an element the reader had already scrolled past (above the screen) from one still ahead', () => {
    const observers = installFakeIntersectionObserver();
    render(<Probe threshold={0.2} once />);
    act(() => observers.intersect(probe(), 0, { top: -300, height: 200 }));
    expect(probe().dataset.initiallyVisible).toBe('false');
    expect(probe().dataset.initiallyAbove).toBe('true');
  });

  it('with once, an element carried from below the screen to above it between two looks counts as seen', () => {
    const observers = installFakeIntersectionObserver();
    render(<Probe threshold={0.2} once />);
    act(() => observers.intersect(probe(), 0, { top: 900, height: 200 }));
    expect(probe().dataset.inView).toBe('false');
    act(() => observers.intersect(probe(), 0, { top: -400, height: 200 }));
    expect(probe().dataset.inView).toBe('true');
    expect(observers.observed()).toEqual([]);
  });

  it('without once, above the screen is simply out of view', () => {
    const observers = installFakeIntersectionObserver();
    render(<Probe threshold={0.2} />);
    act(() => observers.intersect(probe(), 0, { top: -400, height: 200 }));
    expect(probe().dataset.inView).toBe('false');
  });

  it('observes nothing while disabled', () => {
    const observers = installFakeIntersectionObserver();
    render(<Probe enabled={false} />);
    expect(observers.observed()).toEqual([]);
  });

  it('observes nothing where IntersectionObserver is missing, leaving callers in their final state', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe threshold={0.5} once />);
    expect(probe().dataset.inView).toBe('false');
    expect(probe().dataset.initiallyVisible).toBe('undefined');
  });
});

describe('meetsThreshold', () => {
  const entry = (ratio: number, height: number, rootHeight = 800) => ({
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { height } as DOMRectReadOnly,
    rootBounds: { height: rootHeight } as DOMRectReadOnly,
  });

  it('asks for the share of a short element', () => {
    expect(meetsThreshold(entry(0.19, 400), 0.2)).toBe(false);
    expect(meetsThreshold(entry(0.2, 400), 0.2)).toBe(true);
  });

  it('tolerates a ratio a hair under the threshold', () => {
    expect(meetsThreshold(entry(0.4999, 100), 0.5)).toBe(true);
  });

  it('asks an element taller than the screen to cover that share of the screen instead', () => {
    // 4000 px article on an 800 px screen: 20% of the screen is 160 px, a ratio of 0.04.
    expect(meetsThreshold(entry(0.03, 4000), 0.2)).toBe(false);
    expect(meetsThreshold(entry(0.04, 4000), 0.2)).toBe(true);
  });

  it('is never met off screen', () => {
    expect(meetsThreshold(entry(0, 100), 0)).toBe(false);
  });
});
