import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreatmentCardEntry } from '../../content/content-index';
import { ContentProvider } from '../../content/content-context';
import { TREATMENT_CARDS_QUERY_KEY } from '../../content/treatment-cards-query';
import { installMatchMedia } from '../../testing/match-media';
import { testIndex } from '../../testing/render-section';
import TreatmentsCarouselSection, { ADVANCE_MS } from './treatments-carousel-section';

const entry = (n: number, featured = false): TreatmentCardEntry => ({
  id: `t${n}`,
  path: `/treatment-${n}`,
  card: {
    title: `Treatment ${n}`,
    description: `What treatment ${n} does.`,
    icon: 'tooth',
    backgroundImage: { src: `/images/t${n}.svg`, alt: '', width: 800, height: 500 },
    // Card order is the reverse of the numbers, so the test sees that the carousel follows it.
    order: 100 - n,
    ...(featured ? { featured: true } : {}),
  },
});

const cards = [1, 2, 3, 4, 5, 6, 7].map((n) => entry(n, n === 2));
const section = { type: 'treatments-carousel' } as const;

/** The cards as the section's prefetch leaves them: in the query cache. */
function queryClientWithCards() {
  const client = new QueryClient();
  client.setQueryData(TREATMENT_CARDS_QUERY_KEY, cards);
  return client;
}

function ui(props: Partial<Parameters<typeof TreatmentsCarouselSection>[0]['section']> = {}) {
  return (
    <QueryClientProvider client={queryClientWithCards()}>
      <ContentProvider index={testIndex}>
        <MemoryRouter>
          <TreatmentsCarouselSection section={{ ...section, ...props }} />
        </MemoryRouter>
      </ContentProvider>
    </QueryClientProvider>
  );
}

/** jsdom lays nothing out: 288 px cards 24 px apart in a 624 px track (two cards per page). */
function fakeLayout() {
  const scrollLeft = new WeakMap<Element, number>();
  const isSlide = (el: Element) => el.classList.contains('carousel__slide');
  const isTrack = (el: Element) => el.classList.contains('carousel__track');
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? [...this.parentElement!.children].indexOf(this) * 312 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? 288 : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isTrack(this) ? 624 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isTrack(this) ? this.children.length * 312 - 24 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrollLeft.get(this) ?? 0;
  });
  const scrollTo = vi.fn(function (this: Element, options: ScrollToOptions) {
    scrollLeft.set(this, options.left ?? 0);
    this.dispatchEvent(new Event('scrollend'));
  });
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
  return () => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const region = () => screen.getByRole('region', { name: 'Treatment cards' });
const measured = () => act(() => vi.advanceTimersByTime(20));

describe('treatments carousel section', () => {
  it("shows every treatment's card from the treatment files, featured first, then in card order", () => {
    render(ui());
    expect(screen.getByText('Our Treatments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Complete care for every smile');
    const titles = within(region())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Treatment 2', 'Treatment 7', 'Treatment 6', 'Treatment 5', 'Treatment 4', 'Treatment 3', 'Treatment 1']);
    expect(screen.getByRole('link', { name: 'Read More: Treatment 7' })).toHaveAttribute('href', '/treatment-7');
  });

  it('in the server HTML every card is in place, sized by CSS, with nothing moving yet', () => {
    const html = renderToString(ui());
    expect(html.match(/class="treatment-card"/g)).toHaveLength(7);
    expect(html).toContain('--carousel-slide-width:var(--treatment-card-width)');
    expect(html).toContain('--carousel-gap:24px');
    expect(html).not.toContain('inert');
  });

  it('advances by the cards in view every 3 s and returns to the start after the last page', () => {
    const positions = fakeLayout();
    render(ui());
    measured();
    // 7 cards, 2 per page: pages start at cards 1, 3, 5 and the end of the track.
    expect(within(region()).getAllByRole('button', { name: /^Slides? / })).toHaveLength(4);
    act(() => vi.advanceTimersByTime(ADVANCE_MS - 1));
    expect(positions()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(positions()).toEqual([624]);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(ADVANCE_MS));
    expect(positions()).toEqual([624, 1248, 1536, 0]);
  });

  it('pauses while the pointer is over it or focus is inside, and for good with its pause button', () => {
    const positions = fakeLayout();
    render(ui());
    measured();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Read More: Treatment 2' }));
    act(() => vi.advanceTimersByTime(ADVANCE_MS * 3));
    expect(positions()).toEqual([]);
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(ADVANCE_MS));
    expect(positions()).toEqual([624]);

    fireEvent.focus(screen.getByRole('link', { name: 'Read More: Treatment 5' }));
    act(() => vi.advanceTimersByTime(ADVANCE_MS * 3));
    expect(positions()).toEqual([624]);
    fireEvent.blur(screen.getByRole('link', { name: 'Read More: Treatment 5' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause treatments' }));
    act(() => vi.advanceTimersByTime(ADVANCE_MS * 3));
    expect(positions()).toEqual([624]);
    expect(screen.getByRole('button', { name: 'Play treatments' })).toBeInTheDocument();
  });

  it('starts paused under reduced motion', () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const positions = fakeLayout();
    render(ui());
    measured();
    act(() => vi.advanceTimersByTime(ADVANCE_MS * 2));
    expect(positions()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Play treatments' })).toBeInTheDocument();
  });

  it('texts and a link under it come from the page', () => {
    render(
      ui({
        label: 'Treatments',
        title: 'What we do',
        intro: 'Intro.',
        readMoreLabel: 'Details',
        button: { label: 'View All Treatments', href: '/treatments' },
      }),
    );
    expect(screen.getByRole('region', { name: 'What we do' })).toHaveClass('treatments-carousel');
    expect(screen.getByText('Intro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details: Treatment 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Treatments' })).toHaveAttribute('href', '/treatments');
  });
});
