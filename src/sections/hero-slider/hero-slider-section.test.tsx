import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { fetchSlides, type Slide } from '../../api/slides';
import { ContentProvider } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { fakeTrackLayout } from '../../testing/fake-track-layout';
import { installMatchMedia } from '../../testing/match-media';
import { never, renderSection, scriptedApi, testIndex } from '../../testing/render-section';
import { HERO_IMAGE_SIZES } from './hero-slide';
import HeroSliderSection, { HERO_AUTOPLAY_MS } from './hero-slider-section';

const FIRST = 'Your Trusted Dental Clinic in Ahmedabad for Healthy Smiles.';
const SECOND = 'Commitment to have the smile you always wanted.';

const section: SectionDefinition<'hero-slider'> = {
  type: 'hero-slider',
  badge: 'Welcome to Test Clinic',
  headings: [FIRST, SECOND],
  intro: 'Gentle care every day.',
  defaultAlt: 'Test Clinic in Ahmedabad',
};

const slide = (id: number, extra: Partial<Slide> = {}): Slide => ({
  id,
  image: `slides/s-${id}.svg`,
  width: 1600,
  height: 700,
  alt: `Slide picture ${id}`,
  ...extra,
});
const slides = (n: number) => Array.from({ length: n }, (_, i) => slide(i + 1));
const withSources = (id: number) =>
  slide(id, {
    sources: [
      { type: 'image/avif', srcset: `/api/v1/get-images/slides/s-${id}-640w.avif 640w, /api/v1/get-images/slides/s-${id}-1600w.avif 1600w` },
      { type: 'image/webp', srcset: `/api/v1/get-images/slides/s-${id}-640w.webp 640w, /api/v1/get-images/slides/s-${id}-1600w.webp 1600w` },
    ],
  });

/** The section as the server renders it, with the slides the page's prefetch put in the cache. */
function serverHtml(data: Slide[], definition: SectionDefinition<'hero-slider'> = section): HTMLElement {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['slides'], data);
  const html = renderToString(
    <ContentProvider index={testIndex}>
      <ApiProvider client={scriptedApi(() => new Error('no call expected'))}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <HeroSliderSection section={definition} />
          </MemoryRouter>
        </QueryClientProvider>
      </ApiProvider>
    </ContentProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('hero slider, server HTML', () => {
  it('has the first slide in the HTML: its image first fetched and sized, its heading the only h1', () => {
    const html = serverHtml([withSources(1), withSources(2), slide(3), slide(4, { alt: '  ' })]);
    const images = [...html.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '700');
    expect(images[0]).toHaveAttribute('src', '/api/v1/get-images/slides/s-1.svg');
    expect(images[0]).toHaveAttribute('alt', 'Slide picture 1');
    // Every other slide waits until it nears the view, and none competes with the first.
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    expect(images[3]).toHaveAttribute('alt', 'Test Clinic in Ahmedabad');

    const sources = [...images[0].parentElement!.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining('s-1-640w.avif 640w'));
    for (const source of sources) expect(source).toHaveAttribute('sizes', HERO_IMAGE_SIZES);
    // An image without generated copies is offered as itself.
    expect(images[2].parentElement!.querySelectorAll('source')).toHaveLength(0);

    const h1s = html.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(FIRST);
    expect([...html.querySelectorAll('.hero-slide__title')].map((t) => t.textContent)).toEqual([FIRST, SECOND, SECOND, SECOND]);
    expect(html.querySelectorAll('.hero-slide__badge')[0]).toHaveTextContent('Welcome to Test Clinic');
    expect(html.querySelectorAll('.hero-slide__intro')[0]).toHaveTextContent('Gentle care every day.');
    // Nothing is hidden before scripts run, and the rotation is not stated yet.
    expect(html.innerHTML).not.toContain('inert');
    expect(html.innerHTML).not.toContain('skeleton');
  });

  it('uses the defaults where the page gives no texts', () => {
    const html = serverHtml([slide(1), slide(2, { alt: '' }), slide(3)], { type: 'hero-slider' });
    expect(html.querySelector('h1')).toHaveTextContent(FIRST);
    expect([...html.querySelectorAll('.hero-slide__title')].map((t) => t.textContent)).toEqual([FIRST, SECOND, SECOND]);
    expect(html.querySelector('.hero-slide__badge')).toHaveTextContent('Welcome to Test Dental Clinic');
    expect(html.querySelector('.hero-slide__intro')).toHaveTextContent(
      'Gentle, modern dental care for the whole family in South Bopal and Chandkheda, Ahmedabad, open Monday to Sunday, 8 am to 10 pm.',
    );
    expect(html.querySelectorAll('img')[1]).toHaveAttribute('alt', 'Test Dental Clinic, a dental clinic in Ahmedabad');
    expect(html.querySelector('[aria-roledescription="carousel"]')).toHaveAttribute('aria-label', 'Welcome');
  });

  it('one slide is a still picture: no carousel, nothing to pause', () => {
    const html = serverHtml([slide(1)]);
    expect(html.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(html.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(html.querySelector('h1')).toHaveTextContent(FIRST);
  });

  it('without slides, the texts stand on the clinic colours: never a blank band', () => {
    const html = serverHtml([]);
    expect(html.querySelector('.hero-slide--fallback')).not.toBeNull();
    expect(html.querySelector('h1')).toHaveTextContent(FIRST);
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelector('.skeleton')).toBeNull();
    expect(html.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});

describe('hero slider, in the browser', () => {
  it('shows a grey pulsing placeholder for the image while the slides load, with the texts already there', () => {
    renderSection(<HeroSliderSection section={section} />, { api: scriptedApi(never) });
    expect(screen.getByTestId('skeleton')).toHaveClass('skeleton');
    expect(screen.getByRole('heading', { level: 1, name: FIRST })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.hero')).toHaveAttribute('aria-busy', 'true');
  });

  it('logs a failed load and shows the fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = scriptedApi(() => new Error('Failed'));
    renderSection(<HeroSliderSection section={section} />, { api });
    await vi.waitFor(() => expect(document.querySelector('.hero-slide--fallback')).not.toBeNull());
    expect(api.calls).toEqual(['GET /slider/get-images-url']);
    expect(log).toHaveBeenCalledWith('Loading slides failed:', 'Failed');
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: FIRST })).toBeInTheDocument();
  });

  it('fetchSlides reads a failure as no slides', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchSlides(scriptedApi(() => new Error('Network Error')))).resolves.toEqual([]);
    await expect(fetchSlides(scriptedApi(() => slides(2)))).resolves.toHaveLength(2);
  });
});

