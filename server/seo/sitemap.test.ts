// @vitest-environment jsdom
// (for DOMParser: the sitemap is parsed as XML exactly as a crawler's parser would)
import { describe, expect, it } from 'vitest';
import type { ContentIndex, PageSummary } from '../../src/content/content-index';
import { renderSitemaps, SITEMAP_NAMESPACE, sitemapEntries, w3cDatetime, type SitemapEntry } from './sitemap';

const SITE = 'https://www.example-clinic.in';

function page(key: string, path: string, access?: 'form-redirect'): PageSummary {
  return { key, path, sectionTypes: [], ...(access ? { access } : {}) };
}

const index = {
  language: 'en',
  site: { siteUrl: SITE },
  redirects: [{ from: '/root-canal', to: '/root-canal-treatment-in-ahmedabad' }],
  pages: [
    page('about', '/about'),
    page('blog-detail', '/blogs/:slug'),
    page('blogs', '/blogs'),
    page('clinic-branch', '/clinics/:branch'),
    page('clinics', '/clinics'),
    page('home', '/'),
    page('not-found', '*'),
    page('thank-you', '/thank-you', 'form-redirect'),
    page('treatments/root-canal', '/root-canal-treatment-in-ahmedabad'),
  ],
  treatments: [],
  branches: [{ id: 'south-bopal' }, { id: 'chandkheda' }],
} as unknown as ContentIndex;

const articles = [
  { slug: 'how-to-brush', createdAt: '2026-01-10T09:30:00.000Z' },
  { slug: 'flossing-matters', createdAt: '2026-02-01T08:00:00+05:30' },
  { slug: 'implants-guide', createdAt: '2025-12-01T10:00:00.000Z', updatedAt: '2026-03-14T09:30:00.000Z' },
];

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror'), xml.slice(0, 500)).toHaveLength(0);
  return document;
}

function locs(document: Document): string[] {
  return [...document.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'loc')].map((element) => element.textContent ?? '');
}

describe('sitemap entries', () => {
  const entries = sitemapEntries([index], articles);

  it('lists every page with a fixed address, home first, then every article', () => {
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/about',
      '/blogs',
      '/clinics',
      '/clinics/chandkheda',
      '/clinics/south-bopal',
      '/root-canal-treatment-in-ahmedabad',
      '/blogs/how-to-brush',
      '/blogs/flossing-matters',
      '/blogs/implants-guide',
    ]);
  });

  it('never lists the 404 page, the form-only thank-you page, a path pattern or a redirect source', () => {
    const paths = entries.map((entry) => entry.path);
    for (const excluded of ['*', '/thank-you', '/blogs/:slug', '/clinics/:branch', '/root-canal']) expect(paths).not.toContain(excluded);
  });

  it("dates each article by its last change, and the blog list by the newest article's", () => {
    const byPath = new Map(entries.map((entry) => [entry.path, entry.lastModified]));
    expect(byPath.get('/blogs/how-to-brush')).toBe('2026-01-10T09:30:00.000Z');
    expect(byPath.get('/blogs/implants-guide')).toBe('2026-03-14T09:30:00.000Z');
    expect(byPath.get('/blogs')).toBe('2026-03-14T09:30:00.000Z');
    expect(byPath.get('/about')).toBeUndefined();
  });

  it('lists no branch pages when the content has no branch route', () => {
    const withoutBranchPages = { ...index, pages: index.pages.filter((p) => p.path !== '/clinics/:branch') };
    expect(sitemapEntries([withoutBranchPages], articles).some((entry) => entry.path.startsWith('/clinics/'))).toBe(false);
  });

  it('lists no articles when the content has no article route', () => {
    const withoutArticles = { ...index, pages: index.pages.filter((p) => p.path !== '/blogs/:slug') };
    expect(sitemapEntries([withoutArticles], articles).some((entry) => entry.path.startsWith('/blogs/'))).toBe(false);
  });
});

