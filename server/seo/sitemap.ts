import { BRANCH_PAGE_ROUTE, branchPath } from '../../src/content/branches';
import type { ContentIndex } from '../../src/content/content-index';
import { absoluteUrl } from '../../src/seo/absolute-url';
import { BLOG_ARTICLE_ROUTE, BLOG_LIST_PATH, blogArticlePath } from '../../src/seo/blog-article-path';
import { hasRouteParameters, isIndexablePage } from '../../src/seo/page-indexing';
import { DEFAULT_LANGUAGE, localizePath, splitLanguage, type Language } from '../../src/i18n/languages';

/** One URL of the sitemap: a path on the site and, where the content knows it, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO 8601. */
  lastModified?: string;
  /** The page in every language it exists in, itself included (none for a page in one language only). */
  alternates?: Array<{ language: Language; path: string }>;
}

/** What the sitemap reads of an article. */
export interface SitemapArticle {
  slug: string;
  /** The language it is written in: it is listed at its address in that language (English when absent). */
  language?: Language;
  createdAt: string;
  updatedAt?: string;
}

/** The sitemaps.org protocol's limits for one file: 50,000 URLs and 50 MiB uncompressed. */
const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * Every indexable URL of one language's content: each page of the route table with a fixed address
 * (not the 404 page, not the form-only thank-you page; redirect sources are not pages, so never
 * listed) and each branch's page, then each blog article. The blog list changes when an article is
 * published, so it carries the newest date.
 */
function languageEntries(index: ContentIndex, articles: readonly SitemapArticle[]): Array<SitemapEntry & { key: string }> {
  const articleDates = articles.map((article) => article.updatedAt ?? article.createdAt);
  const newestArticle = articleDates.reduce<string | undefined>((newest, date) => (!newest || later(date, newest) ? date : newest), undefined);
  const localize = (path: string) => localizePath(path, index.language);
  // The branch pages are one route (/clinics/:branch) with one URL per branch file.
  const branchPage = index.pages.find((page) => splitLanguage(page.path).path === BRANCH_PAGE_ROUTE);
  const branchPages =
    branchPage && isIndexablePage(branchPage)
      ? index.branches.map((branch) => ({ key: `${branchPage.key}:${branch.id}`, path: localize(branchPath(branch)) }))
      : [];
  const pages = index.pages
    .filter((page) => isIndexablePage(page) && !hasRouteParameters(page.path))
    .map((page) => {
      const isBlogList = splitLanguage(page.path).path === BLOG_LIST_PATH;
      return { key: page.key, path: page.path, ...(isBlogList && newestArticle ? { lastModified: newestArticle } : {}) };
    })
    .concat(branchPages)
    .sort((a, b) => (isHome(a.path) ? -1 : isHome(b.path) ? 1 : a.path.localeCompare(b.path)));
  const articlePage = index.pages.find((page) => splitLanguage(page.path).path === BLOG_ARTICLE_ROUTE);
  if (!articlePage || !isIndexablePage(articlePage)) return pages;
  return [
    ...pages,
    ...articles.map((article, i) => ({ key: `article:${article.slug}`, path: localize(blogArticlePath(article.slug)), lastModified: articleDates[i] })),
  ];
}

/**
 * Every indexable URL of every language (English's first; the home page first of all), each naming
 * its versions in the other languages: the same page (or branch) under each language's prefix.
 * An article is written in one language and listed once, under that language's prefix (in English
 * when its language is not published).
 */
export function sitemapEntries(indexes: readonly ContentIndex[], articles: readonly SitemapArticle[]): SitemapEntry[] {
  const published = new Set(indexes.map((index) => index.language));
  const languageOf = (article: SitemapArticle) => (article.language && published.has(article.language) ? article.language : DEFAULT_LANGUAGE);
  const perLanguage = indexes.map((index) => ({
    language: index.language,
    entries: languageEntries(
      index,
      articles.filter((article) => languageOf(article) === index.language),
    ),
  }));
  const versions = new Map<string, Array<{ language: Language; path: string }>>();
  for (const { language, entries } of perLanguage)
    for (const entry of entries) versions.set(entry.key, [...(versions.get(entry.key) ?? []), { language, path: entry.path }]);
  return perLanguage.flatMap(({ entries }) =>
    entries.map(({ key, ...entry }): SitemapEntry => {
      const alternates = versions.get(key)!;
      return alternates.length > 1 ? { ...entry, alternates } : entry;
    }),
  );
}

const isHome = (path: string) => splitLanguage(path).path === '/';

function later(a: string, b: string): boolean {
  return Date.parse(a) > Date.parse(b);
}

/** `2026-01-10T09:30:00Z`: a W3C datetime, as the protocol asks; undefined for a date that does not parse. */
export function w3cDatetime(iso: string): string | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export interface SitemapFiles {
  /** What /sitemap.xml serves: the one `urlset` or, beyond one file's limits, an index of the parts. */
  main: string;
  /** `/sitemap-1.xml`, `/sitemap-2.xml`…: the parts an index names (none when one file holds every URL). */
  parts: string[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

function sitemapPartPath(part: number): string {
  return `/sitemap-${part}.xml`;
}

function urlElement(siteUrl: string, entry: SitemapEntry): string {
  const lastModified = entry.lastModified ? w3cDatetime(entry.lastModified) : undefined;
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`;
  const english = entry.alternates?.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  const alternates = [
    ...(entry.alternates ?? []).map((alternate) => link(alternate.language, alternate.path)),
    ...(english ? [link('x-default', english.path)] : []),
  ];
  return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${alternates.join('')}</url>\n`;
}

/**
 * The sitemap as XML with absolute, escaped URLs on the site's origin. When the URLs exceed one
 * file's limits, they are split into parts and /sitemap.xml becomes a sitemap index.
 */
export function renderSitemaps(siteUrl: string, entries: readonly SitemapEntry[], limits = SITEMAP_LIMITS): SitemapFiles {
  const envelopeBytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const chunks: string[][] = [[]];
  let bytes = envelopeBytes;
  for (const entry of entries) {
    const element = urlElement(siteUrl, entry);
    const elementBytes = Buffer.byteLength(element);
    let chunk = chunks[chunks.length - 1];
    if (chunk.length > 0 && (chunk.length >= limits.urls || bytes + elementBytes > limits.bytes)) {
      chunk = [];
      chunks.push(chunk);
      bytes = envelopeBytes;
    }
    chunk.push(element);
    bytes += elementBytes;
  }
  const urlsets = chunks.map((chunk) => URLSET_OPEN + chunk.join('') + URLSET_CLOSE);
  if (urlsets.length === 1) return { main: urlsets[0], parts: [] };
  if (urlsets.length > limits.urls) throw new Error(`The sitemap needs ${urlsets.length} files: more than one index may list`);
  const sitemaps = urlsets.map((_, i) => `  <sitemap><loc>${escapeXml(absoluteUrl(siteUrl, sitemapPartPath(i + 1)))}</loc></sitemap>\n`);
  return { main: `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`, parts: urlsets };
}
