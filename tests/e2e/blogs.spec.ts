import { expect, test, type APIRequestContext, type Page } from './test';
import { expectNoWcagViolations } from './axe';
import { waitForFooterScripts } from './hydration';

interface Blog {
  id: number;
  slug: string;
  title: string;
  image: string;
  createdAt: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  blogCategory: { id: number; categoryName: string };
}
interface Category {
  id: number;
  categoryName: string;
}

/** The articles the English blog list shows (the API's list for `en`: the Gujarati and Hindi ones are on their own pages). */
async function allBlogs(request: APIRequestContext, blogCategoryId?: number): Promise<Blog[]> {
  const response = await request.post('/api/v1/blogs/get-all-blogs', { data: { language: 'en', ...(blogCategoryId === undefined ? {} : { blogCategoryId }) } });
  return ((await response.json()) as { data: { blogs: Blog[] } }).data.blogs;
}
async function categoriesOf(request: APIRequestContext): Promise<Category[]> {
  return ((await (await request.get('/api/v1/blog-category/get-blog-categories')).json()) as { data: Category[] }).data;
}

/** "March 5, 2026" and "5 Mar 2026", in the clinic's time zone (UTC+05:30). */
function clinicDate(iso: string) {
  const date = new Date(Date.parse(iso) + 330 * 60_000);
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return { long: `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`, short: `${date.getUTCDate()} ${month.slice(0, 3)} ${date.getUTCFullYear()}` };
}

const cardTitles = (page: Page) => page.locator('.blog-card__title');
const filter = (page: Page) => page.locator('details.blog-filter');
const option = (page: Page, name: string) => filter(page).getByRole('link', { name, exact: true });

/** A sentence from the middle of an article's body, to look for in other pages' HTML. */
function bodySentence(blog: Blog): string {
  return blog.description
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(200, 260)
    .trim();
}

