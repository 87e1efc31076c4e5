import { BRANCH_PAGE_ROUTE, branchPath } from '../../src/content/branches';
import type { ContentIndex } from '../../src/content/content-index';
import { absoluteUrl } from '../../src/seo/absolute-url';
import { BLOG_ARTICLE_ROUTE, BLOG_LIST_PATH, blogArticlePath } from '../../src/seo/blog-article-path';
import { hasRouteParameters, isIndexablePage } from '../../src/seo/page-indexing';

/** One URL of the sitemap: a path on the site and, where the content knows it, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO 8601. */
  lastModified?: string;
}

/** What the sitemap reads of an article. */
export interface SitemapArticle {
  slug: string;
  createdAt: string;
  updatedAt?: string;
}

/** The sitemaps.org protocol's limits for one file: 50,000 URLs and 50 MiB uncompressed. */
const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * Every indexable URL: each page of the route table with a fixed address (not the 404 page, not
 * the form-only thank-you page; redirect sources are not pages, so never listed) and each branch's
 * page, then each blog article. The blog list changes when an article is published, so it carries the newest date.
 */
export function sitemapEntries(index: ContentIndex, articles: readonly SitemapArticle[]): SitemapEntry[] {
  const articleDates = articles.map((article) => article.updatedAt ?? article.createdAt);
  const newestArticle = articleDates.reduce<string | undefined>((newest, date) => (!newest || later(date, newest) ? date : newest), undefined);
  // The branch pages are one route (/clinics/:branch) with one URL per branch file.
  const branchPage = index.pages.find((page) => page.path === BRANCH_PAGE_ROUTE);
  const branchPages = branchPage && isIndexablePage(branchPage) ? index.branches.map((branch): SitemapEntry => ({ path: branchPath(branch) })) : [];
  const pages = index.pages
    .filter((page) => isIndexablePage(page) && !hasRouteParameters(page.path))
    .map((page): SitemapEntry => (page.path === BLOG_LIST_PATH && newestArticle ? { path: page.path, lastModified: newestArticle } : { path: page.path }))
    .concat(branchPages)
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  const articlePage = index.pages.find((page) => page.path === BLOG_ARTICLE_ROUTE);
  if (!articlePage || !isIndexablePage(articlePage)) return pages;
  return [...pages, ...articles.map((article, i) => ({ path: blogArticlePath(article.slug), lastModified: articleDates[i] }))];
}

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
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

function sitemapPartPath(part: number): string {
  return `/sitemap-${part}.xml`;
}

function urlElement(siteUrl: string, entry: SitemapEntry): string {
  const lastModified = entry.lastModified ? w3cDatetime(entry.lastModified) : undefined;
  return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>\n`;
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
