import type { Branch } from '../content/branches';
import type { PageDefinition, SiteDefinition } from '../content/types';
import { normalisePath } from '../content/route-matching';
import type { SectionHead } from '../renderer/section-manifest';
import { absoluteUrl } from '../seo/absolute-url';
import { isIndexablePage } from '../seo/page-indexing';
import { pagePreviewImage } from '../seo/preview-image';
import { pageStructuredData } from '../seo/structured-data';
import { jsonForScript } from './json-for-script';
import type { PageWords } from '../i18n/dictionaries/en';
import { sectionWords } from '../i18n/dictionary-context';
import { seoWords } from '../i18n/section-words/seo';
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, localizePath, ogLocale, splitLanguage, type Language } from '../i18n/languages';

export interface HeadInput {
  /** The page shown (the 404 page's definition when it stands in for the requested one). */
  page: Pick<PageDefinition, 'path' | 'meta' | 'access' | 'treatment'>;
  pageKey: string;
  /** Its `siteUrl` is the origin of every absolute URL (SITE_URL when set, see site-url.ts). */
  site: SiteDefinition;
  branches: readonly Branch[];
  /** The path as requested: the canonical URL, unless the sections' data names another. */
  path: string;
  status: 200 | 404;
  /** What the page's sections' data adds or overrides (an article's title, image, structured data). */
  sectionHead?: SectionHead;
  /** The page's language, and the languages it exists in (its summary's alternates: this one included). */
  language: Language;
  languages?: readonly Language[];
  /** The site's own words in the page's language (English when absent): breadcrumb names, the preview image's alt. */
  dictionary?: PageWords;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface HeadContent {
  title: string;
  tags: HeadTag[];
  /** Structured data, each object its own `<script type="application/ld+json">`. */
  jsonLd: readonly object[];
}

const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });

/**
 * The title and tags every page's head carries: description, canonical URL, robots, Open Graph
 * (with a 1200x630 preview image and its size and alt text), the Twitter card, and structured data.
 */
export function headTags({ page, pageKey, site, branches, path, status, sectionHead = {}, language, languages = [], dictionary }: HeadInput): HeadContent {
  const seo = dictionary ? sectionWords(dictionary, 'seo', seoWords) : seoWords;
  const title = sectionHead.title ?? page.meta.title;
  const description = sectionHead.description ?? page.meta.description;
  // In the page's language (a section names the page's path without the prefix); a language's home
  // page is `/gu/`, as its hreflang links write it. An article keeps the address its data gives.
  const pagePath = sectionHead.canonicalPath ?? splitLanguage(normalisePath(path)).path;
  const url = absoluteUrl(site.siteUrl, sectionHead.article && sectionHead.canonicalPath ? sectionHead.canonicalPath : localizePath(pagePath, language));
  const image = sectionHead.image ?? pagePreviewImage(page, pageKey, site, branches, seo, language);
  const article = sectionHead.article;
  const tags: HeadTag[] = [
    meta({ name: 'description', content: description }),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta({ property: 'og:type', content: article ? 'article' : 'website' }),
    meta({ property: 'og:site_name', content: site.clinic.name }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: description }),
    meta({ property: 'og:url', content: url }),
    meta({ property: 'og:image', content: absoluteUrl(site.siteUrl, image.url) }),
    meta({ property: 'og:image:width', content: String(image.width) }),
    meta({ property: 'og:image:height', content: String(image.height) }),
    meta({ property: 'og:image:alt', content: image.alt }),
    meta({ property: 'og:locale', content: ogLocale(language) }),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:image:alt', content: image.alt }),
  ];
  if (article) {
    tags.push(meta({ property: 'article:published_time', content: article.publishedTime }));
    if (article.modifiedTime) tags.push(meta({ property: 'article:modified_time', content: article.modifiedTime }));
    if (article.section) tags.push(meta({ property: 'article:section', content: article.section }));
    for (const tag of article.tags ?? []) tags.push(meta({ property: 'article:tag', content: tag }));
  }
  const indexable = status !== 404 && isIndexablePage(page);
  if (!indexable) tags.push(meta({ name: 'robots', content: 'noindex, nofollow' }));
  // An article is written in one language: it has no other versions to name.
  else if (!article) tags.push(...languageAlternates(site.siteUrl, normalisePath(path), language, languages));
  // The page itself in its language (an article's BlogPosting says its own).
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: title,
    inLanguage: LANGUAGE_FACTS[language].locale,
  };
  const jsonLd = indexable ? [...pageStructuredData(site, branches, page, seo), ...(sectionHead.jsonLd ?? []), ...(article ? [] : [webPage])] : [];
  return { title, tags, jsonLd };
}

/**
 * The page's versions (reciprocal: every version names all, itself included) as hreflang links,
 * with English as x-default, and the other languages' Open Graph locales. Each version has the same
 * path after its language's prefix, so the current path gives them all (route parameters included).
 */
function languageAlternates(siteUrl: string, path: string, language: Language, languages: readonly Language[]): HeadTag[] {
  if (languages.length < 2) return [];
  const pagePath = splitLanguage(path).path;
  const href = (version: Language) => absoluteUrl(siteUrl, localizePath(pagePath, version));
  const ordered = LANGUAGES.filter((version) => languages.includes(version));
  return [
    ...ordered.map((version): HeadTag => ({ tag: 'link', attributes: { rel: 'alternate', hreflang: version, href: href(version) } })),
    ...(languages.includes(DEFAULT_LANGUAGE)
      ? [{ tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) } } as HeadTag]
      : []),
    ...ordered.filter((version) => version !== language).map((version) => meta({ property: 'og:locale:alternate', content: ogLocale(version) })),
  ];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server's response. Managed tags carry data-head so the browser can replace them. */
export function renderHeadHtml({ title, tags, jsonLd }: HeadContent): string {
  const rendered = tags.map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes)
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join('');
    return `<${tag} data-head${attrs}>`;
  });
  const scripts = jsonLd.map((data) => `<script type="application/ld+json" data-head>${jsonForScript(data)}</script>`);
  return [`<title>${escapeHtml(title)}</title>`, ...rendered, ...scripts].join('\n    ');
}
