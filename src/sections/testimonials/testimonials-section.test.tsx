import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { ApiProvider } from '../../api/api-context';
import { ContentProvider } from '../../content/content-context';
import { gu } from '../../i18n/dictionaries/gu';
import { DictionaryProvider } from '../../i18n/dictionary-context';
import type { Testimonial } from '../../api/testimonials';
import { installMatchMedia } from '../../testing/match-media';
import { testIndex } from '../../testing/render-section';
import { VideoModalProvider } from '../../ui/video-modal-context';
import TestimonialsSection from './testimonials-section';

const section = { type: 'testimonials', title: 'What Our Patients Say', button: { label: 'Book Appointment', href: '/book-appointment' } } as const;

const testimonial = (id: number, youtubeLink?: string): Testimonial => ({
  id,
  name: `Patient ${id}`,
  location: 'Ahmedabad',
  description: `Story ${id}`,
  language: 'en',
  image: `p${id}.jpg`,
  width: 56,
  height: 56,
  ...(youtubeLink ? { youtubeLink } : {}),
});

function renderSection(get: ApiClient['get'], sectionProps: Record<string, unknown> = {}, pageLanguage: 'en' | 'gu' = 'en') {
  const api: ApiClient = { get, post: () => Promise.reject(new Error('not used')) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <ContentProvider index={{ ...testIndex, language: pageLanguage } as typeof testIndex}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <VideoModalProvider>
            <MemoryRouter>
              <TestimonialsSection section={{ ...section, ...sectionProps } as never} />
            </MemoryRouter>
          </VideoModalProvider>
        </QueryClientProvider>
      </ApiProvider>
    </ContentProvider>
  );
  return render(pageLanguage === 'en' ? page : <DictionaryProvider dictionary={gu}>{page}</DictionaryProvider>);
}

// userEvent and lazy chunks are slow on a busy machine; these tests wait on nothing else.
describe('testimonials section', { timeout: 20_000 }, () => {
  it('shows 6 skeleton cards while loading', () => {
    renderSection(() => new Promise(() => {}));
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Patients Say' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
  });

  it('duplicates the list for the endless strip, the copy hidden, with a pause button and the booking link', async () => {
    const get = vi.fn().mockResolvedValue([testimonial(1), testimonial(2, 'https://youtu.be/dQw4w9WgXcQ')]);
    renderSection(get as ApiClient['get']);
    const list = await screen.findByRole('list');
    expect(get).toHaveBeenCalledWith('/testimonials/get-testimonials');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const groups = document.querySelectorAll('.testimonials__group');
    expect(groups).toHaveLength(2);
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    expect(document.querySelector('.marquee')).toHaveStyle({ '--marquee-duration': '12s' });
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');

    await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(document.querySelector('.marquee')).toHaveClass('is-paused');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('opens the video popup from a card with a video link', async () => {
    renderSection(vi.fn().mockResolvedValue([testimonial(1), testimonial(2, 'https://youtu.be/dQw4w9WgXcQ')]) as ApiClient['get']);
    expect(await screen.findAllByRole('link', { name: /^Play Patient/ })).toHaveLength(1);
    // A link to the video itself (it works without scripts), which scripts turn into the popup.
    expect(screen.getByRole('link', { name: "Play Patient 2's video" })).toHaveAttribute('href', 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('link', { name: "Play Patient 2's video" }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' }, { timeout: 10_000 });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'));
  });

  it('starts paused under reduced motion', async () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    renderSection(vi.fn().mockResolvedValue([testimonial(1)]) as ApiClient['get']);
    expect(await screen.findByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
    expect(document.querySelector('.marquee')).toHaveClass('is-paused');
  });

  it('shows nothing but the heading when loading failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSection(vi.fn().mockRejectedValue(new Error('Failed')) as ApiClient['get']);
    await vi.waitFor(() => expect(screen.queryAllByTestId('skeleton')).toHaveLength(0));
    expect(screen.queryByRole('list')).toBeNull();
    vi.restoreAllMocks();
  });

  it("links to the clinic's review page from site.json, in a new tab, only when the page asks for it", async () => {
    const { unmount } = renderSection(vi.fn().mockResolvedValue([testimonial(1)]) as ApiClient['get']);
    await screen.findByRole('list');
    expect(screen.queryByRole('link', { name: /Write a Review/ })).toBeNull();
    unmount();

    renderSection(vi.fn().mockResolvedValue([testimonial(1)]) as ApiClient['get'], { reviewLabel: 'Write a Review' });
    const review = screen.getByRole('link', { name: 'Write a Review (opens in a new tab)' });
    expect(review).toHaveAttribute('href', 'https://reviews.example/test-clinic');
    expect(review).toHaveAttribute('target', '_blank');
    expect(review).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("marks each patient's name, place and words with the language they wrote in, whatever the page's", async () => {
    const gujarati: Testimonial = { ...testimonial(1), name: 'હેતલ દ.', location: 'ઘાટલોડિયા, અમદાવાદ', description: 'સ્ટાફ ખૂબ માયાળુ છે.', language: 'gu' };
    const { unmount } = renderSection(vi.fn().mockResolvedValue([gujarati]) as ApiClient['get']);
    const [card] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(card).getByText('સ્ટાફ ખૂબ માયાળુ છે.')).toHaveAttribute('lang', 'gu');
    expect(within(card).getByText('હેતલ દ.').closest('[lang]')).toHaveAttribute('lang', 'gu');
    expect(within(card).getByText('ઘાટલોડિયા, અમદાવાદ').closest('[lang]')).toHaveAttribute('lang', 'gu');
    unmount();

    renderSection(vi.fn().mockResolvedValue([testimonial(2, 'https://youtu.be/dQw4w9WgXcQ')]) as ApiClient['get'], {}, 'gu');
    const [englishCard] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(englishCard).getByText('Story 2')).toHaveAttribute('lang', 'en');
    expect(within(englishCard).getByText('Patient 2').closest('[lang]')).toHaveAttribute('lang', 'en');
    // The card's own words are the page's: the video link is named in Gujarati, outside the patient's language.
    const play = within(englishCard).getByRole('link');
    expect(play.closest('[lang]')).toBeNull();
    expect(play).toHaveAccessibleName('Patient 2નો વીડિયો ચલાવો');
  });
});
