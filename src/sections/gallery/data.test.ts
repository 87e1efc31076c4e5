import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../api/api-client';
import type { SectionContext } from '../../renderer/section-manifest';
import { en } from '../../i18n/dictionaries/en';
import data from './data';

function context(query: string, get: ApiClient['get']): SectionContext {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    params: {},
    search: new URLSearchParams(query),
    path: '/gallery',
    site: {} as never,
    branches: [],
    api: { get, post: vi.fn() },
    queryClient,
    treatmentCards: async () => [],
    dictionary: en,
  };
}

const section = { type: 'gallery', title: 'Gallery' } as const;

async function prefetchedPaths(
  query: string,
  categories: unknown = [
    { id: 1, name: 'Before & After' },
    { id: 2, name: 'Clinic Tour' },
  ],
) {
  const get = vi.fn(async (path: string) => {
    if (path === '/gallery-category/get-all-categories') {
      if (categories instanceof Error) throw categories;
      return categories;
    }
    return [];
  });
  await data.prefetch!(section, context(query, get as ApiClient['get']));
  return get.mock.calls.map(([path]) => path);
}

describe('gallery data module', () => {
  it('prefetches the categories and the grid of the category in the URL', async () => {
    expect(await prefetchedPaths('category=2')).toEqual(['/gallery-category/get-all-categories', '/gallery/get-gallery-by-category-id/2']);
    expect(await prefetchedPaths('')).toEqual(['/gallery-category/get-all-categories', '/gallery/get-gallery']);
  });

  it('ignores a malformed or unknown category, and a category list that failed', async () => {
    for (const query of ['category=abc', 'category=-1', 'category=9', 'category=2x&category=1', 'category=']) {
      expect((await prefetchedPaths(query))[1], query).toBe('/gallery/get-gallery');
    }
    expect((await prefetchedPaths('category=2', new ApiError('Failed', 500)))[1]).toBe('/gallery/get-gallery');
  });
});
