import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../testing/intersection-observer';
import { installMatchMedia } from '../testing/match-media';
import { Counter } from './counter';

const props = { target: 5000, suffix: '+', durationMs: 2000, stepMs: 400 };
const shown = (container: HTMLElement) => container.querySelector('.counter__value')!.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Counter', () => {
  it('server-renders the final number, so readers without JavaScript never see 0+', () => {
    const html = renderToString(<Counter {...props} />);
    expect(html).toContain('5,000+');
    expect(html).not.toContain('>0+<');
    expect(html).toContain('data-value="5000"');
  });

  it('counts 0 → 5,000 in five steps of 400 ms once half visible', () => {
    const observers = installFakeIntersectionObserver();
    const { container } = render(<Counter {...props} />);
    const counter = container.querySelector('.counter')!;
    expect(shown(container)).toBe('5,000+');
    act(() => observers.intersect(counter, 0)); // below the fold: reset out of sight
    expect(shown(container)).toBe('0+');
    act(() => observers.intersect(counter, 0.4));
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe('0+');
    act(() => observers.intersect(counter, 0.5));
    const seen = [];
    for (let i = 0; i < 5; i++) {
      act(() => vi.advanceTimersByTime(400));
      seen.push(shown(container));
    }
    expect(seen).toEqual(['1,000+', '2,000+', '3,000+', '4,000+', '5,000+']);
    act(() => vi.advanceTimersByTime(2000));
    expect(counter).toHaveAttribute('data-value', '5000');
    // The invisible final number held the width all along.
    expect(container.querySelector('.counter__width')).toHaveTextContent('5,000+');
  });

  it('counts only once', () => {
    const observers = installFakeIntersectionObserver();
    const { container } = render(<Counter {...props} />);
    const counter = container.querySelector('.counter')!;
    act(() => observers.intersect(counter, 1));
    act(() => vi.advanceTimersByTime(2000));
    act(() => observers.intersect(counter, 0));
    act(() => observers.intersect(counter, 1));
    expect(shown(container)).toBe('5,000+');
  });

  it('shows the final number at once under reduced motion', () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const observers = installFakeIntersectionObserver();
    const { container } = render(<Counter {...props} />);
    expect(observers.observed()).toEqual([]);
    expect(shown(container)).toBe('5,000+');
  });

  it('gives screen readers the final number throughout', () => {
    const observers = installFakeIntersectionObserver();
    const { container } = render(<Counter {...props} />);
    const counter = container.querySelector('.counter')!;
    act(() => observers.intersect(counter, 0));
    expect(counter).toHaveAttribute('role', 'img');
    expect(counter).toHaveAttribute('aria-label', '5,000+');
  });
});
