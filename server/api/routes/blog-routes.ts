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

  // One article by its slug, so an article page carries its own body and no other. The slug is
  // only ever a key into the snapshot's map, so any text is safe to look up: whatever is not an
  // article's slug is a 404. (A slug over the router's 100-character parameter limit matches no
  // route and gets the API's JSON 404 too.)
  api.get(`${apiPaths.blogBySlug}/:slug`, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const blog = (await cache.current()).blogBySlug.get(slug);
    if (!blog) return sendApiError(reply, 404, 'No blog with this slug');
    return blog.send(request, reply);
  });
}
