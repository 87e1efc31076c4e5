import type { FastifyInstance } from 'fastify';
import type { ApiClient } from '../../src/api/api-client';
import { blogBySlugPath, type Blog } from '../../src/contract/api-contract';
import { localizePath } from '../../src/i18n/languages';
import { createInProcessApiClient } from './in-process-api';
import { documentOf, type SsrRenderer } from './ssr-routes';

/** Renders an article's page as the site would, for any article (a draft too): the HTML the public page's server render gives. */
export type ArticlePreview = (blog: Blog) => Promise<string>;

/**
 * The public renderer with one answer changed: the article's own, which is the staff's copy
 * instead of the published one. Everything else on the page (tags, menus, footer) is the site's.
 */
export function createArticlePreview(app: FastifyInstance, renderer: SsrRenderer): ArticlePreview {
  const api = createInProcessApiClient(app);
  return async (blog) => {
    const own = blogBySlugPath(blog.slug);
    const withDraft: ApiClient = {
      get: <T>(path: string) => (path === own ? Promise.resolve(blog as T) : api.get<T>(path)),
      post: (path, body) => api.post(path, body),
    };
    const url = localizePath(`/blogs/${encodeURIComponent(blog.slug)}`, blog.language);
    const result = await renderer.render(url, withDraft);
    if (result.kind === 'redirect') throw new Error(`The article page ${url} rendered as a redirect to ${result.location}`);
    return documentOf(renderer, url, result);
  };
}
