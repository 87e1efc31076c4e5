import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer, type SiteTestServer } from '../testing/site-test-server';
import { signInNewStaff, postStaffForm } from './testing/staff-test-server';

/**
 * An editor's article from draft to the site and off again, through the whole site as `npm start`
 * composes it (the public pages rendered from the source): the preview renders the public page,
 * publishing puts it on /blogs, the API and the sitemap at the next request, a rename keeps the
 * old address as a 301, unpublishing takes every address off.
 */

let site: SiteTestServer;
let cookie: string;

beforeAll(async () => {
  site = await startSiteTestServer();
  cookie = await signInNewStaff(site.app, site.db, { username: 'eva', role: 'editor', at: new Date() });
}, 60_000);
afterAll(() => site?.close());

const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { cookie } });
const postForm = (url: string, fields: Record<string, string>) => postStaffForm(site.app, url, fields, cookie);

const ARTICLE = {
  title: 'Caring for braces: a week-by-week guide',
  slug: '',
  category: '1',
  tags: 'Braces, Children, braces',
  language: 'en',
  image: 'blogs/how-to-brush-and-floss-properly.svg',
  imageAlt: 'A toothbrush beside a set of braces',
  metaTitle: 'Caring for braces, week by week',
  metaDescription: 'What to eat, how to brush and when to call the clinic while you wear braces.',
  body: '<h2>The first week</h2><p>Soft food <strong>only</strong>.</p><script>alert(1)</script><p onclick="alert(2)">Brush after meals.</p>',
};

async function publicBlogSlugs(): Promise<string[]> {
  const response = await site.app.inject({ method: 'POST', url: '/api/v1/blogs/get-all-blogs', payload: { page: 1, limit: 50 } });
  return (response.json().data.blogs as Array<{ slug: string }>).map((blog) => blog.slug);
}

describe('an article from draft to the site', () => {
  let articlePath: string;

  it('is saved as a draft with a slug made from the title and a sanitised body, and stays off the site', async () => {
    const created = await postForm('/staff/content/articles', ARTICLE);
    expect(created.statusCode).toBe(303);
    articlePath = created.headers.location!.split('?')[0];
    expect(articlePath).toMatch(/^\/staff\/content\/articles\/\d+$/);
    const page = await get(created.headers.location!);
    expect(page.body).toContain('saved as a draft');
    expect(page.body).toContain('value="caring-for-braces-a-week-by-week-guide"');
    const stored = await site.db.kysely.selectFrom('blogs').selectAll().where('slug', '=', 'caring-for-braces-a-week-by-week-guide').executeTakeFirstOrThrow();
    expect(stored.state).toBe('draft');
    expect(stored.description_html).toBe('<h2>The first week</h2><p>Soft food <strong>only</strong>.</p><p>Brush after meals.</p>');
    expect(await publicBlogSlugs()).not.toContain('caring-for-braces-a-week-by-week-guide');
    expect((await site.app.inject({ method: 'GET', url: '/blogs/caring-for-braces-a-week-by-week-guide' })).statusCode).toBe(404);
  });

  it('previews as the public page renders it, with no script allowed to run', async () => {
    const preview = await get(`${articlePath}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(preview.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(preview.body).toMatch(/<h1 [^>]*class="blog-article__title"[^>]*>Caring for braces: a week-by-week guide<\/h1>/);
    expect(preview.body).toContain('<h2>The first week</h2><p>Soft food <strong>only</strong>.</p>');
    expect(preview.body).toContain('alt="A toothbrush beside a set of braces"');
    expect(preview.body).toContain('Preview: not on the site.');
    expect(preview.body).not.toContain('alert(');
    expect(preview.body).not.toMatch(/<script|modulepreload/);
  });

  it('is on /blogs, the article page and the sitemap at the first request after publishing', async () => {
    // Warm the caches first, so the change must move them.
    await site.app.inject({ method: 'GET', url: '/sitemap.xml' });
    await site.app.inject({ method: 'GET', url: '/blogs' });
    const published = await postForm(`${articlePath}/publish`, {});
    expect(published.statusCode).toBe(303);
    expect(await publicBlogSlugs()).toContain('caring-for-braces-a-week-by-week-guide');
    const sitemap = await site.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/blogs/caring-for-braces-a-week-by-week-guide</loc>');
    const list = await site.app.inject({ method: 'GET', url: '/blogs' });
    expect(list.body).toContain('Caring for braces: a week-by-week guide');
    const page = await site.app.inject({ method: 'GET', url: '/blogs/caring-for-braces-a-week-by-week-guide' });
    expect(page.statusCode).toBe(200);
  });

  it('keeps its old address as a 301 after a rename, and the activity page says who did what', async () => {
    const renamed = await postForm(articlePath, { ...ARTICLE, slug: 'caring-for-braces' });
    expect(renamed.statusCode).toBe(303);
    const old = await site.app.inject({ method: 'GET', url: '/blogs/caring-for-braces-a-week-by-week-guide?ref=mail' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/blogs/caring-for-braces?ref=mail');
    expect((await site.app.inject({ method: 'GET', url: '/blogs/caring-for-braces' })).statusCode).toBe(200);
    const activity = await get('/staff/content/activity');
    for (const line of [
      'eva</strong> created',
      'eva</strong> published',
      'eva</strong> renamed the article <q>caring-for-braces</q>: was caring-for-braces-a-week-by-week-guide',
    ])
      expect(activity.body).toContain(line);
  });

  it('refuses a slug another article has, naming the field, and changes nothing', async () => {
    const taken = await postForm(articlePath, { ...ARTICLE, slug: 'how-to-brush-and-floss-properly' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toMatch(/id="article-slug-error"[^>]*>Another article has the address/);
    expect(taken.body).toMatch(/aria-describedby="article-slug-error/);
    expect(await site.db.kysely.selectFrom('blogs').select('id').where('slug', '=', 'caring-for-braces').executeTakeFirst()).toBeDefined();
  });

  it('is off /blogs, its page and its old address once unpublished', async () => {
    const unpublished = await postForm(`${articlePath}/unpublish`, {});
    expect(unpublished.statusCode).toBe(303);
    expect(await publicBlogSlugs()).not.toContain('caring-for-braces');
    expect((await site.app.inject({ method: 'GET', url: '/blogs/caring-for-braces' })).statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: '/blogs/caring-for-braces-a-week-by-week-guide' })).statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('caring-for-braces');
  });

  it('asks before deleting, naming the article, then deletes it', async () => {
    const confirm = await get(`${articlePath}/delete`);
    expect(confirm.body).toContain('Delete “Caring for braces: a week-by-week guide”?');
    const deleted = await postForm(`${articlePath}/delete`, {});
    expect(deleted.statusCode).toBe(303);
    expect((await get(articlePath)).statusCode).toBe(404);
    expect(await site.db.kysely.selectFrom('blog_slug_redirects').selectAll().execute()).toEqual([]);
  });
});
