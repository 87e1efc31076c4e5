import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionDefinition } from '../../content/types';
import { fakeTrackLayout } from '../../testing/fake-track-layout';
import { installFakeIntersectionObserver } from '../../testing/intersection-observer';
import { renderStatic } from '../../testing/render-section';
import HighlightsSection from './highlights-section';

const section: SectionDefinition<'highlights'> = {
  type: 'highlights',
  items: [
    { icon: 'smile', counter: { target: 5000 }, title: 'Smiles Restored' },
    { icon: 'tooth', title: 'Expert dental advice', text: 'Clear answers.' },
    { icon: 'sparkle', title: 'Complete smile solution', text: 'Under one roof.' },
    { icon: 'clock', title: 'Emergency dental care', text: 'Every day.' },
  ],
};
const shown = () => document.querySelector('.counter__value')!.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('highlights section', () => {
  it('server-renders every card, the counter at its final number', () => {
    const html = renderToString(<HighlightsSection section={section} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Smiles Restored',
      'Expert dental advice',
      'Complete smile solution',
      'Emergency dental care',
    ]);
    expect(container.querySelector('.counter__value')).toHaveTextContent('5,000+');
    expect(html).not.toContain('>0+<');
    expect(within(container).getByRole('heading', { level: 2 })).toHaveTextContent('Why patients choose us');
    expect(within(container).getByRole('region', { name: 'Why patients choose us' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
    expect(html).not.toContain('inert');
  });

  it('counts the counter card from 0 to 5,000+ in 400 ms steps over 2 s once half visible (the defaults)', () => {
    const observers = installFakeIntersectionObserver();
    renderStatic(<HighlightsSection section={section} />);
    const counter = document.querySelector('.counter')!;
    act(() => observers.intersect(counter, 0));
    expect(shown()).toBe('0+');
    act(() => observers.intersect(counter, 0.49));
    act(() => vi.advanceTimersByTime(800));
    expect(shown()).toBe('0+');
    act(() => observers.intersect(counter, 0.5));
    const seen: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      act(() => vi.advanceTimersByTime(400));
      seen.push(shown());
    }
    expect(seen).toEqual(['1,000+', '2,000+', '3,000+', '4,000+', '5,000+']);
    expect(screen.getByRole('img', { name: '5,000+' })).toBeInTheDocument();
  });

  it('on a phone, pages two cards at a time with previous/next disabled at the ends and dots', () => {
    // 390 px screen: a 350 px track, two 167 px cards and a 16 px gap per page.
    fakeTrackLayout({ slideWidth: 167, gap: 16, viewport: 350 });
    renderStatic(<HighlightsSection section={section} />);
    act(() => vi.advanceTimersByTime(20));
    const previous = screen.getByRole('button', { name: 'Previous slides' });
    const next = screen.getByRole('button', { name: 'Next slides' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    const dots = screen.getAllByRole('button', { name: /^Slides \d to \d$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Slides 1 to 2', 'Slides 3 to 4']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    // Nothing moves by itself: there is nothing to pause.
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();

    fireEvent.click(next);
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect([...document.querySelectorAll('.carousel__slide')].map((s) => s.hasAttribute('inert'))).toEqual([true, true, false, false]);
  });

  it('a counter may set its own suffix and timing; cards without icon or text stay plain', () => {
    const observers = installFakeIntersectionObserver();
    renderStatic(
      <HighlightsSection
        section={{
          type: 'highlights',
          label: 'In numbers',
          items: [{ title: 'Implants placed', counter: { target: 300, suffix: ' and more', durationMs: 1000, stepMs: 500 } }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'In numbers' })).toBeInTheDocument();
    const counter = document.querySelector('.counter')!;
    act(() => observers.intersect(counter, 0));
    act(() => observers.intersect(counter, 1));
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toBe('150 and more');
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toBe('300 and more');
    expect(document.querySelector('.highlight-card__icon')).toBeNull();
    expect(document.querySelector('.highlight-card__text')).toBeNull();
  });
});
