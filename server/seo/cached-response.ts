import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body with its strong validator, computed once when the body is built. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export function cachedBody(content: string | Buffer): CachedBody {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

// If-None-Match may list several tags, or be `*`; weak comparison, as RFC 9110 asks for it.
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Sends a body that changes only with the content, with its ETag: browsers and crawlers keep it
 * for `maxAgeSeconds`, then revalidate and get 304 while it has not changed.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, contentType: string, maxAgeSeconds: number) {
  reply.header('etag', cached.etag).header('cache-control', `public, max-age=${maxAgeSeconds}`).header('x-content-type-options', 'nosniff');
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type(contentType).send(cached.body);
}