describe('sitemap XML', () => {
  it('is well-formed XML in the sitemaps.org namespace with absolute URLs on the site origin', () => {
    const { main, parts } = renderSitemaps(SITE, sitemapEntries([index], articles));
    expect(parts).toEqual([]);
    expect(main.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const document = parse(main);
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NAMESPACE);
    const urls = locs(document);
    expect(urls[0]).toBe(`${SITE}/`);
    expect(urls).toContain(`${SITE}/blogs/how-to-brush`);
    for (const url of urls) expect(new URL(url).origin).toBe(SITE);
    const lastmods = [...document.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'lastmod')].map((element) => element.textContent);
    expect(lastmods).toContain('2026-02-01T02:30:00Z');
  });

  it('percent-encodes paths and escapes XML, so any slug gives a valid URL in valid XML', () => {
    const entries: SitemapEntry[] = [
      { path: '/blogs/tips&tricks' },
      { path: '/blogs/"quoted"<b>' },
      { path: "/blogs/dentist's-advice" },
      { path: '/blogs/દાંત' },
    ];
    const { main } = renderSitemaps(SITE, entries);
    expect(main).toContain('<loc>https://www.example-clinic.in/blogs/tips&amp;tricks</loc>');
    expect(main).toContain('%22quoted%22%3Cb%3E');
    expect(main).toContain('dentist&apos;s-advice');
    const urls = locs(parse(main));
    expect(urls).toEqual([
      `${SITE}/blogs/tips&tricks`,
      `${SITE}/blogs/%22quoted%22%3Cb%3E`,
      `${SITE}/blogs/dentist's-advice`,
      `${SITE}/blogs/%E0%AA%A6%E0%AA%BE%E0%AA%82%E0%AA%A4`,
    ]);
  });

  it('splits into parts named by a sitemap index beyond the URL limit', () => {
    const entries: SitemapEntry[] = Array.from({ length: 7 }, (_, i) => ({ path: `/blogs/article-${i}` }));
    const { main, parts } = renderSitemaps(SITE, entries, { urls: 3, bytes: 50 * 1024 * 1024 });
    const index = parse(main);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe(SITEMAP_NAMESPACE);
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    expect(parts.map((part) => locs(parse(part)).length)).toEqual([3, 3, 1]);
    expect(parts.flatMap((part) => locs(parse(part)))).toEqual(entries.map((entry) => `${SITE}${entry.path}`));
  });

  it('splits beyond the size limit, each part within it', () => {
    const entries: SitemapEntry[] = Array.from({ length: 40 }, (_, i) => ({ path: `/blogs/${'long-slug-'.repeat(10)}${i}` }));
    const limit = 2000;
    const { parts } = renderSitemaps(SITE, entries, { urls: 50_000, bytes: limit });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(limit);
    expect(parts.flatMap((part) => locs(parse(part)))).toHaveLength(40);
  });

  it('keeps the protocol limits by default: 50,000 URLs and 50 MiB per file', () => {
    const entries: SitemapEntry[] = Array.from({ length: 50_001 }, (_, i) => ({ path: `/blogs/a-${i}` }));
    const { parts } = renderSitemaps(SITE, entries);
    expect(parts.map((part) => part.split('<url>').length - 1)).toEqual([50_000, 1]);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(50 * 1024 * 1024);
  });
});

describe('w3cDatetime', () => {
  it('gives UTC seconds, and nothing for a date that does not parse', () => {
    expect(w3cDatetime('2026-02-01T08:00:00+05:30')).toBe('2026-02-01T02:30:00Z');
    expect(w3cDatetime('not a date')).toBeUndefined();
  });
});

describe('the sitemap in several languages', () => {
  // Gujarati has the home page, the article route, the clinics and the branch page route; not the root canal page.
  const gujarati = {
    ...index,
    language: 'gu',
    pages: [
      page('home', '/gu/'),
      page('blog-detail', '/gu/blogs/:slug'),
      page('clinics', '/gu/clinics'),
      page('clinic-branch', '/gu/clinics/:branch'),
      page('not-found', '*'),
    ],
  } as unknown as ContentIndex;
  const entries = sitemapEntries([index, gujarati], articles);

  it('lists each language’s pages under its prefix, each article under its own language’s', () => {
    const withGujaratiArticle = sitemapEntries(
      [index, gujarati],
      [...articles, { slug: 'dant-ni-sambhal', createdAt: '2026-03-01T00:00:00Z', language: 'gu' }],
    );
    expect(withGujaratiArticle.filter((entry) => entry.path.includes('dant-ni-sambhal')).map((entry) => entry.path)).toEqual(['/gu/blogs/dant-ni-sambhal']);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/gu/', '/gu/clinics', '/gu/clinics/south-bopal', '/gu/clinics/chandkheda']));
    expect(paths.filter((path) => path.startsWith('/gu/blogs'))).toEqual([]);
    expect(paths).not.toContain('/gu/root-canal-treatment-in-ahmedabad');
  });

  it('names each page’s versions reciprocally, with x-default; a page in one language names none', () => {
    const document = parse(renderSitemaps(SITE, entries).main);
    const urls = [...document.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'url')];
    const alternatesOf = (loc: string) => {
      const url = urls.find((element) => element.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'loc')[0].textContent === loc)!;
      return [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      );
    };
    const chandkheda = [`en ${SITE}/clinics/chandkheda`, `gu ${SITE}/gu/clinics/chandkheda`, `x-default ${SITE}/clinics/chandkheda`];
    expect(alternatesOf(`${SITE}/clinics/chandkheda`)).toEqual(chandkheda);
    expect(alternatesOf(`${SITE}/gu/clinics/chandkheda`)).toEqual(chandkheda);
    expect(alternatesOf(`${SITE}/gu/`)).toEqual([`en ${SITE}/`, `gu ${SITE}/gu/`, `x-default ${SITE}/`]);
    expect(alternatesOf(`${SITE}/root-canal-treatment-in-ahmedabad`)).toEqual([]);
  });
});
