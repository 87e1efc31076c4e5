import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { blogListQuery } from '../../api/blogs';
import type { SectionContext } from '../../renderer/section-manifest';
import { en } from '../../i18n/dictionaries/en';
import data from './data';

describe('blog-list data module', () => {
  it('prefetches the categories and the list of the category in the URL (malformed or unknown ignored), without bodies', async () => {
    for (const [query, body] of [
      ['category=3', { blogCategoryId: 3 }],
      ['', {}],
      ['category=x', {}],
      ['category=8', {}],
    ] as const) {
      const post = vi.fn(async () => ({
        blogs: [{ id: 1, slug: 'a', title: 'A', description: '<p>long body</p>', blogCategory: { id: 3, categoryName: 'C' } }],
        resent_blogs: [],
      }));
      const get = vi.fn(async () => [{ id: 3, categoryName: 'Kids' }]);
      const queryClient = new QueryClient();
      const api = { get, post } as unknown as ApiClient;
      const context: SectionContext = {
        params: {},
        search: new URLSearchParams(query),
        path: '/blogs',
        site: {} as never,
        branches: [],
        api,
        queryClient,
        treatmentCards: async () => [],
        dictionary: en,
      };
      await data.prefetch!({ type: 'blog-list' }, context);
      expect(post, query).toHaveBeenCalledWith('/blogs/get-all-blogs', body);
      const cached = queryClient.getQueryData(blogListQuery(api, 'blogCategoryId' in body ? 3 : undefined).queryKey);
      // The list's cache (and so the page's embedded state) carries no article bodies.
      expect(cached).toEqual([{ id: 1, slug: 'a', title: 'A', blogCategory: { id: 3, categoryName: 'C' } }]);
    }
  });
});
