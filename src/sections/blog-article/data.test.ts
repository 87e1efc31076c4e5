import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../api/api-client';
import type { Blog } from '../../contract/api-contract';
import type { SectionDefinition, SiteDefinition } from '../../content/types';
import type { SectionContext } from '../../renderer/section-manifest';
import { en } from '../../i18n/dictionaries/en';
import data from './data';

const blog: Blog = {
  id: 7,
  slug: 'how-to-brush',
  title: 'How to Brush Your Teeth',
  image: 'blogs/how-to-brush.svg',
  width: 1200,
  height: 675,
  createdAt: '2026-03-05T09:00:00.000Z',
  description: '<p>Twice a day.</p>',
  metaTitle: 'How to brush: a daily routine',
  metaDescription: 'Brushing and flossing, step by step.',
  blogCategory: { id: 1, categoryName: 'Oral Hygiene' },
  language: 'en',
  tags: ['Prevention'],
};

const section: SectionDefinition<'blog-article'> = {
  type: 'blog-article',
  treatments: { title: 'All Treatments', links: [{ label: 'Dental Cleaning', href: '/dental-cleaning-in-ahmedabad' }] },
};

function context(slug: string, get: ApiClient['get']): SectionContext {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return {
    params: { slug },
    search: new URLSearchParams(),
    path: `/blogs/${slug}`,
    site: siteFixture,
    branches: [],
    api: { get, post: vi.fn() },
    queryClient,
    treatmentCards: async () => [],
    dictionary: en,
  };
}

const siteFixture = JSON.parse(readFileSync(path.resolve(__dirname, '../../../pages/site.json'), 'utf8')) as SiteDefinition;

describe('blog-article data module', () => {
  it('prefetches the one article by its slug and the tags, never the whole list', async () => {
    const get = vi.fn(async (path: string) => (path.startsWith('/blogs/') ? blog : [{ id: 1, tagName: 'Prevention' }]));
    const ctx = context('how-to-brush', get as ApiClient['get']);
    await data.prefetch!(section, ctx);
    expect(get.mock.calls.map(([path]) => path).sort()).toEqual(['/blog-tags/get-blog-tags', '/blogs/get-blog-by-slug/how-to-brush']);
    expect(ctx.api.post).not.toHaveBeenCalled();
    expect(data.status!(section, ctx)).toBeUndefined();
  });

  it('gives the head: meta title and description, canonical path and the image', async () => {
    const ctx = context('how-to-brush', (async () => blog) as ApiClient['get']);
    await data.prefetch!(section, ctx);
    const head = (await data.head!(section, ctx))!;
    expect(head).toMatchObject({
      title: 'How to brush: a daily routine',
      description: 'Brushing and flossing, step by step.',
      canonicalPath: '/blogs/how-to-brush',
      // The article's own image, cut to a link preview by the server.
      image: { url: '/og/articles/how-to-brush.png', width: 1200, height: 630, alt: 'How to Brush Your Teeth' },
    });
    expect(head.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  });

  it('dates the article by its publication, and its last edit once the API gives one (Open Graph and JSON-LD)', async () => {
    const dated = async (article: Blog) => {
      const ctx = context('how-to-brush', (async () => article) as ApiClient['get']);
      await data.prefetch!(section, ctx);
      const head = (await data.head!(section, ctx))!;
      const posting = head.jsonLd?.find((data) => (data as { '@type': string })['@type'] === 'BlogPosting') as Record<string, unknown>;
      return { og: head.article, published: posting.datePublished, modified: posting.dateModified };
    };
    expect(await dated(blog)).toMatchObject({
      og: { publishedTime: blog.createdAt, modifiedTime: blog.createdAt },
      published: blog.createdAt,
      modified: blog.createdAt,
    });
    const updatedAt = '2026-04-20T11:15:00.000Z';
    expect(await dated({ ...blog, updatedAt })).toMatchObject({
      og: { publishedTime: blog.createdAt, modifiedTime: updatedAt },
      published: blog.createdAt,
      modified: updatedAt,
    });
  });

  it("falls back to the title when the blog has no meta title, and to the page's description", async () => {
    const ctx = context('how-to-brush', (async () => ({ ...blog, metaTitle: ' ', metaDescription: '' })) as ApiClient['get']);
    await data.prefetch!(section, ctx);
    const head = (await data.head!(section, ctx))!;
    expect(head.title).toBe('How to Brush Your Teeth');
    expect(head).not.toHaveProperty('description');
  });

  it('is a 404 when the API says the slug does not exist (or cannot), asking only once', async () => {
    for (const status of [404, 400]) {
      const get = vi.fn(async (path: string) => {
        if (path.startsWith('/blogs/')) throw new ApiError('No blog with this slug', status);
        return [];
      });
      const ctx = context('nope', get as ApiClient['get']);
      await data.prefetch!(section, ctx);
      expect(data.status!(section, ctx)).toBe(404);
      expect(await data.head!(section, ctx)).toBeUndefined();
      expect(get.mock.calls.filter(([path]) => path.startsWith('/blogs/'))).toHaveLength(1);
    }
  });

  it("recognises the 404 by its status, even from another copy of the ApiError class (the server's)", async () => {
    const foreign = Object.assign(new Error('No blog with this slug'), { name: 'ApiError', status: 404 });
    const ctx = context('nope', (async (path: string) => {
      if (path.startsWith('/blogs/')) throw foreign;
      return [];
    }) as ApiClient['get']);
    await data.prefetch!(section, ctx);
    expect(data.status!(section, ctx)).toBe(404);
  });

  it('is not a 404 when the server could not answer: the section shows its failure instead', async () => {
    const get = vi.fn(async (_path: string): Promise<never> => {
      throw new ApiError('Network Error');
    });
    const ctx = context('how-to-brush', get as ApiClient['get']);
    await data.prefetch!(section, ctx);
    expect(data.status!(section, ctx)).toBeUndefined();
    // A network failure is retried once.
    expect(get.mock.calls.filter(([path]) => String(path).startsWith('/blogs/'))).toHaveLength(2);
  });

  it('encodes an odd slug into one path segment', async () => {
    const get = vi.fn(async (_path: string) => blog);
    await data.prefetch!(section, context('a/b c?', get as ApiClient['get']));
    expect(get).toHaveBeenCalledWith('/blogs/get-blog-by-slug/a%2Fb%20c%3F');
  });
});
