import fs from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from './test';
import { examplePath, redirects, treatmentPages } from './content';
import { pngSize, serverHead } from './html-head';

/*
 * Tests tagged @desktop only make HTTP requests: the viewport changes nothing, so they run once.
 * What search engines and link previews see: robots.txt, the sitemap (every URL in it answers 200
 * without a redirect; every page and seeded article is in it), structured data in the server
 * HTML, and a 1200x630 PNG preview image on every page. The e2e server runs with SITE_URL set to
 * its own address (playwright.config.ts), so every absolute URL can be fetched.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

interface PageFile {
  /** Under pages/: `about.json`, `treatments/root-canal.json`. */
  file: string;
  path: string;
  access?: string;
}
const pageFiles: PageFile[] = [
  ...fs.readdirSync(path.join(root, 'pages')).filter((f) => f.endsWith('.json') && !['site.json', 'redirects.json'].includes(f)),
  ...fs
    .readdirSync(path.join(root, 'pages/treatments'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `treatments/${f}`),
].map((file) => ({ ...readJson<Omit<PageFile, 'file'>>(`pages/${file}`), file }));
/** Every page of the route table with a fixed address that search engines may index (in English). */
const indexablePages = pageFiles.filter((p) => p.path !== '*' && !p.path.includes(':') && p.access !== 'form-redirect');
const indexablePaths = indexablePages.map((p) => p.path);
const seededArticles = readJson<{ blogs: Array<{ slug: string; createdAt: string; language?: string }> }>('server/db/seed-data/blogs.json').blogs;

/** The translated languages: each a folder of pages/ with a translation beside each page it has. */
const TRANSLATED = ['gu', 'hi'] as const;
const translated = (language: string, file: string) => fs.existsSync(path.join(root, 'pages', language, file));
const inLanguage = (language: string, pagePath: string) => (language === 'en' ? pagePath : pagePath === '/' ? `/${language}/` : `/${language}${pagePath}`);
/** Every address the sitemap lists, in every language: the pages each language has, its branches, and its own articles. */
function expectedSitemapPaths(): string[] {
  return ['en', ...TRANSLATED].flatMap((language) => [
    ...indexablePages.filter((p) => language === 'en' || translated(language, p.file)).map((p) => inLanguage(language, p.path)),
    ...branches.filter((b) => language === 'en' || translated(language, `branches/${b.id}.json`)).map((b) => inLanguage(language, `/clinics/${b.id}`)),
    ...seededArticles.filter((a) => (a.language ?? 'en') === language).map((a) => inLanguage(language, `/blogs/${a.slug}`)),
  ]);
}

interface Site {
  clinic: {
    name: string;
    email: string;
    phone: { e164: string };
    openingHours: Array<{ days: string[]; opens: string; closes: string }>;
    social: Array<{ network: string; href: string }>;
  };
}
const site = readJson<Site>('pages/site.json');

interface BranchFile {
  id: string;
  name: string;
  order: number;
  address: Record<string, string>;
  geo: { latitude: number; longitude: number };
  phone?: { e164: string };
  openingHours?: Site['clinic']['openingHours'];
}
/** The branches (pages/branches/), in their order; each has a page of its own, /clinics/<id>. */
const branches = fs
  .readdirSync(path.join(root, 'pages/branches'))
  .map((file) => readJson<BranchFile>(`pages/branches/${file}`))
  .sort((a, b) => a.order - b.order);
const branchPaths = branches.map((branch) => `/clinics/${branch.id}`);

async function sitemapUrls(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => loc.replace(/&amp;/g, '&'))
    .map((url) => {
      expect(new URL(url).origin, url).toBe(new URL(baseURL).origin);
      return url;
    });
}

