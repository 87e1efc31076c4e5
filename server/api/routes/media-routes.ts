import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-errors';
import { matchesIfNoneMatch } from '../../entity-tags';
import { findMediaFile } from '../media-file';
import { apiPaths } from '../../../src/contract/api-contract';

// Images are replaced rarely and under the same name at most a few times a year: a day of
// caching (plus a revalidation by ETag afterwards) keeps pages fast without stale images for long.
const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

// An SVG opened directly is a document that could run script: forbid everything it does not
// need to draw.
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** GET /get-images/<path>: files from the media folder, and nothing outside it. */
export function registerMediaRoutes(api: FastifyInstance, { mediaDir, libraryDir }: { mediaDir: string; libraryDir?: string }): void {
  api.get(`${apiPaths.images}/*`, async (request, reply) => {
    const requestedPath = (request.params as { '*': string })['*'];
    const lookup = await findMediaFile(mediaDir, requestedPath, libraryDir);
    if (!lookup.found) return sendApiError(reply, lookup.statusCode, lookup.message);

    const etag = `W/"${lookup.size.toString(16)}-${lookup.modifiedAt.getTime().toString(16)}"`;
    reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', lookup.modifiedAt.toUTCString())
      .header('x-content-type-options', 'nosniff');
    if (lookup.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

    return reply.type(lookup.contentType).header('content-length', lookup.size).send(createReadStream(lookup.filePath));
  });
}
