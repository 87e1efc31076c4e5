/** The route of one blog article; its page is pages/blog-detail.json (`/blogs/:slug`). */
export const BLOG_ARTICLE_ROUTE = '/blogs/:slug';

/** The path of the article with this slug (the slug percent-encoded as one path segment). */
export function blogArticlePath(slug: string): string {
  return BLOG_ARTICLE_ROUTE.replace(':slug', encodeURIComponent(slug));
}

/** The blog list: the article route's parent. */
export const BLOG_LIST_PATH = BLOG_ARTICLE_ROUTE.slice(0, BLOG_ARTICLE_ROUTE.lastIndexOf('/'));
