import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-errors';
import { parseBlogListRequest } from '../blog-list-request';
import type { ContentCache } from '../content-cache';
import { apiPaths } from '../../../src/contract/api-contract';

export function registerBlogRoutes(api: FastifyInstance, { cache, bodyLimitBytes }: { cache: ContentCache; bodyLimitBytes: number }): void {
  api.post(apiPaths.allBlogs, { bodyLimit: bodyLimitBytes }, async (request, reply) => {
    const parsed = parseBlogListRequest(request.body);
    if (!parsed.ok) return sendApiError(reply, 400, parsed.message);
    return (await cache.current()).blogList(parsed.value).send(request, reply);
  });
}
