import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import type { Blog } from '../../contract/api-contract';
import type { SectionDefinition } from '../../content/types';
import { never, renderSection, scriptedApi } from '../../testing/render-section';
import BlogArticleSection from './blog-article-section';

const section: SectionDefinition<'blog-article'> = {
  type: 'blog-article',
  treatments: {
    title: 'All Treatments',
    links: [
      { label: 'Dental Cleaning', href: '/dental-cleaning-in-ahmedabad' },
      { label: 'Wisdom Tooth Removal', href: '/tooth-removal-in-ahmedabad' },
      { label: 'Cosmetic Dentistry', href: '/cosmetic-dentistry-in-ahmedabad' },
      { label: 'Invisalign', href: '/invisalign-dental-treatment-in-ahmedabad' },
    ],
  },
};

const blog: Blog = {
  id: 7,
  slug: 'how-to-brush',
  title: 'How to Brush Your Teeth',
  image: 'blogs/how-to-brush.svg',
  width: 1200,
  height: 675,
  createdAt: '2026-03-05T09:00:00.000Z',
  description: '<h2>Brushing</h2><p>Twice a day, with a <a href="/dental-cleaning-in-ahmedabad">cleaning</a> twice a year.</p><ul><li>Soft brush</li></ul>',
  metaTitle: 'How to brush',
  metaDescription: 'Brushing guide',
  blogCategory: { id: 1, categoryName: 'Oral Hygiene' },
  language: 'en',
  tags: [],
};
const tags = [
  { id: 1, tagName: 'Prevention' },
  { id: 2, tagName: 'Gum Health' },
];

function articleApi(article: unknown = blog, tagList: unknown = tags) {
  return scriptedApi((path) =>
    path === '/blog-tags/get-blog-tags' ? tagList : path === '/blogs/get-blog-by-slug/how-to-brush' ? article : new ApiError('No blog with this slug', 404),
  );
}

function renderArticle(api = articleApi(), language: Blog['language'] = 'en') {
  return renderSection(<BlogArticleSection section={section} />, {
    api,
    language,
    url: '/blogs/how-to-brush',
    pattern: '/blogs/:slug',
    params: { slug: 'how-to-brush' },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('blog article section', () => {
  it("an article in another language than the page's says so on the article and its title (lang); one in the page's language does not", async () => {
    const { container, unmount } = renderArticle(articleApi(), 'gu');
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    unmount();
    const english = renderArticle();
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(english.container.querySelector('article')).not.toHaveAttribute('lang');
  });

  it('loading: placeholders for the article and the tags', () => {
    const { container } = renderArticle(scriptedApi(never));
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(container.querySelectorAll('.blog-panel__tag-skeleton')).toHaveLength(5);
  });

  it('loaded: the title as the page\'s h1, the date as "5 Mar 2026", the category, the image, the body and "By Admin"', async () => {
    const api = articleApi();
    renderArticle(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Brush Your Teeth' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /blogs/get-blog-by-slug/how-to-brush');
    expect(api.calls.some((call) => call.includes('get-all-blogs'))).toBe(false);
    expect(screen.getByText('5 Mar 2026')).toHaveAttribute('datetime', '2026-03-05');
    expect(screen.getByText('Oral Hygiene')).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'How to Brush Your Teeth' });
    const image = article.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/v1/get-images/blogs/how-to-brush.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(within(article).getByRole('heading', { level: 2, name: 'Brushing' })).toBeInTheDocument();
    expect(within(article).getByRole('listitem')).toHaveTextContent('Soft brush');
    expect(within(article).getByText('By Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('a link in the body to a page of the site navigates in the app', async () => {
    const user = userEvent.setup();
    renderArticle();
    await user.click(await screen.findByRole('link', { name: 'cleaning' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dental-cleaning-in-ahmedabad');
  });

  it('the side panel: "All Treatments" with its four links, "Popular Tags" each going to /blogs', async () => {
    renderArticle();
    const treatments = screen.getByRole('navigation', { name: 'All Treatments' });
    expect(
      within(treatments)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dental Cleaning', '/dental-cleaning-in-ahmedabad'],
      ['Wisdom Tooth Removal', '/tooth-removal-in-ahmedabad'],
      ['Cosmetic Dentistry', '/cosmetic-dentistry-in-ahmedabad'],
      ['Invisalign', '/invisalign-dental-treatment-in-ahmedabad'],
    ]);
    const panel = await screen.findByRole('region', { name: 'Popular Tags' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Prevention', '/blogs'],
        ['Gum Health', '/blogs'],
      ]),
    );
  });

  it('empty: no tags, no "Popular Tags" panel', async () => {
    renderArticle(articleApi(blog, []));
    await screen.findByRole('heading', { level: 1, name: 'How to Brush Your Teeth' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Popular Tags' })).not.toBeInTheDocument());
  });

  it('failed: logged, and the article says it could not be loaded (no blank page)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArticle(articleApi(new ApiError('Network Error'), new ApiError('Failed', 500)));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blogs');
    expect(screen.getByRole('navigation', { name: 'All Treatments' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Loading the blog "how-to-brush" failed:', 'Network Error');
    expect(error).toHaveBeenCalledWith('Loading blog tags failed:', 'Failed');
  });
});
