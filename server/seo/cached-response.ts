import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentHash, matchesIfNoneMatch } from '../entity-tags';

/** A response body with its strong validator, computed once when the body is built. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export function cachedBody(content: string | Buffer): CachedBody {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  return { body, etag: `"${contentHash(body)}"` };
}

/**
 * Sends a body that changes only with the content, with its ETag: browsers and crawlers keep it
 * for `maxAgeSeconds`, then revalidate and get 304 while it has not changed.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, contentType: string, maxAgeSeconds: number) {
  reply.header('etag', cached.etag).header('cache-control', `public, max-age=${maxAgeSeconds}`).header('x-content-type-options', 'nosniff');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type(contentType).send(cached.body);
}
