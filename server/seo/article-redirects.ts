import type { FastifyInstance } from 'fastify';
import { createRevisionCache } from '../api/revision-cache';
import { publishedArticleRedirects } from '../db/article-repository';
import { createContentRepository } from '../db/content-repository';
import type { ClinicDatabase } from '../db/open-database';
import { safeDecode } from '../../src/content/route-matching';

// `/blogs/<slug>` in any language (`/gu/blogs/<slug>`), with or without a trailing slash.
const ARTICLE_PATH = /^((?:\/[a-z]{2})?)\/blogs\/([^/?#]+)\/?(\?.*)?$/;

/**
 * A renamed article's former address answers 301 to its current one (language prefix and query
 * kept), like every redirect of the site (`X-Robots-Tag: noindex, nofollow` on the 301). The
 * former slugs of published articles are read once per content revision; an unpublished
 * article's former addresses are 404s like its current one.
 */
export function registerArticleRedirects(app: FastifyInstance, deps: { db: ClinicDatabase; revisionCheckIntervalMs?: number }): void {
  const content = createContentRepository(deps.db);
  const redirects = createRevisionCache(
    () => content.readRevision(),
    () => publishedArticleRedirects(deps.db),
    { revisionCheckIntervalMs: deps.revisionCheckIntervalMs ?? 1000 },
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = ARTICLE_PATH.exec(request.url);
    if (!match) return;
    const slug = safeDecode(match[2]);
    const to = slug === undefined ? undefined : (await redirects.current()).get(slug);
    if (!to) return;
    return reply
      .code(301)
      .header('location', `${match[1]}/blogs/${encodeURIComponent(to)}${match[3] ?? ''}`)
      .header('x-robots-tag', 'noindex, nofollow')
      .send();
  });
}
