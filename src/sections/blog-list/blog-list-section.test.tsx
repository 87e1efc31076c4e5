import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import type { Blog } from '../../contract/api-contract';
import { never, renderSection, scriptedApi } from '../../testing/render-section';
import BlogListSection from './blog-list-section';

const section = { type: 'blog-list' } as const;

const categories = [
  { id: 1, categoryName: 'Oral Hygiene' },
  { id: 2, categoryName: 'Treatments Explained' },
  { id: 5, categoryName: 'Clinic News' },
];

function blog(id: number, slug: string, title: string, categoryId: number, createdAt: string, language: Blog['language'] = 'en'): Blog {
  return {
    id,
    slug,
    title,
    image: `blogs/${slug}.svg`,
    width: 1200,
    height: 675,
    createdAt,
    description: `<p>Body of ${slug}</p>`,
    metaTitle: title,
    metaDescription: `About ${title}`,
    blogCategory: { id: categoryId, categoryName: categories.find((c) => c.id === categoryId)!.categoryName },
    language,
    tags: [],
  };
}

const blogs = [
  blog(4, 'root-canal-step-by-step', 'Root Canal Treatment, Step by Step', 2, '2026-03-05T09:00:00.000Z'),
  blog(3, 'flossing-matters', 'Why FLOSSING Matters', 1, '2026-02-01T08:00:00+05:30'),
  blog(2, 'how-to-brush', 'How to Brush Your Teeth', 1, '2026-01-18T09:30:00.000Z'),
  blog(1, 'implants-guide', 'Dental Implants: A Guide', 2, '2025-12-31T20:00:00.000Z'),
];

function blogApi(overrides: Record<string, unknown> = {}) {
  return scriptedApi((path, body) => {
    const key = body === undefined ? path : `${path} ${JSON.stringify(body)}`;
    if (key in overrides) return overrides[key];
    if (path === '/blog-category/get-blog-categories') return categories;
    if (path === '/blogs/get-all-blogs') {
      const id = (body as { blogCategoryId?: number }).blogCategoryId;
      const list = blogs.filter((entry) => id === undefined || entry.blogCategory.id === id);
      return { blogs: list, resent_blogs: blogs.slice(0, 3) };
    }
    return new ApiError('Failed', 404);
  });
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => vi.restoreAllMocks());

