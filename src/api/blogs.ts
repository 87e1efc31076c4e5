import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, blogBySlugPath, type Blog, type BlogCategory, type BlogTag } from '../contract/api-contract';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { useLoggedFailure } from './log-failure';
import { retryUnlessClientError } from './retry-policy';

export type { Blog, BlogCategory, BlogTag };

/** A blog as the list shows it: everything but the article's body. */
export type BlogSummary = Omit<Blog, 'description'>;

interface BlogListResponse {
  blogs: Blog[];
  resent_blogs: Blog[];
}

/**
 * The spec's list call (all blogs, or one category's). Bodies are dropped as soon as they arrive:
 * the list never shows them, so neither the cache nor the page's embedded state carries them.
 */
async function fetchBlogList(api: ApiClient, categoryId?: number): Promise<BlogSummary[]> {
  const data = await api.post<BlogListResponse>(apiPaths.allBlogs, categoryId === undefined ? {} : { blogCategoryId: categoryId });
  return data.blogs.map(({ description: _body, ...summary }) => summary);
}

export function blogListQuery(api: ApiClient, categoryId?: number) {
  return queryOptions({ queryKey: ['blogs', 'list', categoryId ?? 'all'], queryFn: () => fetchBlogList(api, categoryId) });
}

export function blogCategoriesQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['blog-categories'], queryFn: () => api.get<BlogCategory[]>(apiPaths.blogCategories) });
}

export function blogTagsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['blog-tags'], queryFn: () => api.get<BlogTag[]>(apiPaths.blogTags) });
}

/** One article by its slug; a 404 is an answer (the page becomes the 404 page), not worth a retry. */
export function blogBySlugQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['blogs', 'by-slug', slug],
    queryFn: () => api.get<Blog>(blogBySlugPath(slug)),
    retry: retryUnlessClientError,
  });
}

/**
 * Blogs of a category (all when undefined), not fetched until `enabled`; a failed load is logged
 * and shows as an empty list.
 */
export function useBlogList(categoryId: number | undefined, enabled = true) {
  const query = useQuery({ ...blogListQuery(useApi(), categoryId), enabled });
  useLoggedFailure('blogs', query.error);
  return { blogs: query.data ?? [], isLoading: query.isPending && !query.error };
}

export function useBlogCategories() {
  const query = useQuery(blogCategoriesQuery(useApi()));
  useLoggedFailure('blog categories', query.error);
  return { categories: query.data ?? [], isLoading: query.isPending && !query.error };
}

export function useBlogTags() {
  const query = useQuery(blogTagsQuery(useApi()));
  useLoggedFailure('blog tags', query.error);
  return { tags: query.data ?? [], isLoading: query.isPending && !query.error };
}

export function useBlogBySlug(slug: string) {
  const query = useQuery(blogBySlugQuery(useApi(), slug));
  useLoggedFailure(`the blog "${slug}"`, query.error);
  return { blog: query.data, isLoading: query.isPending && !query.error };
}
