import { createHash } from 'node:crypto';

/** A rendered page kept for repeat requests: the document and its entity tag. */
export interface CachedPage {
  html: string;
  etag: string;
}

export interface PageCacheOptions {
  /**
   * What every rendered page depends on besides its URL: the published content's revision and
   * the clinic's date (the appointment form's first and last bookable days). A new generation
   * drops every page at once.
   */
  generation: () => Promise<string>;
  /** Pages kept per generation, least recently used dropped first (a page is some 30–100 KB). */
  maxEntries?: number;
}

export const DEFAULT_PAGE_CACHE_ENTRIES = 300;

/** A weak entity tag: the body is the same page whatever encoding compression gives it. */
export function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, as for GET and HEAD). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Server-rendered pages by URL, for the current generation. Rendering a page costs some
 * milliseconds of React; a repeat request costs a map lookup, so a page is served about as
 * fast as a static file.
 */
export function createPageCache({ generation, maxEntries = DEFAULT_PAGE_CACHE_ENTRIES }: PageCacheOptions) {
  let current = { generation: '', pages: new Map<string, CachedPage>() };

  return {
    /** The generation a render started under: store the page under it, not under a later one. */
    async generation(): Promise<string> {
      const now = await generation();
      if (now !== current.generation) current = { generation: now, pages: new Map() };
      return now;
    },
    get(atGeneration: string, url: string): CachedPage | undefined {
      if (atGeneration !== current.generation) return undefined;
      const page = current.pages.get(url);
      if (page) {
        // Most recently used last: Map keeps insertion order.
        current.pages.delete(url);
        current.pages.set(url, page);
      }
      return page;
    },
    set(atGeneration: string, url: string, html: string): CachedPage {
      const page = { html, etag: pageEtag(html) };
      if (atGeneration !== current.generation) return page;
      current.pages.set(url, page);
      while (current.pages.size > maxEntries) current.pages.delete(current.pages.keys().next().value!);
      return page;
    },
    get size(): number {
      return current.pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