describe('blog list section', () => {
  it('loading: 6 skeleton cards, and "Loading..." in the filter', async () => {
    const { container } = renderSection(<BlogListSection section={section} />, { api: scriptedApi(never) });
    expect(container.querySelectorAll('.blog-card--skeleton')).toHaveLength(6);
    await userEvent.setup().click(screen.getByText('Filter Blogs'));
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(screen.getByPlaceholderText('Search for Blogs')).toBeInTheDocument();
  });

  it('loaded: newest first; each card with its image, "By Admin", the long US date, its title and "Read More", linking to its article', async () => {
    const api = blogApi();
    renderSection(<BlogListSection section={section} />, { api, url: '/blogs' });
    await waitFor(() => expect(cardTitles()).toEqual(blogs.map((entry) => entry.title)));
    expect(api.calls).toContain('POST /blogs/get-all-blogs {}');
    const first = screen.getByRole('heading', { name: 'Root Canal Treatment, Step by Step' }).closest('li')!;
    expect(within(first).getByText('By Admin')).toBeInTheDocument();
    expect(within(first).getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05');
    expect(within(first).getByText('Read More')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Root Canal Treatment, Step by Step' })).toHaveAttribute('href', '/blogs/root-canal-step-by-step');
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/v1/get-images/blogs/root-canal-step-by-step.svg');
    expect(image).toHaveAttribute('width', '1200');
    // Dates are the clinic's (UTC+05:30): 20:00 UTC on 31 December is 1 January in Ahmedabad.
    expect(screen.getByText('January 1, 2026')).toBeInTheDocument();
    // The first row loads at once, later cards lazily.
    const loading = screen
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('blog-card'))
      .map((li) => li.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual([null, null, null, 'lazy']);
  });

  it('the search filters the loaded list by title, ignoring case, without calling the API', async () => {
    const api = blogApi();
    const user = userEvent.setup();
    renderSection(<BlogListSection section={section} />, { api, url: '/blogs' });
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    const calls = api.calls.length;
    const search = screen.getByRole('searchbox', { name: 'Search blogs by title' });
    await user.type(search, 'flossing');
    expect(cardTitles()).toEqual(['Why FLOSSING Matters']);
    await user.clear(search);
    await user.type(search, '  BRUSH ');
    expect(cardTitles()).toEqual(['How to Brush Your Teeth']);
    await user.clear(search);
    await user.type(search, 'whitening');
    expect(screen.getByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
    expect(screen.getByText('No blogs match your search. Try different keywords.')).toBeInTheDocument();
    expect(api.calls.length).toBe(calls);
  });

  it('starts from ?search= (what the form submits without JavaScript)', async () => {
    renderSection(<BlogListSection section={section} />, { api: blogApi(), url: '/blogs?search=implants' });
    await waitFor(() => expect(cardTitles()).toEqual(['Dental Implants: A Guide']));
    expect(screen.getByRole('searchbox')).toHaveValue('implants');
  });

  it('"Filter Blogs": "All" first, choosing closes it and fetches by category id; "All" fetches unfiltered', async () => {
    const api = blogApi();
    const user = userEvent.setup();
    const { container } = renderSection(<BlogListSection section={section} />, { api, url: '/blogs' });
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    const details = container.querySelector('details')!;
    await user.click(screen.getByText('Filter Blogs'));
    expect(details.open).toBe(true);
    const options = within(details).getAllByRole('link');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Oral Hygiene', 'Treatments Explained', 'Clinic News']);
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    await user.click(options[1]);
    expect(details.open).toBe(false);
    await waitFor(() => expect(cardTitles()).toEqual(['Why FLOSSING Matters', 'How to Brush Your Teeth']));
    expect(api.calls).toContain('POST /blogs/get-all-blogs {"blogCategoryId":1}');
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?category=1');
    expect(within(details).getByRole('link', { name: 'Oral Hygiene', hidden: true })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByText('Filter Blogs'));
    await user.click(within(details).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blogs$/);
  });

  it('Escape closes the open filter', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(<BlogListSection section={section} />, { api: blogApi(), url: '/blogs' });
    await user.click(await screen.findByText('Filter Blogs'));
    expect(container.querySelector('details')!.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(container.querySelector('details')!.open).toBe(false);
  });

  it('empty category: "No blogs found" with the category text', async () => {
    renderSection(<BlogListSection section={section} />, { api: blogApi(), url: '/blogs?category=5' });
    expect(await screen.findByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
    expect(screen.getByText('No blogs found in the selected category.')).toBeInTheDocument();
  });

  it('none at all: "No blogs found" with the general text', async () => {
    renderSection(<BlogListSection section={section} />, { api: blogApi({ '/blogs/get-all-blogs {}': { blogs: [], resent_blogs: [] } }), url: '/blogs' });
    expect(await screen.findByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
    expect(screen.getByText('No blogs are available at the moment. Please check back soon.')).toBeInTheDocument();
  });

  it('failed: logged, loading ends, the list is empty; failed categories leave "All"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = blogApi({ '/blogs/get-all-blogs {}': new ApiError('Failed', 500), '/blog-category/get-blog-categories': new ApiError('Network Error') });
    const user = userEvent.setup();
    const { container } = renderSection(<BlogListSection section={section} />, { api, url: '/blogs' });
    expect(await screen.findByText('No blogs are available at the moment. Please check back soon.')).toBeInTheDocument();
    expect(container.querySelectorAll('.blog-card--skeleton')).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('Loading blogs failed:', 'Failed');
    expect(error).toHaveBeenCalledWith('Loading blog categories failed:', 'Network Error');
    await user.click(screen.getByText('Filter Blogs'));
    expect(
      within(container.querySelector('details')!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All']);
  });

  it.each(['abc', '0', '-2', '99'])('ignores ?category=%s and lists every blog', async (value) => {
    const api = blogApi();
    renderSection(<BlogListSection section={section} />, { api, url: `/blogs?category=${value}` });
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /blogs/get-all-blogs {}']);
  });

  it("the texts come from the page's JSON when it gives them", async () => {
    renderSection(
      <BlogListSection
        section={{ ...section, searchPlaceholder: 'Find an article', filterLabel: 'Topics', authorLabel: 'By the team', readMoreLabel: 'Open' }}
      />,
      { api: blogApi(), url: '/blogs' },
    );
    expect(screen.getByPlaceholderText('Find an article')).toBeInTheDocument();
    expect(screen.getByText('Topics')).toBeInTheDocument();
    expect((await screen.findAllByText('By the team')).length).toBe(4);
    expect(screen.getAllByText('Open')).toHaveLength(4);
  });
});

describe('blog list section on a Gujarati page', () => {
  const inGujarati = blog(7, 'balakna-pahela-dantni-sambhal', 'બાળકના પહેલા દાંતની સંભાળ', 1, '2026-01-01T09:00:00.000Z', 'gu');
  const inHindi = blog(8, 'danton-ki-safai', 'दाँतों की सफ़ाई कितनी बार कराएँ', 1, '2026-04-01T09:00:00.000Z', 'hi');
  const mixed = [inHindi, ...blogs.slice(0, 2), inGujarati, ...blogs.slice(2)];
  const mixedApi = () => blogApi({ '/blogs/get-all-blogs {}': { blogs: mixed, resent_blogs: mixed.slice(0, 3) } });

  it('lists the Gujarati articles first at their /gu/ address, then the English ones marked "(અંગ્રેજી)" at their English address; no Hindi one', async () => {
    renderSection(<BlogListSection section={section} />, { api: mixedApi(), url: '/gu/blogs', language: 'gu' });
    await waitFor(() => expect(cardTitles()).toEqual(['બાળકના પહેલા દાંતની સંભાળ', ...blogs.map((entry) => `${entry.title} (અંગ્રેજી)`)]));
    expect(screen.getByRole('link', { name: 'બાળકના પહેલા દાંતની સંભાળ' })).toHaveAttribute('href', '/gu/blogs/balakna-pahela-dantni-sambhal');
    const english = screen.getByRole('link', { name: 'How to Brush Your Teeth (અંગ્રેજી)' });
    expect(english).toHaveAttribute('href', '/blogs/how-to-brush');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(within(english).getByText('How to Brush Your Teeth')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/दाँतों/)).not.toBeInTheDocument();
  });

  it('an English page lists the English articles only, unmarked', async () => {
    renderSection(<BlogListSection section={section} />, { api: mixedApi(), url: '/blogs' });
    await waitFor(() => expect(cardTitles()).toEqual(blogs.map((entry) => entry.title)));
  });
});