test.describe('blog list', () => {
  test('server-rendered cards: image, "By Admin", the long US date, title clamped to two lines, "Read More"', async ({ page, request }) => {
    const blogs = await allBlogs(request);
    const html = await (await request.get('/blogs')).text();
    for (const blog of blogs) expect(html).toContain(`href="/blogs/${blog.slug}"`);
    // The list never carries the articles' bodies, in its markup or its embedded data.
    expect(html).not.toContain(bodySentence(blogs[0]));

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(page.getByRole('searchbox', { name: 'Search blogs by title' })).toHaveAttribute('placeholder', 'Search for Blogs');
    await expect(cardTitles(page)).toHaveText(blogs.map((blog) => blog.title));
    const first = page.locator('.blog-card').first();
    await expect(first.locator('img')).toHaveAttribute('src', `/api/v1/get-images/${blogs[0].image}`);
    await expect(first.getByText('By Admin')).toBeVisible();
    await expect(first.locator('time')).toHaveText(clinicDate(blogs[0].createdAt).long);
    await expect(first.getByText('Read More')).toBeVisible();
    const title = first.locator('.blog-card__title');
    await expect(title).toHaveCSS('-webkit-line-clamp', '2');
    const lineHeight = parseFloat(await title.evaluate((element) => getComputedStyle(element).lineHeight));
    for (const height of await cardTitles(page).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))) {
      expect(height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    }
  });

  test('the grid has 3 columns on a wide screen @desktop', async ({ page }) => {
    await page.goto('/blogs');
    const lefts = await page.locator('.blog-card').evaluateAll((cards) => cards.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts.slice(0, 3)).size).toBe(3);
    expect(lefts[3]).toBe(lefts[0]);
  });

  test('one column on a phone @mobile', async ({ page }) => {
    await page.goto('/blogs');
    const lefts = await page.locator('.blog-card').evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });

  test('the search filters the loaded list by title, ignoring case; no match shows its empty state', async ({ page, request }) => {
    const blogs = await allBlogs(request);
    await page.goto('/blogs');
    await expect(cardTitles(page)).toHaveCount(blogs.length);
    const search = page.getByRole('searchbox', { name: 'Search blogs by title' });
    const posts: string[] = [];
    page.on('request', (req) => req.url().includes('get-all-blogs') && posts.push(req.url()));
    await search.fill('ROOT canal');
    await expect(cardTitles(page)).toHaveText(blogs.filter((blog) => blog.title.toLowerCase().includes('root canal')).map((blog) => blog.title));
    await search.fill('zzz no such article');
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
    await expect(page.getByText('No blogs match your search. Try different keywords.')).toBeVisible();
    await search.fill('');
    await expect(cardTitles(page)).toHaveCount(blogs.length);
    expect(posts).toEqual([]);
  });

  test('"Filter Blogs": "All" first, a choice closes it and loads that category; an empty category and "All"', async ({ page, request }) => {
    const categories = await categoriesOf(request);
    await page.goto('/blogs');
    await page.getByText('Filter Blogs').click();
    await expect(filter(page)).toHaveAttribute('open', '');
    await expect(filter(page).getByRole('link')).toHaveText(['All', ...categories.map((category) => category.categoryName)]);
    const chosen = categories[1];
    const expected = await allBlogs(request, chosen.id);
    const load = page.waitForRequest((req) => req.url().includes('get-all-blogs') && req.postDataJSON()?.blogCategoryId === chosen.id);
    await option(page, chosen.categoryName).click();
    await load;
    await expect(filter(page)).not.toHaveAttribute('open', '');
    await expect(page).toHaveURL(new RegExp(`/blogs\\?category=${chosen.id}$`));
    await expect(cardTitles(page)).toHaveText(expected.map((blog) => blog.title));
    await expect(filter(page).locator('.blog-filter__current')).toHaveText(chosen.categoryName);

    // Search within the category, then an empty category.
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No blogs match your search. Try different keywords.')).toBeVisible();
    await page.getByRole('searchbox').fill('');
    const empty = categories.find((category) => category.categoryName === 'Clinic News')!;
    await page.getByText('Filter Blogs').click();
    await option(page, empty.categoryName).click();
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
    await expect(page.getByText('No blogs found in the selected category.')).toBeVisible();

    await page.getByText('Filter Blogs').click();
    await option(page, 'All').click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cardTitles(page)).toHaveCount((await allBlogs(request)).length);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`category=${empty.id}$`));
    await expect(page.getByText('No blogs found in the selected category.')).toBeVisible();
  });

  test('6 skeleton cards while a category loads', async ({ page, request }) => {
    const categories = await categoriesOf(request);
    await page.goto('/blogs');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/blogs/get-all-blogs', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByText('Filter Blogs').click();
    await option(page, categories[0].categoryName).click();
    await expect(page.locator('.blog-card--skeleton')).toHaveCount(6);
    release();
    await expect(page.locator('.blog-card--skeleton')).toHaveCount(0);
    await expect(cardTitles(page).first()).toBeVisible();
  });

  test('no blogs at all, or a failed load: "No blogs found" with the general text', async ({ page }) => {
    await page.route('**/api/v1/blogs/get-all-blogs', (route) => route.fulfill({ json: { data: { blogs: [], resent_blogs: [] } } }));
    await page.goto('/about');
    await waitForFooterScripts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
    await expect(page.getByText('No blogs are available at the moment. Please check back soon.')).toBeVisible();

    await page.unroute('**/api/v1/blogs/get-all-blogs');
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/v1/blogs/get-all-blogs', (route) => route.fulfill({ status: 500, json: { message: 'Failed' } }));
    await page.route('**/api/v1/blog-category/get-blog-categories', (route) => route.abort());
    await page.goto('/about');
    await waitForFooterScripts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByText('No blogs are available at the moment. Please check back soon.')).toBeVisible();
    await page.getByText('Filter Blogs').click();
    await expect(filter(page).getByRole('link')).toHaveText(['All']);
    expect(errors.some((text) => text.includes('Loading blogs failed'))).toBe(true);
  });

  test("a card opens its article; the article page's server HTML has its meta title, and no other article", async ({ page, request }) => {
    const blogs = await allBlogs(request);
    const blog = blogs[1];
    await page.goto('/blogs');
    // The whole card is the link: a click on its image opens the article.
    await page
      .locator('.blog-card')
      .nth(1)
      .click({ position: { x: 60, y: 60 } });
    await expect(page).toHaveURL(new RegExp(`/blogs/${blog.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(page).toHaveTitle(blog.metaTitle);

    const response = await request.get(`/blogs/${blog.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escape(blog.metaTitle)}</title>`);
    expect(html).toContain(`<meta data-head name="description" content="${escape(blog.metaDescription)}">`);
    expect(html).toMatch(new RegExp(`<link data-head rel="canonical" href="https?://[^"]+/blogs/${blog.slug}">`));
    // The link preview is the article's own image, served as a 1200x630 PNG (WhatsApp and Facebook show no SVG).
    expect(html).toMatch(new RegExp(`<meta data-head property="og:image" content="https?://[^"]+/og/articles/${blog.slug}.png">`));
    expect(html).toContain(bodySentence(blog));
    for (const other of blogs.filter((entry) => entry.slug !== blog.slug)) expect(html, other.slug).not.toContain(bodySentence(other));
  });
});

