import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderOptions, ServerRenderResult } from '../../src/entry-server';
import type { ApiClient } from '../../src/api/api-client';
import type { AssetMap } from './asset-map';
import { pageAssets, renderDocument } from './document';
import { createInProcessApiClient } from './in-process-api';

export interface SsrRenderer {
  /** The HTML template (index.html as built, or as transformed by Vite in development). */
  template(url: string): Promise<string>;
  /** The server entry (built, or loaded through Vite in development). */
  render(url: string, api: ApiClient, options?: PageRenderOptions): Promise<ServerRenderResult>;
  assetMap?: AssetMap;
  /** Lets Vite rewrite stack traces in development. */
  fixStacktrace?(error: Error): void;
}

/** Every GET that is not an API call or a static file: redirects, pages and the 404 page. */
export function registerSsrRoutes(app: FastifyInstance, renderer: SsrRenderer): void {
  const api = createInProcessApiClient(app);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    try {
      const result = await renderer.render(url, api);
      if (result.kind === 'redirect') {
        const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
        // The spec marks redirects noindex, nofollow: said on the redirect itself, so the
        // pages it leads to stay indexable (see README, "Redirects").
        return reply
          .code(result.status)
          .header('location', `${result.location}${query}`)
          .header('x-robots-tag', 'noindex, nofollow')
          .send();
      }
      const html = renderDocument(await renderer.template(url), {
        head: result.head,
        html: result.html,
        state: result.state,
        assets: pageAssets(renderer.assetMap, result.pageKey, result.sectionTypes),
      });
      return reply
        .code(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    } catch (error) {
      renderer.fixStacktrace?.(error as Error);
      request.log.error(error, 'server rendering failed');
      return reply.code(500).header('content-type', 'text/html; charset=utf-8').send('<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please try again, or call the clinic.</p>');
    }
  };
  app.get('/*', handler);
  app.get('/', handler);
  // What falls through every route: a static file refused (see static-files.ts) gets the 404
  // page like any unknown path; other methods get a short JSON answer.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? handler(request, reply)
      : reply.code(404).send({ message: `Nothing answers ${request.method} ${request.url.split('?')[0]}` }),
  );
}
