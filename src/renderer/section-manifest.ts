import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ApiClient } from '../api/api-client';
import type { TreatmentCardEntry } from '../content/content-index';
import type { Branch } from '../content/branches';
import type { Located } from '../content/located';
import type { SectionDefinition, SectionType, SiteDefinition } from '../content/types';
import type { PageWords } from '../i18n/dictionaries/en';
import type { SectionHydration } from './hydration-gate';

/**
 * Everything the app knows about one section type, declared once in
 * `src/sections/<type>/section.ts`. The registry, the server's data prefetch, the head tags, the
 * page's status and the content checks all read these manifests; nothing central names a type.
 */
export interface SectionManifest<T extends SectionType> {
  type: T;
  /** The code-split component (its own chunk: a page downloads only the sections it renders). */
  component: () => Promise<{ default: ComponentType<{ section: SectionDefinition<T> }> }>;
  /**
   * When the browser loads the component on the page the server rendered (see hydration-gate.ts):
   * `eager` (default) with the page; `when-visible` as it nears the viewport; `on-intent` when the
   * visitor reaches for it or the browser is idle after load. Deferred sections' scripts are not
   * part of the page's first download; their styles are.
   */
  hydration?: SectionHydration;
  /**
   * The section's API data and what it implies for the page, in a module of its own
   * (`src/sections/<type>/data.ts`, declared with `defineSectionData`): the browser needs it only
   * for a client navigation, or for the page it hydrates when the section hydrates with it, so no
   * other page downloads it before the visitor can use the page.
   */
  data?: () => Promise<{ default: SectionData<T> }>;
  /** Facts the content validator checks across files (Node only, pure functions of the JSON). */
  content?: SectionContentFacts<T>;
}

/** A section type's data module: what it loads and what its data says about the page. */
export interface SectionData<T extends SectionType> {
  /**
   * The query parameters the section reads, in its data and in its component (`category` for a
   * filtered list). The server keeps one rendered page per value of these and ignores every other
   * parameter, so a parameter read here and not listed would be served from another address's page.
   */
  queryParams?: readonly string[];
  /**
   * The API data the section shows on first paint, put into the query cache. The server awaits it
   * before rendering (so the HTML carries the data) and the browser awaits it on client navigations
   * (so head tags and status are known before the page shows).
   */
  prefetch?(section: SectionDefinition<T>, context: SectionContext): Promise<void>;
  /**
   * Head tags implied by the section's data (read from the query cache filled by `prefetch`). Asked
   * for only where a head is built (on the server, and on a client navigation), so it may load what
   * it needs for that (structured data builders) itself.
   */
  head?(section: SectionDefinition<T>, context: SectionContext): Promise<SectionHead | undefined> | SectionHead | undefined;
  /** A status the section's data implies, e.g. 404 when an article's slug does not exist. */
  status?(section: SectionDefinition<T>, context: SectionContext): 404 | undefined;
}

/** What a section's prefetch, head and status see of the request. */
export interface SectionContext {
  /** Route parameters of the page's path pattern: `/blogs/:slug` gives `{ slug }`. */
  params: Readonly<Record<string, string>>;
  /** The URL's query string (`?category=3`). */
  search: URLSearchParams;
  /** The requested path, without query string. */
  path: string;
  site: SiteDefinition;
  /** Every branch (pages/branches/), in its order. */
  branches: readonly Branch[];
  api: ApiClient;
  queryClient: QueryClient;
  /** Loads the treatment cards (a content chunk of their own: see TreatmentCardEntry). */
  treatmentCards(): Promise<TreatmentCardEntry[]>;
  /** The site's own words in the page's language. */
  dictionary: PageWords;
}

export interface SectionHead {
  title?: string;
  description?: string;
  /** Absolute path on this site (the origin is added from the site's URL). */
  canonicalPath?: string;
  /** The link-preview image: 1200x630 PNG or JPEG (most social sites refuse SVG). */
  image?: { url: string; width: number; height: number; alt: string };
  /** The page is an article: Open Graph says so, with its dates (ISO 8601), section and tags. */
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: readonly string[] };
  /** Structured data objects, each rendered as its own `application/ld+json` script. */
  jsonLd?: readonly object[];
}

interface SectionContentFacts<T extends SectionType> {
  /** Ids of headings (pointers relative to the section, e.g. `/article/3/id`) this section renders: in-page links (`#id`) and sidebars may point at them. */
  headingIds?(section: SectionDefinition<T>): Located<string>[];
  /** In-page anchors this section links to: each must be a heading id on the same page. */
  anchorReferences?(section: SectionDefinition<T>): Located<string>[];
  /** The section renders the page's `h1`: a page may have at most one such section. */
  rendersPageHeading?: boolean | ((section: SectionDefinition<T>) => boolean);
  /** What the section needs from site.json and does not find there: one message per missing fact, at a pointer relative to the section. */
  siteProblems?(section: SectionDefinition<T>, site: SiteDefinition): Located<string>[];
}

/** A manifest or data module seen through the union of all section definitions, for code that handles any type. */
export type AnySectionManifest = SectionManifest<SectionType>;
export type AnySectionData = SectionData<SectionType>;

/** Declares a section type's manifest; the type parameter ties it to its schema. */
export function defineSection<T extends SectionType>(manifest: SectionManifest<T>): SectionManifest<T> {
  return manifest;
}

/** Declares a section type's data module (`data.ts` beside its manifest); the type parameter ties it to its schema. */
export function defineSectionData<T extends SectionType>(data: SectionData<T>): SectionData<T> {
  return data;
}