test.describe('blog article', () => {
  test('image, "5 Mar 2026"-style date, category, title, body, "By Admin", "All Treatments" and "Popular Tags"', async ({ page, request }) => {
    const [blog] = await allBlogs(request);
    const tags = ((await (await request.get('/api/v1/blog-tags/get-blog-tags')).json()) as { data: { tagName: string }[] }).data;
    await page.goto(`/blogs/${blog.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(page.locator('.blog-article__meta time')).toHaveText(clinicDate(blog.createdAt).short);
    await expect(page.locator('.blog-article__category')).toHaveText(blog.blogCategory.categoryName);
    const article = page.getByRole('article');
    await expect(article.locator('img').first()).toHaveAttribute('src', `/api/v1/get-images/${blog.image}`);
    await expect(article.locator('.blog-article__body h2').first()).toBeVisible();
    await expect(article.getByText('By Admin')).toBeVisible();
    const treatments = page.getByRole('navigation', { name: 'All Treatments' });
    await expect(treatments.getByRole('link')).toHaveText(['Dental Cleaning', 'Wisdom Tooth Removal', 'Cosmetic Dentistry', 'Invisalign']);
    const tagLinks = page.getByRole('region', { name: 'Popular Tags' }).getByRole('link');
    await expect(tagLinks).toHaveText(tags.map((tag) => tag.tagName));
    await tagLinks.first().click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('body headings and lists are set for reading on a phone @mobile', async ({ page, request }) => {
    const [blog] = await allBlogs(request);
    await page.goto(`/blogs/${blog.slug}`);
    const body = page.locator('.blog-article__body');
    await expect(body).toHaveCSS('font-size', '16.8px');
    const h2 = body.locator('h2').first();
    expect(parseFloat(await h2.evaluate((element) => getComputedStyle(element).fontSize))).toBeLessThanOrEqual(24);
    const list = body.locator('ul, ol').first();
    expect(parseFloat(await list.evaluate((element) => getComputedStyle(element).paddingLeft))).toBeLessThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('an unknown slug is a 404 with the 404 page, on the server; odd characters too, never a 5xx', async ({ request }) => {
    for (const slug of [
      'no-such-article',
      'HOW-TO-BRUSH',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'a%20b',
      '%E2%9C%93',
      "it's",
      '..%2F..%2Fetc',
      'x'.repeat(300),
    ]) {
      const response = await request.get(`/blogs/${slug}`);
      expect(response.status(), slug).toBe(404);
      const html = await response.text();
      expect(html, slug).toContain('Page not found');
      expect(html, slug).toContain('<meta data-head name="robots" content="noindex, nofollow">');
    }
  });

  test('an article opened first gets its head back after a navigation away and Back (title, preview, JSON-LD)', async ({ page, request }) => {
    const [blog] = await allBlogs(request);
    await page.goto(`/blogs/${blog.slug}`);
    await waitForFooterScripts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page).not.toHaveTitle(blog.metaTitle);
    // Playwright's text filters skip script elements: their text is read in the page.
    const structuredData = () =>
      page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join('\n'));
    expect(await structuredData()).not.toContain('BlogPosting');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(page).toHaveTitle(blog.metaTitle);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/og/articles/${blog.slug}\\.png$`));
    await expect.poll(structuredData).toContain('"BlogPosting"');
  });

  test('an unknown slug is the 404 page after a navigation in the app too', async ({ page, request }) => {
    const [blog] = await allBlogs(request);
    await page.route(`**/api/v1/blogs/get-blog-by-slug/${blog.slug}`, (route) => route.fulfill({ status: 404, json: { message: 'No blog with this slug' } }));
    await page.goto('/blogs');
    await page.locator('.blog-card__link').first().click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${blog.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('readable without JavaScript: the list, its search and filter, and an article', async ({ browser, request }, testInfo) => {
    const blogs = await allBlogs(request);
    const categories = await categoriesOf(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    await page.goto('/blogs');
    await expect(cardTitles(page)).toHaveCount(blogs.length);
    // The search box submits to the server, which filters the same way.
    await page.getByRole('searchbox').fill('floss');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/blogs\?search=floss$/);
    await expect(cardTitles(page)).toHaveText(blogs.filter((blog) => blog.title.toLowerCase().includes('floss')).map((blog) => blog.title));
    // The filter is a <details> of links.
    await page.goto('/blogs');
    await page.getByText('Filter Blogs').click();
    await option(page, categories[0].categoryName).click();
    await expect(page).toHaveURL(new RegExp(`category=${categories[0].id}$`));
    await expect(cardTitles(page)).toHaveText((await allBlogs(request, categories[0].id)).map((blog) => blog.title));
    await cardTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.blog-article__body p').first()).toBeVisible();
    await context.close();
  });

  test('no WCAG 2.2 A/AA violation: the list, its empty state and an article', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [blog] = await allBlogs(request);
    await page.goto('/blogs');
    await page.waitForLoadState('networkidle');
    await expectNoWcagViolations(page, '/blogs');
    await page.getByText('Filter Blogs').click();
    await expectNoWcagViolations(page, '/blogs, filter open');
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
    await expectNoWcagViolations(page, '/blogs, empty search');
    await page.goto(`/blogs/${blog.slug}`);
    await page.waitForLoadState('networkidle');
    await expectNoWcagViolations(page, `/blogs/${blog.slug}`);
  });
});
