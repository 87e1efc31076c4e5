import type { ContentRepository } from '../db/content-repository';
import type { Blog } from '../../src/contract/api-contract';
import { RECENT_BLOGS_COUNT, selectBlogPage } from './blog-list';
import { DEFAULT_BLOG_LIST_REQUEST, type BlogListRequest } from './blog-list-request';
import type { CompressionEffort } from './content-encoding';
import { PreparedJson } from './prepared-json';
import { withResponsiveSources } from './responsive-images';

/**
 * Every read response, serialised once per content revision. Published content changes a few
 * times a year and is read on every page view, so the read endpoints send prepared bytes
 * instead of querying and serialising per request.
 */
export interface ContentSnapshot {
  readonly revision: number;
  readonly slides: PreparedJson;
  readonly testimonials: PreparedJson;
  readonly blogCategories: PreparedJson;
  readonly blogTags: PreparedJson;
  readonly galleryCategories: PreparedJson;
  readonly gallery: PreparedJson;
  /** Keyed by gallery category id; a category without items maps to an empty list. */
  readonly galleryByCategory: ReadonlyMap<number, PreparedJson>;
  /** Keyed by slug: the answer to GET /blogs/get-blog-by-slug/:slug (`{ data: blog }`). */
  readonly blogBySlug: ReadonlyMap<string, PreparedJson>;
  /** The answer to POST /blogs/get-all-blogs for a request (built once, then remembered). */
  blogList(request: BlogListRequest): PreparedJson;
}

function dataResponse(data: unknown): PreparedJson {
  return PreparedJson.of({ data }, 'thorough');
}

// Distinct blog-list requests remembered per snapshot. Clients can vary the search text at
// will, so the memory is bounded; the site itself sends a handful of distinct requests.
const BLOG_LIST_MEMO_SIZE = 256;

function blogListKey(request: BlogListRequest): string {
  return JSON.stringify([request.blogCategoryId ?? null, request.search.toLowerCase(), request.page, request.limit, request.language ?? null]);
}

function blogListResponder(newestFirst: readonly Blog[]) {
  const blogJsonById = new Map(newestFirst.map((blog) => [blog.id, JSON.stringify(blog)]));
  const recentJson = `[${newestFirst
    .slice(0, RECENT_BLOGS_COUNT)
    .map((blog) => blogJsonById.get(blog.id))
    .join(',')}]`;
  const memo = new Map<string, PreparedJson>();

  function build(request: BlogListRequest, effort: CompressionEffort): PreparedJson {
    const { blogs, total } = selectBlogPage(newestFirst, request);
    // Assembled from the blogs' prepared JSON: the same bytes JSON.stringify would give.
    return new PreparedJson(
      `{"data":{"blogs":[${blogs.map((blog) => blogJsonById.get(blog.id)).join(',')}],` +
        `"resent_blogs":${recentJson},"total":${total},"page":${request.page},"limit":${request.limit}}}`,
      effort,
    );
  }
  // The site's own request (no filters) is one of the fixed responses.
  const defaultKey = blogListKey(DEFAULT_BLOG_LIST_REQUEST);
  memo.set(defaultKey, build(DEFAULT_BLOG_LIST_REQUEST, 'thorough'));

  return (request: BlogListRequest): PreparedJson => {
    const key = blogListKey(request);
    let response = memo.get(key);
    if (!response) {
      response = build(request, 'quick');
      // Oldest first out (Map keeps insertion order), sparing the site's own request.
      if (memo.size >= BLOG_LIST_MEMO_SIZE) {
        for (const oldest of memo.keys()) {
          if (oldest === defaultKey) continue;
          memo.delete(oldest);
          break;
        }
      }
      memo.set(key, response);
    }
    return response;
  };
}

/**
 * Reads every list once. With `mediaDir`, each slide lists the smaller copies of its image found
 * there (responsive-images.ts), so the hero can offer a phone a phone-sized image.
 */
export async function buildContentSnapshot(
  content: ContentRepository,
  revision: number,
  mediaDir?: string,
  mediaLibraryDir?: string,
): Promise<ContentSnapshot> {
  const [slides, testimonials, blogCategories, blogTags, blogs, galleryCategories, gallery] = await Promise.all([
    content.listSlides(),
    content.listTestimonials(),
    content.listBlogCategories(),
    content.listBlogTags(),
    content.listBlogs(),
    content.listGalleryCategories(),
    content.listGalleryItems(),
  ]);
  const blogList = blogListResponder(blogs);
  return {
    revision,
    slides: dataResponse(mediaDir ? await withResponsiveSources(mediaDir, slides, mediaLibraryDir) : slides),
    testimonials: dataResponse(testimonials),
    blogCategories: dataResponse(blogCategories),
    blogTags: dataResponse(blogTags),
    galleryCategories: dataResponse(galleryCategories),
    gallery: dataResponse(gallery),
    galleryByCategory: new Map(galleryCategories.map((category) => [category.id, dataResponse(gallery.filter((item) => item.categoryId === category.id))])),
    blogList,
    blogBySlug: new Map(blogs.map((blog) => [blog.slug, dataResponse(blog)])),
  };
}
