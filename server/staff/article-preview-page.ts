import type { FastifyReply } from 'fastify';
import type { Blog } from '../../src/contract/api-contract';
import type { Article } from '../db/article-repository';
import { escapeHtml } from '../mail/patient-text';
import { articlePagePath } from './staff-paths';

/** The article as the public API would give it once published: what the preview renders. */
export function articleToBlog(article: Article): Blog {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    image: article.image,
    width: article.width,
    height: article.height,
    ...(article.imageAlt ? { imageAlt: article.imageAlt } : {}),
    createdAt: article.state === 'scheduled' && article.publishAt ? article.publishAt : article.createdAt,
    ...(article.updatedAt ? { updatedAt: article.updatedAt } : {}),
    description: article.bodyHtml,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    blogCategory: { id: article.categoryId, categoryName: article.categoryName },
    language: article.language,
    tags: article.tags,
  };
}

/**
 * The preview's policy: the public page's styles, images and fonts from this site, and no script
 * at all. The page is its server HTML, which is complete (as a reader without JavaScript sees it);
 * nothing in it can run, whatever an article holds.
 */
const PREVIEW_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The rendered page with a line at its top that says it is a preview and leads back to the article's page. */
export function previewDocument(reply: FastifyReply, document: string, article: Article): FastifyReply {
  const banner =
    `<p class="staff-preview-banner" role="status"><strong>Preview${article.state === 'published' ? '' : ': not on the site'}.</strong> ` +
    `<a href="${escapeHtml(articlePagePath(article.id))}">Back to editing “${escapeHtml(article.title)}”</a></p>`;
  // The page's scripts could not run under this policy anyway: they are left out, so the browser
  // neither fetches them nor reports them (the renderer escapes `</` inside its JSON scripts).
  const withoutScripts = document.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  const withBanner = withoutScripts.replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
  return reply.code(200).header('content-security-policy', PREVIEW_POLICY).type('text/html; charset=utf-8').send(withBanner);
}
