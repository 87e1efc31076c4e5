import type { FastifyInstance, FastifyReply } from 'fastify';
import { chooseContentEncoding, compressBytes } from './api/content-encoding';

// Below this, compressing saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;
/**
 * Above this a body goes as it is. Compression runs on the event loop (see compressBytes), about
 * 1 ms per 30 KB at this effort, so the cap bounds what one response can hold the loop for. The
 * bodies that reach it are rare and not worth the wait: a staff CSV export of thousands of rows.
 */
const COMPRESS_UP_TO_BYTES = 512 * 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|xhtml\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const names = String(vary ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (!names.includes(name)) reply.header('vary', [...names, name].join(', '));
}

/**
 * Compresses what is built per response (the 404 page, errors, staff pages, small API answers):
 * brotli or gzip as the client accepts, synchronously, on the event loop. Nothing here waits on
 * libuv's worker threads, which password hashing can fill: during a sign-in burst a page still
 * answers at once. What is sent often is compressed before it is asked for, once: cached pages
 * (server/ssr/page-cache.ts), API reads (server/api/prepared-json.ts) and the built files (`.br`
 * and `.gz` beside each, scripts/vite-precompress-plugin.ts). Those carry their Content-Encoding
 * and are left alone here, as are streams (files) and bodies under 1 KB.
 */
export function registerResponseCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!bytes || bytes.length < COMPRESS_FROM_BYTES || bytes.length > COMPRESS_UP_TO_BYTES) return payload;
    addVary(reply, 'accept-encoding');
    const encoding = chooseContentEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressBytes(bytes, encoding, 'quick');
  });
}
