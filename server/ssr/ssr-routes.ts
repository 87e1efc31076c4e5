import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderOptions, ServerRenderResult } from '../../src/entry-server';
import type { ApiClient } from '../../src/api/api-client';
import { THANK_YOU_TOKEN_PARAM } from '../../src/forms/thank-you-pass';
import type { AssetMap } from './asset-map';
import { LANGUAGE_FACTS } from '../../src/i18n/languages';
import { pageAssets, renderDocument } from './document';
import { createInProcessApiClient } from './in-process-api';
import { chooseContentEncoding } from '../api/content-encoding';
import { matchesIfNoneMatch } from '../entity-tags';
import { preparePage, type PageCache, type PreparedPage } from './page-cache';
import { registerPageMethodGuard } from './page-methods';
import { createSingleFlight } from './single-flight';

export interface SsrRenderer {
  /** The HTML template (index.html as built, or as transformed by Vite in development). */
  template(url: string): Promise<string>;
  /** The server entry (built, or loaded through Vite in development). */
  render(url: string, api: ApiClient, options?: RenderOptions): Promise<ServerRenderResult>;
  assetMap?: AssetMap;
  /** Lets Vite rewrite stack traces in development. */
  fixStacktrace?(error: Error): void;
}

/** The full HTML document of a rendered page: the template filled with its head, markup, data and assets. */
export async function documentOf(renderer: SsrRenderer, url: string, page: Exclude<ServerRenderResult, { kind: 'redirect' }>): Promise<string> {
  return renderDocument(await renderer.template(url), {
    lang: LANGUAGE_FACTS[page.language].locale,
    head: page.head,
    html: page.html,
    state: page.state,
    assets: pageAssets(renderer.assetMap, page.language, page.pageKey, page.sectionTypes, page.deferredSectionTypes),
  });
}

/**
 * A query string copied into a Location header: anything outside printable ASCII is
 * percent-encoded (as UTF-8; a lone surrogate becomes U+FFFD), so no request can make the header
 * invalid.
 */
function headerSafeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (character) =>
    [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** A query parameter's name as a form would decode it, or the raw text when it is not valid. */
function decodedName(part: string): string {
  const name = part.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The query a redirect carries on: the request's, without a thank-you pass. A pass is meant for
 * the thank-you page's own address only; carried to the page a redirect leads to (the home page,
 * for `/thank-you/`), it would end up in that page's address, its history entry and the referrer
 * of its links. Every other parameter is kept as sent.
 */
function redirectQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((part) => decodedName(part) !== THANK_YOU_TOKEN_PARAM);
  return kept.length > 0 && kept.some((part) => part !== '') ? headerSafeQuery(`?${kept.join('&')}`) : '';
}

/**
 * A page in the encoding the client prefers, with that variant's entity tag and `Vary:
 * Accept-Encoding`. Browsers revalidate (`no-cache`) and get a 304 without a body when the page has
 * not changed since their copy.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: PreparedPage) {
  const encoding = chooseContentEncoding(request.headers['accept-encoding']);
  const { body, etag } = page.variant(encoding);
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Every GET that is not an API call or a static file: redirects, pages and the 404 page. With a
 * page cache, a found page is rendered once per URL and content generation.
 */
type RenderedUrl =
  { kind: 'redirect'; status: number; location: string } | { kind: 'degraded'; html: string } | { kind: 'page'; status: number; page: PreparedPage };

export function registerSsrRoutes(app: FastifyInstance, renderer: SsrRenderer, options: RenderOptions = {}, pageCache?: PageCache): void {
  const api = createInProcessApiClient(app);
  const rendersInFlight = createSingleFlight<RenderedUrl>();

  /** The URL rendered: a redirect, a page not to keep, or a page ready to send (kept when it may be). */
  async function renderUrl(url: string, generation: string | undefined): Promise<RenderedUrl> {
    const result = await renderer.render(url, api, options);
    if (result.kind === 'redirect') return { kind: 'redirect', status: result.status, location: result.location };
    const html = await documentOf(renderer, url, result);
    if (result.degraded && result.status === 200) return { kind: 'degraded', html };
    // Only found pages are kept: any URL can be asked for, and the 404 page is cheap to render.
    const keep = pageCache && generation !== undefined && result.status === 200;
    return { kind: 'page', status: result.status, page: keep ? pageCache.set(generation, url, result.queryParams, html) : preparePage(html, 'quick') };
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // An absolute-form target (`GET http://host/ HTTP/1.1`, which only proxies receive) or `*`.
    if (!url.startsWith('/')) {
      return reply.code(400).send({ message: 'The request target must be a path starting with "/"' });
    }
    try {
      // When the content cannot be read, the page is rendered (its sections show their failure
      // states) but not cached.
      const generation = await pageCache?.generation().catch((error: unknown) => {
        request.log.error(error, 'the page cache could not read the content revision');
        return undefined;
      });
      const cached = generation === undefined ? undefined : pageCache?.get(generation, url);
      if (cached) return sendPage(request, reply, 200, cached);
      // Views of a page that arrive while it is being rendered wait for that render.
      const rendered = await (generation === undefined
        ? renderUrl(url, undefined)
        : rendersInFlight.run(`${generation} ${url}`, () => renderUrl(url, generation)));
      if (rendered.kind === 'redirect') {
        const query = redirectQuery(url);
        // The spec marks redirects noindex, nofollow: said on the redirect itself, so the
        // pages it leads to stay indexable (see README, "Redirects").
        return reply.code(rendered.status).header('location', `${rendered.location}${query}`).header('x-robots-tag', 'noindex, nofollow').send();
      }
      if (rendered.kind === 'degraded') {
        // Rendered while some of its data could not be loaded: the visitor gets the page with
        // those sections' failure states, but it is not kept, and a crawler is told to come back
        // rather than index it as it stands.
        return reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(rendered.html);
      }
      return sendPage(request, reply, rendered.status, rendered.page);
    } catch (error) {
      renderer.fixStacktrace?.(error as Error);
      request.log.error(error, 'server rendering failed');
      return reply
        .code(500)
        .header('content-type', 'text/html; charset=utf-8')
        .send('<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please try again, or call the clinic.</p>');
    }
  };
  app.get('/*', handler);
  app.get('/', handler);
  app.decorate('pageFallback', handler);
  registerPageMethodGuard(app);
  // What falls through every route: a static file refused (see static-files.ts) gets the 404
  // page like any unknown path; other methods get a short JSON answer.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? handler(request, reply)
      : reply.code(404).send({ message: `Nothing answers ${request.method} ${request.url.split('?')[0]}` }),
  );
}
