import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import type { GalleryItem } from '../../contract/api-contract';
import { never, renderSection, scriptedApi } from '../../testing/render-section';
import GallerySection, { tileRowSpan } from './gallery-section';

const section = { type: 'gallery', title: 'Our Clinic in Pictures', emptyText: 'Nothing in this category yet. Try another.' } as const;

const categories = [
  { id: 1, name: 'Before & After' },
  { id: 2, name: 'Clinic Tour' },
  { id: 5, name: 'Clinic Events' },
];

function item(id: number, categoryId: number, extra: Partial<GalleryItem> = {}): GalleryItem {
  return { id, categoryId, image: `gallery/g-${id}.svg`, width: 800, height: 600, alt: `Picture ${id}`, ...extra };
}

const all = [
  item(1, 1, { youtubeLink: 'https://www.youtube.com/watch?v=abcdefghijk' }),
  item(2, 1, { width: 600, height: 800 }),
  item(3, 2),
  item(4, 2),
  item(5, 2, { width: 800, height: 800 }),
  item(6, 1),
];

function galleryApi(overrides: Record<string, unknown> = {}) {
  return scriptedApi((path) => {
    if (path in overrides) return overrides[path];
    if (path === '/gallery-category/get-all-categories') return categories;
    if (path === '/gallery/get-gallery') return all;
    const id = Number(/get-gallery-by-category-id\/(\d+)$/.exec(path)?.[1]);
    return all.filter((entry) => entry.categoryId === id);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('gallery section', () => {
  it('loading: 5 category and 4 image skeletons', () => {
    const { container } = renderSection(<GallerySection section={section} />, { api: scriptedApi(never) });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Clinic in Pictures' })).toBeInTheDocument();
    expect(container.querySelectorAll('.gallery__chip--skeleton')).toHaveLength(5);
    expect(container.querySelectorAll('.gallery__tile--skeleton')).toHaveLength(4);
  });

  it('loaded: "All" first, then the categories; every item sized, lazy after the first row', async () => {
    const api = galleryApi();
    renderSection(<GallerySection section={section} />, { api, url: '/gallery' });
    const chips = await screen.findAllByRole('link', { name: /All|Before|Clinic/ });
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Before & After', 'Clinic Tour', 'Clinic Events']);
    expect(chips[0]).toHaveAttribute('aria-current', 'true');
    expect(chips[0]).toHaveAttribute('href', '/gallery');
    expect(chips[2]).toHaveAttribute('href', '/gallery?category=2');
    const images = await screen.findAllByRole('img');
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAttribute('src', '/api/v1/get-images/gallery/g-1.svg');
    expect(images[1]).toHaveAttribute('width', '600');
    expect(images[1]).toHaveAttribute('height', '800');
    expect(images.slice(0, 4).map((image) => image.getAttribute('loading'))).toEqual([null, null, null, null]);
    expect(images.slice(4).map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(api.calls).toContain('GET /gallery/get-gallery');
    // Only the item with a video has a play control.
    expect(screen.getAllByRole('link', { name: /^Play video/ })).toHaveLength(1);
  });

  it('each chip loads its own category (skeletons meanwhile) and is marked chosen', async () => {
    let releaseTour: (items: GalleryItem[]) => void = () => {};
    const api = galleryApi({ '/gallery/get-gallery-by-category-id/2': new Promise((resolve) => (releaseTour = resolve)) });
    const user = userEvent.setup();
    const { container } = renderSection(<GallerySection section={section} />, { api, url: '/gallery' });
    await user.click(await screen.findByRole('link', { name: 'Clinic Tour' }));
    expect(screen.getByRole('link', { name: 'Clinic Tour' })).toHaveAttribute('aria-current', 'true');
    expect(container.querySelectorAll('.gallery__tile--skeleton')).toHaveLength(4);
    expect(screen.getByTestId('location')).toHaveTextContent('/gallery?category=2');
    await act(async () => releaseTour(all.filter((entry) => entry.categoryId === 2)));
    expect((await screen.findAllByRole('img')).map((image) => image.getAttribute('alt'))).toEqual(['Picture 3', 'Picture 4', 'Picture 5']);
    expect(api.calls).toContain('GET /gallery/get-gallery-by-category-id/2');

    await user.click(screen.getByRole('link', { name: 'Before & After' }));
    expect((await screen.findAllByRole('img')).map((image) => image.getAttribute('alt'))).toEqual(['Picture 1', 'Picture 2', 'Picture 6']);
    await user.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(6));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/gallery$/);
  });

  it('renders the category in the URL, and ignores a malformed or unknown one', async () => {
    const api = galleryApi();
    renderSection(<GallerySection section={section} />, { api, url: '/gallery?category=2' });
    expect(await screen.findByRole('link', { name: 'Clinic Tour' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
  });

  it.each(['abc', '-1', '2.5', '0', '1e3', '999'])('ignores ?category=%s: every item shows', async (value) => {
    renderSection(<GallerySection section={section} />, { api: galleryApi(), url: `/gallery?category=${value}` });
    expect(await screen.findByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(6));
  });

  it('empty: "No Image or Video Found" with the text, for a category without items', async () => {
    renderSection(<GallerySection section={section} />, { api: galleryApi(), url: '/gallery?category=5' });
    expect(await screen.findByRole('heading', { name: 'No Image or Video Found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing in this category yet. Try another.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('failed: categories fall back to "All" alone, items to the empty state; both logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = galleryApi({ '/gallery-category/get-all-categories': new ApiError('Failed', 500), '/gallery/get-gallery': new ApiError('Network Error') });
    renderSection(<GallerySection section={section} />, { api, url: '/gallery' });
    expect(await screen.findByRole('heading', { name: 'No Image or Video Found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Gallery categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All']);
    expect(error).toHaveBeenCalledWith('Loading gallery categories failed:', 'Failed');
    expect(error).toHaveBeenCalledWith('Loading gallery items failed:', 'Network Error');
  });

  it("a play button opens the shared video dialog with the item's video", async () => {
    const user = userEvent.setup();
    renderSection(<GallerySection section={section} />, { api: galleryApi(), url: '/gallery' });
    const play = await screen.findByRole('link', { name: 'Play video: Picture 1' });
    // Without JavaScript the link leads to the video itself.
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');
    expect(JSON.parse(screen.getByTestId('video-state').textContent!)).toEqual({ showGalleryVideo: false, currentVideoUrl: null });
    await user.click(play);
    expect(JSON.parse(screen.getByTestId('video-state').textContent!)).toEqual({
      showGalleryVideo: true,
      currentVideoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/gallery$/);
  });
});

describe('tileRowSpan', () => {
  it('spans twelfths of the column width plus one row of gap', () => {
    expect(tileRowSpan(800, 600)).toBe(10);
    expect(tileRowSpan(800, 800)).toBe(13);
    expect(tileRowSpan(600, 800)).toBe(17);
    expect(tileRowSpan(1000, 1)).toBe(2);
  });
});
