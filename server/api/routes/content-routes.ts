import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-errors';
import type { ContentCache } from '../content-cache';
import type { ContentSnapshot } from '../content-snapshot';
import { parsePositiveId } from '../path-id';
import type { PreparedJson } from '../prepared-json';
import { apiPaths } from '../../../src/contract/api-contract';

/** The read-only lists, answered from the prepared content snapshot. */
export function registerContentRoutes(api: FastifyInstance, { cache }: { cache: ContentCache }): void {
  const lists: Array<[url: string, pick: (snapshot: ContentSnapshot) => PreparedJson]> = [
    [apiPaths.slides, (snapshot) => snapshot.slides],
    [apiPaths.testimonials, (snapshot) => snapshot.testimonials],
    [apiPaths.blogCategories, (snapshot) => snapshot.blogCategories],
    [apiPaths.blogTags, (snapshot) => snapshot.blogTags],
    [apiPaths.galleryCategories, (snapshot) => snapshot.galleryCategories],
    [apiPaths.gallery, (snapshot) => snapshot.gallery],
  ];
  for (const [url, pick] of lists) {
    api.get(url, async (request, reply) => pick(await cache.current()).send(request, reply));
  }

  api.get(`${apiPaths.galleryByCategory}/:id`, async (request, reply) => {
    const { id: idText } = request.params as { id: string };
    const id = parsePositiveId(idText);
    if (id === null) return sendApiError(reply, 400, 'Gallery category id must be a positive whole number');
    const items = (await cache.current()).galleryByCategory.get(id);
    if (!items) return sendApiError(reply, 404, `No gallery category with id ${id}`);
    return items.send(request, reply);
  });
}
