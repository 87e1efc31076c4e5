import { encodedVariants, type CompressionEffort, type ContentEncoding } from '../api/content-encoding';
import { contentHash } from '../entity-tags';

/**
 * A rendered page ready to send: its HTML, and its variant for each content encoding, compressed
 * on first use and then kept, so a cached page is compressed once per encoding and content
 * generation, never per response.
 */
export interface PreparedPage {
  html: string;
  variant(encoding: ContentEncoding): { body: Buffer; etag: string };
}

export function preparePage(html: string, effort: CompressionEffort): PreparedPage {
  const identity = Buffer.from(html);
  const bytes = encodedVariants(identity, effort);
  const hash = contentHash(identity);
  return {
    html,
    // Each encoding is a representation of its own (RFC 9110 §8.8.3): its own tag, so a cache
    // or a browser never takes brotli bytes for gzip ones, or for the plain page.
    variant: (encoding) => ({ body: bytes(encoding), etag: encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"` }),
  };
}

export interface PageCacheOptions {
  /**
   * What every rendered page depends on besides its URL: the published content's revision, the
   * clinic's date (the appointment form's first and last bookable days) and each branch's open
   * state (server/ssr/page-generation.ts). A new generation drops every page at once.
   */
  generation: () => Promise<string>;
  /** Pages kept per generation, least recently used dropped first (a page is some 30–100 KB). */
  maxEntries?: number;
}

const DEFAULT_PAGE_CACHE_ENTRIES = 300;

function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/**
 * The address a page is kept under: its path and, of its query, only the parameters the page
 * reads (`category` on the gallery), in a fixed order. Any other parameter (`?utm_source=…`, or a
 * new one on every request) cannot change the page, so it must not make a page of its own: that
 * would render every request anew.
 */
function cacheKey(path: string, query: string, reads: readonly string[]): string {
  if (reads.length === 0 || query === '') return path;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of [...reads].sort()) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Server-rendered pages by URL, for the current generation. Rendering a page costs some
 * milliseconds of React; a repeat request costs a map lookup and sends bytes compressed before,
 * so a page is served about as fast as a static file.
 */
export function createPageCache({ generation, maxEntries = DEFAULT_PAGE_CACHE_ENTRIES }: PageCacheOptions) {
  // `reads`: the query parameters each path's page reads, learnt when it is rendered.
  let current = { generation: '', pages: new Map<string, PreparedPage>(), reads: new Map<string, readonly string[]>() };

  return {
    /** The generation a render started under: store the page under it, not under a later one. */
    async generation(): Promise<string> {
      const now = await generation();
      if (now !== current.generation) current = { generation: now, pages: new Map(), reads: new Map() };
      return now;
    },
    /** The page kept for this URL; none until its path has been rendered once in this generation. */
    get(atGeneration: string, url: string): PreparedPage | undefined {
      if (atGeneration !== current.generation) return undefined;
      const { path, query } = splitUrl(url);
      const reads = current.reads.get(path);
      if (!reads) return undefined;
      const key = cacheKey(path, query, reads);
      const page = current.pages.get(key);
      if (page) {
        // Most recently used last: Map keeps insertion order.
        current.pages.delete(key);
        current.pages.set(key, page);
      }
      return page;
    },
    /** Keeps a page rendered for `url`, whose sections read the query parameters `reads`. */
    set(atGeneration: string, url: string, reads: readonly string[], html: string): PreparedPage {
      const { path, query } = splitUrl(url);
      const key = cacheKey(path, query, reads);
      // A page kept for a client-chosen query is compressed quickly: a client must not be able to
      // make the server spend a thorough compression per address it invents.
      const page = preparePage(html, key === path ? 'thorough' : 'quick');
      if (atGeneration !== current.generation) return page;
      // Compressed now, with the render that made it, rather than in the middle of a later
      // visitor's request: a repeat view then costs no compression at all.
      page.variant('br');
      page.variant('gzip');
      current.reads.set(path, reads);
      current.pages.set(key, page);
      while (current.pages.size > maxEntries) current.pages.delete(current.pages.keys().next().value!);
      // Only found pages are set, so their paths are the site's own; the cap is a backstop.
      while (current.reads.size > 10 * maxEntries) current.reads.delete(current.reads.keys().next().value!);
      return page;
    },
    get size(): number {
      return current.pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
