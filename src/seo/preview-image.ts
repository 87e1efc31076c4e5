import type { Branch } from '../content/branches';
import type { PageDefinition, SiteDefinition } from '../content/types';
import type { seoWords } from '../i18n/section-words/seo';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { hasRouteParameters } from './page-indexing';

/** What link previews (WhatsApp, Facebook, LinkedIn, X) show best: 1.91:1, large enough for every one. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PreviewImage {
  /** A path on the site, or an absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Where the build writes the preview image of a page (under the client build) and serves it: each
 * language's drawn with its own title, English's at the addresses they always had and the others'
 * under their language (`/og/pages/gu/about.png`; no page key starts with a language, see
 * translationFolders).
 */
export function pagePreviewImagePath(pageKey: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === DEFAULT_LANGUAGE ? `/og/pages/${pageKey}.png` : `/og/pages/${language}/${pageKey}.png`;
}

/** Where the server serves a blog article's own image, cut to the preview size, as PNG. */
export function articlePreviewImagePath(slug: string): string {
  return `/og/articles/${encodeURIComponent(slug)}.png`;
}

/**
 * Pages with a fixed address get a preview image drawn at build time; a page standing for many
 * addresses (`/blogs/:slug`) gets one from its data (the article's image), else the site's default.
 */
export function hasDrawnPreviewImage(page: Pick<PageDefinition, 'path' | 'meta'>): boolean {
  return !page.meta.image && !hasRouteParameters(page.path);
}

export interface PreviewText {
  heading: string;
  /** The second part of the page title, when it says more than the clinic's name. */
  subheading?: string;
  /** The clinic and where it is, drawn above the heading; not on the home page, whose heading is the clinic. */
  byline?: { name: string; places: string };
}

/**
 * The words drawn on a page's preview image: the page title, split at its ' | ' into a heading
 * and a subheading. The home page shows the clinic's name instead: it is the page shared most,
 * and its title is a claim the clinic may reword (see README, "Best" claims).
 */
export function previewText(
  page: Pick<PageDefinition, 'path' | 'meta'>,
  site: SiteDefinition,
  branches: readonly Pick<Branch, 'name' | 'address'>[],
): PreviewText {
  if (page.path === '/') return defaultPreviewText(site, branches);
  const { clinic } = site;
  const places = branchPlaces(branches);
  const [heading, ...rest] = page.meta.title.split(' | ');
  const subheading = rest.join(' | ');
  const byline = { name: clinic.name, places };
  return subheading && !subheading.startsWith(clinic.name) ? { heading, subheading, byline } : { heading, byline };
}

/** 'South Bopal · Chandkheda, Ahmedabad': the branches and the cities they are in. */
function branchPlaces(branches: readonly Pick<Branch, 'name' | 'address'>[]): string {
  const localities = [...new Set(branches.map((branch) => branch.address.locality))];
  return `${branches.map((branch) => branch.name).join(' · ')}, ${localities.join(', ')}`;
}

/**
 * Where the build writes a language's own stand-in for the site's default image (site.json's
 * `defaultImage`, whose words are English): the clinic and its branches, drawn in the language.
 */
export function languageDefaultImagePath(language: Language): string {
  return `/og/site/${language}.png`;
}

/** The words of the home page's preview and of a language's stand-in for the default image: the clinic and where it is. */
export function defaultPreviewText(site: SiteDefinition, branches: readonly Pick<Branch, 'name' | 'address'>[]): PreviewText {
  return { heading: site.clinic.name, subheading: branchPlaces(branches) };
}

/**
 * The preview image of a page in `language`: its own (meta.image), the one drawn at build in that
 * language, or the site's default (in another language than English, the language's own copy).
 */
export function pagePreviewImage(
  page: Pick<PageDefinition, 'path' | 'meta'>,
  pageKey: string,
  site: SiteDefinition,
  branches: readonly Pick<Branch, 'name' | 'address'>[],
  words: Pick<typeof seoWords, 'and'>,
  language: Language,
): PreviewImage {
  const own = page.meta.image;
  if (own) return { url: own.src, width: own.width, height: own.height, alt: own.alt };
  if (hasDrawnPreviewImage(page))
    return { url: pagePreviewImagePath(pageKey, language), ...PREVIEW_IMAGE_SIZE, alt: previewAlt(previewText(page, site, branches), words) };
  if (language === DEFAULT_LANGUAGE)
    return { url: site.defaultImage.src, width: site.defaultImage.width, height: site.defaultImage.height, alt: site.defaultImage.alt };
  return { url: languageDefaultImagePath(language), ...PREVIEW_IMAGE_SIZE, alt: previewAlt(defaultPreviewText(site, branches), words) };
}

/** The alt text: the words the image shows, in reading order. */
function previewAlt({ heading, subheading, byline }: PreviewText, words: Pick<typeof seoWords, 'and'>): string {
  const title = subheading ? `${heading}: ${subheading}` : heading;
  // Read aloud, the middle dot between branch names is noise.
  return (byline ? `${title}. ${byline.name}, ${byline.places}` : title).replaceAll(' · ', ` ${words.and} `);
}
