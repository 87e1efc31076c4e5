import type { Blog } from '../../src/contract/api-contract';
import { articlesForLanguage } from '../../src/i18n/articles-for-language';
import type { BlogListRequest } from './blog-list-request';

export const RECENT_BLOGS_COUNT = 3;

/**
 * One page of blogs for a request, from the full newest-first list: a language's list when it
 * names one (its articles first, then the English ones), filtered by category and
 * by a case-insensitive search in the title (in JavaScript, so it holds for any script, not
 * only the ASCII letters SQLite's LIKE folds).
 */
export function selectBlogPage(newestFirst: readonly Blog[], request: BlogListRequest): { blogs: Blog[]; total: number } {
  // toLowerCase, not toLocaleLowerCase: the result must not depend on the server's locale.
  const needle = request.search.toLowerCase();
  const listed = request.language ? articlesForLanguage(newestFirst, request.language) : newestFirst;
  const matching = listed.filter(
    (blog) =>
      (request.blogCategoryId === undefined || blog.blogCategory.id === request.blogCategoryId) && (needle === '' || blog.title.toLowerCase().includes(needle)),
  );
  const start = (request.page - 1) * request.limit;
  return { blogs: matching.slice(start, start + request.limit), total: matching.length };
}
