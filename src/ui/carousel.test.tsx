import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrackLayout } from '../testing/fake-track-layout';
import { installMatchMedia } from '../testing/match-media';
import { Carousel } from './carousel';

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <a key={i} href={`#s${i}`}>
      Slide content {i + 1}
    </a>
  ));
const track = () => document.querySelector<HTMLElement>('.carousel__track')!;
const measured = () => act(() => vi.advanceTimersByTime(20));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Carousel markup (server render)', () => {
  it('follows the APG carousel pattern with the rotation control first and every slide in place', () => {
    const html = renderToString(
      <Carousel label="Clinic highlights" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const region = within(container).getByRole('region', { name: 'Clinic highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region)
      .getAllByRole('group')
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(html).not.toContain('inert');
    const firstControl = region.querySelector('button');
    expect(firstControl).toHaveAccessibleName('Pause slides');
    // Nothing rotates before scripts run.
    expect(track()).toHaveAttribute('aria-live', 'polite');
    expect(within(container).getAllByRole('button', { name: /^Slide \d$/ })).toHaveLength(3);
    container.remove();
  });

  it('sizes slides in CSS, from perView or slideWidth, so nothing moves when scripts start', () => {
    const two = renderToString(
      <Carousel label="Highlights" perView={2} gap="16px">
        {slides(4)}
      </Carousel>,
    );
    expect(two).toContain('--carousel-slide-width:calc((100% - 1 * var(--carousel-gap)) / 2)');
    expect(two).toContain('--carousel-gap:16px');
    const cards = renderToString(
      <Carousel label="Treatments" slideWidth="var(--card-width)" gap="24px">
        {slides(4)}
      </Carousel>,
    );
    expect(cards).toContain('--carousel-slide-width:var(--card-width)');
  });
});

describe('Carousel pager (no autoplay)', () => {
  it('pages two at a time, disables previous/next at the ends, marks the current dot and hides what is out of view', () => {
    const layout = fakeTrackLayout({ slideWidth: 170, gap: 20, viewport: 360 });
    render(
      <Carousel label="Highlights" perView={2} gap="20px">
        {slides(4)}
      </Carousel>,
    );
    measured();
    const previous = screen.getByRole('button', { name: 'Previous slides' });
    const next = screen.getByRole('button', { name: 'Next slides' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    expect(track()).toHaveAttribute('aria-live', 'polite');
    const dots = screen.getAllByRole('button', { name: /^Slides \d to \d$/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Slides 1 to 2', 'Slides 3 to 4']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    const slideGroups = [...track().children];
    expect(slideGroups.map((s) => s.hasAttribute('inert'))).toEqual([false, false, true, true]);

    fireEvent.click(next);
    expect(layout.positions()).toEqual([380]);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(slideGroups.map((s) => s.hasAttribute('inert'))).toEqual([true, true, false, false]);

    fireEvent.click(dots[0]);
    expect(layout.positions()).toEqual([380, 0]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(layout.positions()).toEqual([380, 0]);
  });

  it('follows a swipe: the page is where the scrolling settled', () => {
    fakeTrackLayout({ slideWidth: 170, gap: 20, viewport: 360 });
    render(
      <Carousel label="Highlights" perView={2} gap="20px">
        {slides(4)}
      </Carousel>,
    );
    measured();
    act(() => {
      track().scrollTo({ left: 380 });
    });
    expect(screen.getByRole('button', { name: 'Slides 3 to 4' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('Carousel autoplay', () => {
  it('advances every autoplayMs, loops, and keeps aria-live off while rotating', () => {
    const layout = fakeTrackLayout({ slideWidth: 390, viewport: 390 });
    render(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    measured();
    expect(track()).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.positions()).toEqual([390]);
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.positions()).toEqual([390, 780, 0]);
  });

  it('wraps previous/next at the ends when looping', () => {
    const layout = fakeTrackLayout({ slideWidth: 390, viewport: 390 });
    render(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    measured();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slides' }));
    expect(layout.positions()).toEqual([780]);
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(layout.positions()).toEqual([780, 0]);
  });

  it('advances by the number of visible cards and returns to the start at the end', () => {
    const layout = fakeTrackLayout({ slideWidth: 288, gap: 24, viewport: 1000 });
    render(
      <Carousel label="Treatments" autoplayMs={3000} arrows={false} slideWidth="288px" gap="24px">
        {slides(7)}
      </Carousel>,
    );
    measured();
    // 3 cards fit; pages start at cards 1, 4 and (clamped to the end) 7.
    expect(screen.getAllByRole('button', { name: /^Slides? / }).map((d) => d.getAttribute('aria-label'))).toEqual([
      'Slides 1 to 3',
      'Slides 4 to 6',
      'Slides 5 to 7',
    ]);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(3000));
    expect(layout.positions()).toEqual([936, 1160, 0]);
  });

  it('pauses while hovered or while focus is inside, and resumes after', () => {
    const layout = fakeTrackLayout({ slideWidth: 390, viewport: 390 });
    render(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    measured();
    const region = screen.getByRole('region', { name: 'Hero' });
    fireEvent.pointerOver(track());
    act(() => vi.advanceTimersByTime(10_000));
    expect(layout.positions()).toEqual([]);
    expect(track()).toHaveAttribute('aria-live', 'polite');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.positions()).toEqual([390]);

    act(() => screen.getByRole('link', { name: 'Slide content 2' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(layout.positions()).toEqual([390]);
    act(() => screen.getByRole('link', { name: 'Slide content 2' }).blur());
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.positions()).toEqual([390, 780]);
  });

  it('stops on the pause button, which then offers play; focusing that button does not count as a pause', () => {
    const layout = fakeTrackLayout({ slideWidth: 390, viewport: 390 });
    render(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    measured();
    const pause = screen.getByRole('button', { name: 'Pause slides' });
    act(() => pause.focus());
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.positions()).toEqual([390]);
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('Play slides');
    expect(track()).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(10_000));
    expect(layout.positions()).toEqual([390]);
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.positions()).toEqual([390, 780]);
  });

  it('starts paused under reduced motion, and moves without smooth scrolling once played', () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const layout = fakeTrackLayout({ slideWidth: 390, viewport: 390 });
    render(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    measured();
    const play = screen.getByRole('button', { name: 'Play slides' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(layout.positions()).toEqual([]);
    fireEvent.click(play);
    act(() => vi.advanceTimersByTime(4000));
    expect(layout.scrollTo).toHaveBeenCalledWith({ left: 390, behavior: 'instant' });
  });

  it('restarts its timer when the number of slides changes', () => {
    const layout = fakeTrackLayout({ slideWidth: 390, viewport: 390 });
    const { rerender } = render(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(2)}
      </Carousel>,
    );
    measured();
    act(() => vi.advanceTimersByTime(3000));
    rerender(
      <Carousel label="Hero" autoplayMs={4000} loop>
        {slides(3)}
      </Carousel>,
    );
    measured();
    act(() => vi.advanceTimersByTime(1500));
    expect(layout.positions()).toEqual([]);
    act(() => vi.advanceTimersByTime(2500));
    expect(layout.positions()).toEqual([390]);
  });
});