test.describe('robots.txt and the sitemap @desktop', () => {
  test('robots.txt allows crawling and names the absolute sitemap URL', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow:/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemap is well-formed XML in the sitemaps.org namespace, cached and revalidated', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = response.headers()['etag'];
    expect(etag).toBeTruthy();
    expect((await request.get('/sitemap.xml', { headers: { 'if-none-match': etag } })).status()).toBe(304);

    // Parsed by the browser's XML parser, which rejects anything malformed.
    const xml = await response.text();
    const parsed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      return {
        errors: document.getElementsByTagName('parsererror').length,
        root: document.documentElement.localName,
        namespace: document.documentElement.namespaceURI,
        urls: document.getElementsByTagName('url').length,
      };
    }, xml);
    expect(parsed).toMatchObject({ errors: 0, root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    expect(parsed.urls).toBe(expectedSitemapPaths().length);
  });

  test('lists every page of the route table and every seeded article, in each language it exists in, and nothing else', async ({ request, baseURL }) => {
    const urls = await sitemapUrls(request, baseURL!);
    const paths = urls.map((url) => decodeURIComponent(new URL(url).pathname));
    // The route table: ten pages with a fixed address, and the treatment pages; then a page per branch.
    const fixedPages = ['/', '/about', '/treatments', '/gallery', '/blogs', '/contact', '/clinics', '/book-appointment', '/policy', '/terms'];
    expect([...indexablePaths].sort()).toEqual([...fixedPages, ...treatmentPages.map((t) => t.path)].sort());
    for (const pagePath of indexablePaths) expect(paths, pagePath).toContain(pagePath);
    for (const branchPath of branchPaths) expect(paths, branchPath).toContain(branchPath);
    // Each language's pages and its own articles (an article under its language's prefix only).
    expect([...paths].sort()).toEqual(expectedSitemapPaths().sort());
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/thank-you');
    for (const redirect of redirects) expect(paths).not.toContain(examplePath(redirect.from));

    const xml = await (await request.get('/sitemap.xml')).text();
    const newest = seededArticles.map((a) => Date.parse(a.createdAt)).reduce((a, b) => Math.max(a, b));
    const blogList = new RegExp(`<loc>${baseURL}/blogs</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
    expect(Date.parse(blogList?.[1] ?? '')).toBe(newest);
  });

  test('every URL it lists answers 200 itself, not through a redirect, and is indexable', async ({ request, baseURL }) => {
    const urls = await sitemapUrls(request, baseURL!);
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const head = serverHead(await response.text());
      expect(head.meta('robots'), url).toEqual([]);
      expect(head.canonical, url).toBe(url);
    }
  });
});

test.describe('structured data in the server HTML @desktop', () => {
  test('home and contact describe the clinic and both branches as Dentist entries, from site.json and the branch files', async ({ request, baseURL }) => {
    for (const pagePath of ['/', '/contact']) {
      const head = serverHead(await (await request.get(pagePath)).text());
      const graph = head.jsonLd.find((data) => '@graph' in data);
      expect(graph?.['@context'], pagePath).toBe('https://schema.org');
      const nodes = graph?.['@graph'] as Array<Record<string, unknown>>;
      const organization = nodes.find((node) => node['@type'] === 'MedicalOrganization')!;
      expect(organization).toMatchObject({ name: site.clinic.name, url: `${baseURL}/`, telephone: site.clinic.phone.e164, email: site.clinic.email });
      const profiles = site.clinic.social.filter((s) => s.network !== 'reviews').map((s) => s.href);
      expect(organization.sameAs).toEqual(profiles);

      const dentists = nodes.filter((node) => node['@type'] === 'Dentist');
      expect(dentists, pagePath).toHaveLength(branches.length);
      expect(dentists.length).toBe(2);
      branches.forEach((branch, i) => {
        const dentist = dentists[i];
        expect(dentist.name).toBe(`${site.clinic.name}, ${branch.name}`);
        expect(dentist.address).toEqual({
          '@type': 'PostalAddress',
          streetAddress: branch.address.street,
          addressLocality: 'Ahmedabad',
          addressRegion: 'Gujarat',
          postalCode: branch.address.postalCode,
          addressCountry: 'IN',
        });
        expect(branch.address.postalCode).toMatch(/^\d{6}$/);
        expect(dentist.telephone).toBe((branch.phone ?? site.clinic.phone).e164);
        // Each branch is its own page.
        expect(dentist.url).toBe(`${baseURL}/clinics/${branch.id}`);
        expect(dentist['@id']).toBe(`${baseURL}/clinics/${branch.id}#branch`);
        expect(String(dentist.image)).toMatch(new RegExp(`^${baseURL}/.+\\.png$`));
        expect(dentist.openingHoursSpecification).toEqual(
          (branch.openingHours ?? site.clinic.openingHours).map(({ days, opens, closes }) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: days,
            opens,
            closes,
          })),
        );
        expect(dentist.geo).toEqual({ '@type': 'GeoCoordinates', ...branch.geo });
        expect(dentist.sameAs).toEqual(profiles);
        expect(dentist.parentOrganization).toEqual({ '@id': organization['@id'] });
      });
      // Self-serving reviews (the clinic's own testimonials) are not structured data.
      expect(JSON.stringify(head.jsonLd)).not.toMatch(/aggregateRating|"review"/);
    }
  });

  test('a treatment page has its breadcrumbs, Home › Treatments › the treatment', async ({ request, baseURL }) => {
    for (const treatment of treatmentPages) {
      const head = serverHead(await (await request.get(treatment.path)).text());
      const breadcrumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
      expect(breadcrumbs?.['@context'], treatment.path).toBe('https://schema.org');
      const items = breadcrumbs?.itemListElement as Array<Record<string, unknown>>;
      expect(
        items.map((item) => [item.position, item.item]),
        treatment.path,
      ).toEqual([
        [1, `${baseURL}/`],
        [2, `${baseURL}/treatments`],
        [3, `${baseURL}${treatment.path}`],
      ]);
      expect(items.map((item) => item.name).slice(0, 2)).toEqual(['Home', 'Treatments']);
      expect(String(items[2].name).length).toBeGreaterThan(3);
      expect(head.jsonLd.some((data) => '@graph' in data)).toBe(false);
    }
  });

  test('an article carries BlogPosting and breadcrumbs, and its own image as preview', async ({ request, baseURL }) => {
    const [article] = seededArticles;
    const head = serverHead(await (await request.get(`/blogs/${article.slug}`)).text());
    const posting = head.jsonLd.find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ url: `${baseURL}/blogs/${article.slug}`, datePublished: article.createdAt, dateModified: article.createdAt });
    expect(posting).toMatchObject({ author: { name: site.clinic.name }, publisher: { name: site.clinic.name } });
    expect(String(posting.headline).length).toBeGreaterThan(5);
    expect(String(posting.description).length).toBeGreaterThan(5);
    const crumbs = head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ item: string }>;
    expect(crumbs.map((c) => c.item)).toEqual([`${baseURL}/`, `${baseURL}/blogs`, `${baseURL}/blogs/${article.slug}`]);
    expect(head.meta('og:type')).toEqual(['article']);
    const [image] = head.meta('og:image');
    expect(image).toBe(`${baseURL}/og/articles/${article.slug}.png`);
    expect(pngSize(await (await request.get(image)).body())).toEqual({ width: 1200, height: 630 });
  });
});

