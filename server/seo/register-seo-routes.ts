import type { FastifyInstance } from 'fastify';
import type { ContentIndex } from '../../src/content/content-index';
import { findMediaFile } from '../api/media-file';
import { createRevisionCache } from '../api/revision-cache';
import { createContentRepository } from '../db/content-repository';
import type { ClinicDatabase } from '../db/open-database';
import { renderArticlePreviewImage } from './article-preview-image';
import { cachedBody, sendCached, type CachedBody } from './cached-response';
import { robotsTxt } from './robots';
import { renderSitemaps, sitemapEntries } from './sitemap';

export interface SeoDependencies {
  db: ClinicDatabase;
  /** The route table the sitemap lists (with the database's articles). */
  content: ContentIndex;
  /** The other published languages' content: their pages are in the sitemap too. */
  languages?: readonly ContentIndex[];
  /** The origin of every URL in the sitemap and robots.txt (SITE_URL, or `siteUrl` in pages/site.json). */
  siteUrl: string;
  /** Where the articles' images are (the API's media folder). */
  mediaDir: string;
  /** MEDIA_LIBRARY_DIR (media-folders.ts): an article's image may be an upload. */
  mediaLibraryDir?: string;
  /** How often the content revision is read (new articles appear in the sitemap within this). */
  revisionCheckIntervalMs?: number;
}

const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;
const XML = 'application/xml; charset=utf-8';

/** A crawler's shopping list: rebuilt once per content revision from the route table and the articles. */
interface PublishedContent {
  sitemap: CachedBody;
  sitemapParts: CachedBody[];
  /** Each article's image, by slug, for its link preview. */
  articleImages: Map<string, string>;
  /** Link previews rendered so far (the articles of this revision, so bounded by their number). */
  previews: Map<string, Promise<CachedBody>>;
}

/**
 * /robots.txt, /sitemap.xml (and its parts beyond 50,000 URLs) and each article's link-preview
 * image, as ordinary routes with ETag and Cache-Control. Unknown parts and slugs fall through to
 * the 404 page.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: SeoDependencies): void {
  const repository = createContentRepository(deps.db);
  const published = createRevisionCache(
    () => repository.readRevision(),
    async (): Promise<PublishedContent> => {
      const articles = await repository.listBlogs();
      const files = renderSitemaps(deps.siteUrl, sitemapEntries([deps.content, ...(deps.languages ?? [])], articles));
      return {
        sitemap: cachedBody(files.main),
        sitemapParts: files.parts.map((part) => cachedBody(part)),
        articleImages: new Map(articles.map((article) => [article.slug, article.image])),
        previews: new Map(),
      };
    },
    { revisionCheckIntervalMs: deps.revisionCheckIntervalMs ?? 1000 },
  );
  const robots = cachedBody(robotsTxt(deps.siteUrl));

  app.get('/robots.txt', (request, reply) => sendCached(request, reply, robots, 'text/plain; charset=utf-8', ONE_DAY));

  app.get('/sitemap.xml', async (request, reply) => sendCached(request, reply, (await published.current()).sitemap, XML, ONE_HOUR));

  app.get('/sitemap-:part.xml', async (request, reply) => {
    const { part } = request.params as { part: string };
    const file = /^[1-9][0-9]*$/.test(part) ? (await published.current()).sitemapParts[Number(part) - 1] : undefined;
    return file ? sendCached(request, reply, file, XML, ONE_HOUR) : reply.callNotFound();
  });

  app.get('/og/articles/:slug.png', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const content = await published.current();
    const image = content.articleImages.get(slug);
    if (!image) return reply.callNotFound();
    let preview = content.previews.get(slug);
    if (!preview) {
      preview = articlePreview(deps.mediaDir, image, deps.mediaLibraryDir);
      content.previews.set(slug, preview);
      // A failure (a missing file) is not remembered: the next request tries again.
      preview.catch(() => content.previews.delete(slug));
    }
    try {
      return sendCached(request, reply, await preview, 'image/png', ONE_DAY);
    } catch (error) {
      request.log.warn({ err: error, slug }, 'no link preview for the article: its image is missing or unreadable');
      return reply.callNotFound();
    }
  });
}

async function articlePreview(mediaDir: string, image: string, libraryDir?: string): Promise<CachedBody> {
  const lookup = await findMediaFile(mediaDir, image, libraryDir);
  if (!lookup.found) throw new Error(`the article image ${image} is not in the media folder (${lookup.message})`);
  return cachedBody(await renderArticlePreviewImage(lookup.filePath));
}