describe('hero slider rotation (fake timers)', () => {
  const SLIDE_WIDTH = 1280;

  async function renderLoaded(data: Slide[]) {
    vi.useFakeTimers();
    const layout = fakeTrackLayout({ slideWidth: SLIDE_WIDTH, viewport: SLIDE_WIDTH });
    const rendered = renderSection(<HeroSliderSection section={section} />, { api: scriptedApi(() => data) });
    // Let the slides arrive and the carousel measure its track (one animation frame).
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getAllByRole('img')).toHaveLength(data.length);
    return { ...rendered, layout };
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('advances every 4 seconds and loops back to the first slide', async () => {
    const { layout } = await renderLoaded(slides(3));
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    await advance(HERO_AUTOPLAY_MS - 10);
    expect(layout.positions()).toEqual([]);
    await advance(10);
    expect(layout.positions()).toEqual([SLIDE_WIDTH]);
    await advance(HERO_AUTOPLAY_MS);
    await advance(HERO_AUTOPLAY_MS);
    expect(layout.positions()).toEqual([SLIDE_WIDTH, 2 * SLIDE_WIDTH, 0]);
  });

  it('starts its timer again when the number of slides changes', async () => {
    const { layout, queryClient } = await renderLoaded(slides(3));
    await advance(3000);
    await act(async () => {
      queryClient.setQueryData(['slides'], slides(4));
    });
    await advance(20);
    await advance(HERO_AUTOPLAY_MS - 100);
    expect(layout.positions()).toEqual([]);
    await advance(100);
    expect(layout.positions()).toEqual([SLIDE_WIDTH]);
  });

  it('stops when the visitor presses pause, and goes on when they press play', async () => {
    const { layout } = await renderLoaded(slides(3));
    // A click alone: no pointer resting on the carousel, which would pause it anyway.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    await advance(3 * HERO_AUTOPLAY_MS);
    expect(layout.positions()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    await advance(HERO_AUTOPLAY_MS);
    expect(layout.positions()).toEqual([SLIDE_WIDTH]);
  });

  it('starts paused under reduced motion', async () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { layout } = await renderLoaded(slides(3));
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    await advance(3 * HERO_AUTOPLAY_MS);
    expect(layout.positions()).toEqual([]);
  });
});