test.describe('link previews @desktop', () => {
  test('every page has a 1200x630 PNG og:image with its size and alt text, and a large Twitter card', async ({ request, baseURL }) => {
    const checked = new Set<string>();
    for (const pagePath of [...indexablePaths, '/a-page-that-does-not-exist']) {
      const head = serverHead(await (await request.get(pagePath)).text());
      const [image] = head.meta('og:image');
      expect(new URL(image).origin, pagePath).toBe(new URL(baseURL!).origin);
      expect(head.meta('og:image:width'), pagePath).toEqual(['1200']);
      expect(head.meta('og:image:height'), pagePath).toEqual(['630']);
      expect(head.meta('og:image:alt')[0]?.length, pagePath).toBeGreaterThan(10);
      expect(head.meta('twitter:card'), pagePath).toEqual(['summary_large_image']);
      expect(head.meta('og:url'), pagePath).toEqual([head.canonical]);
      if (checked.has(image)) continue;
      checked.add(image);
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      const bytes = await response.body();
      expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
      // WhatsApp drops previews over a few hundred kilobytes.
      expect(bytes.length, image).toBeLessThan(300 * 1024);
    }
    // A drawn image per page: the title differs, so does the file.
    expect(checked.size).toBe(indexablePaths.length + 1);
  });

  test("each article's own image is served as its 1200x630 PNG preview", async ({ request }) => {
    for (const article of seededArticles.slice(0, 3)) {
      const response = await request.get(`/og/articles/${article.slug}.png`);
      expect(response.status(), article.slug).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    }
    expect((await request.get('/og/articles/no-such-article.png')).status()).toBe(404);
  });
});

test.describe('one canonical origin and noindex', () => {
  test("a request's Host header never reaches canonical, og:url, og:image or structured data @desktop", async ({ baseURL }) => {
    const { port } = new URL(baseURL!);
    const html = await new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host: 'attacker.example' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
      request.end();
    });
    expect(html).not.toContain('attacker.example');
    expect(serverHead(html).canonical).toBe(`${baseURL}/`);
  });

  test('after hydration and client navigation the head keeps the same origin', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${baseURL}/`);
    const treatment = treatmentPages[0];
    await page.locator(`a[href="${treatment.path}"]`).first().dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${treatment.path}$`));
    await expect(canonical).toHaveAttribute('href', `${baseURL}${treatment.path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${treatment.path}`);
    const breadcrumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(breadcrumbs.map((text) => JSON.parse(text)['@type'])).toEqual(['BreadcrumbList', 'WebPage']);
    expect(breadcrumbs[0]).toContain(`${baseURL}/treatments`);
  });

  test('the 404 page and the thank-you page are noindex; redirects keep their 301', async ({ page, request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(serverHead(await missing.text()).meta('robots')).toEqual(['noindex, nofollow']);

    // The thank-you page is only shown after a form: reach it with the pass a real submission gets.
    const sent = await request.post('/api/v1/contacts/create-contacts-inquiry', {
      data: { firstName: 'Seo', lastName: 'Check', email: 'seo.check@example.com', phoneNumber: `9${String(Date.now()).slice(-9)}`, countryCode: '+91' },
    });
    expect(sent.status()).toBe(201);
    const { token } = ((await sent.json()) as { data: { token: string } }).data;
    const thankYou = await page.goto(`/thank-you?t=${encodeURIComponent(token)}`);
    expect(serverHead(await thankYou!.text()).meta('robots')).toEqual(['noindex, nofollow']);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const redirect = await request.get('/root-canal', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
  });
});
