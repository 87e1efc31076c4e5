import type { SiteDefinition } from '../content/types';
import type { SectionHead } from '../renderer/section-manifest';
import { articlePath } from '../i18n/articles-for-language';
import { articlePreviewImagePath, PREVIEW_IMAGE_SIZE } from './preview-image';
import { blogArticleStructuredData, type BlogArticle } from './structured-data';
import { seoWords } from '../i18n/section-words/seo';

/**
 * The head of a blog article's page: its meta title and description, its own address (under its
 * language's prefix) as the canonical URL, its image as the link preview (served as a 1200x630 PNG, see
 * server/seo/article-preview-image.ts), its dates for Open Graph, and its structured data.
 * The blog detail section's manifest returns this from `head` once the article is prefetched;
 * `words` names its breadcrumbs in the page's language.
 */
export function blogArticleHead(
  site: SiteDefinition,
  blog: BlogArticle & { metaTitle: string },
  words: Pick<typeof seoWords, 'home' | 'blogs'> = seoWords,
): SectionHead {
  return {
    // An article without its own meta title or description falls back to its title and the page's description.
    title: blog.metaTitle.trim() || blog.title,
    ...(blog.metaDescription.trim() ? { description: blog.metaDescription } : {}),
    canonicalPath: articlePath(blog),
    image: { url: articlePreviewImagePath(blog.slug), ...PREVIEW_IMAGE_SIZE, alt: blog.title },
    article: {
      publishedTime: blog.createdAt,
      modifiedTime: blog.updatedAt ?? blog.createdAt,
      section: blog.blogCategory.categoryName,
      tags: blog.tags,
    },
    jsonLd: blogArticleStructuredData(site, blog, words),
  };
}
