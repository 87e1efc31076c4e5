import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readScrollCue, useScrollCue } from './use-scroll-cue';

describe('readScrollCue', () => {
  it('says none when everything fits, more while some is below, end at the bottom', () => {
    expect(readScrollCue({ scrollHeight: 300, clientHeight: 300, scrollTop: 0 })).toBe('none');
    expect(readScrollCue({ scrollHeight: 920, clientHeight: 300, scrollTop: 0 })).toBe('more');
    expect(readScrollCue({ scrollHeight: 920, clientHeight: 300, scrollTop: 500 })).toBe('more');
    expect(readScrollCue({ scrollHeight: 920, clientHeight: 300, scrollTop: 620 })).toBe('end');
  });

  it('allows a pixel of rounding either way', () => {
    expect(readScrollCue({ scrollHeight: 301, clientHeight: 300, scrollTop: 0 })).toBe('none');
    expect(readScrollCue({ scrollHeight: 302, clientHeight: 300, scrollTop: 0 })).toBe('more');
    expect(readScrollCue({ scrollHeight: 920, clientHeight: 300, scrollTop: 619.4 })).toBe('end');
    expect(readScrollCue({ scrollHeight: 920, clientHeight: 300, scrollTop: 618 })).toBe('more');
  });
});

/** A box whose sizes the test sets, as jsdom lays nothing out. */
function Box({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(ref, active);
  return (
    <div ref={ref} data-testid="box" data-cue={cue}>
      <p>Long list</p>
    </div>
  );
}

function size(element: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(element, key, { configurable: true, value });
}

describe('useScrollCue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('measures nothing until active, so the server HTML carries no cue', () => {
    render(<Box active={false} />);
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByTestId('box')).not.toHaveAttribute('data-cue');
  });

  it('measures once shown, then follows scrolling and resizing', () => {
    const { rerender } = render(<Box active={false} />);
    const box = screen.getByTestId('box');
    size(box, { scrollHeight: 920, clientHeight: 300 });
    rerender(<Box active />);
    act(() => vi.advanceTimersToNextFrame());
    expect(box).toHaveAttribute('data-cue', 'more');

    box.scrollTop = 620;
    act(() => box.dispatchEvent(new Event('scroll')));
    expect(box).toHaveAttribute('data-cue', 'end');
    box.scrollTop = 100;
    act(() => box.dispatchEvent(new Event('scroll')));
    expect(box).toHaveAttribute('data-cue', 'more');

    // Turned to landscape, or the content shrank: it all fits.
    size(box, { scrollHeight: 300, clientHeight: 300 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(box).toHaveAttribute('data-cue', 'none');
  });

  it('re-measures when its opening animation ends, and stops listening once inactive', () => {
    const { rerender } = render(<Box active />);
    const box = screen.getByTestId('box');
    size(box, { scrollHeight: 920, clientHeight: 0 });
    act(() => vi.advanceTimersToNextFrame());
    size(box, { scrollHeight: 920, clientHeight: 920 });
    act(() => box.dispatchEvent(new Event('animationend')));
    expect(box).toHaveAttribute('data-cue', 'none');

    rerender(<Box active={false} />);
    size(box, { scrollHeight: 920, clientHeight: 300 });
    act(() => box.dispatchEvent(new Event('scroll')));
    expect(box).toHaveAttribute('data-cue', 'none');
  });
});
