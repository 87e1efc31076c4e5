import type { Blog } from '../../api/blogs';
import { mediaUrl } from '../../contract/api-contract';
import type { SectionHead } from '../../renderer/section-manifest';

/** The article's own URL on this site. */
export function articlePath(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}

/**
 * The head tags of an article page: its meta title and description (the title and the page's own
 * description stand in when the blog has none), its canonical URL and its image as the link
 * preview. Structured data (`jsonLd`) belongs here too.
 */
export function articleHead(blog: Blog): SectionHead {
  return {
    title: blog.metaTitle.trim() || blog.title,
    ...(blog.metaDescription.trim() ? { description: blog.metaDescription } : {}),
    canonicalPath: articlePath(blog.slug),
    image: { url: mediaUrl(blog.image), width: blog.width, height: blog.height, alt: blog.title },
  };
}
