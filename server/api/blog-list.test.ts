import { describe, expect, it } from 'vitest';
import type { Blog } from '../../src/contract/api-contract';
import type { Language } from '../../src/i18n/languages';
import { selectBlogPage } from './blog-list';
import { DEFAULT_BLOG_LIST_REQUEST, parseBlogListRequest } from './blog-list-request';

const blog = (id: number, language: Language, categoryId = 1) =>
  ({ id, slug: `article-${id}`, title: `Article ${id}`, language, blogCategory: { id: categoryId, categoryName: 'Care' } }) as Blog;
// Newest first.
const BLOGS = [blog(6, 'hi'), blog(5, 'en'), blog(4, 'gu', 2), blog(3, 'en', 2), blog(2, 'gu'), blog(1, 'en')];
const ids = (blogs: readonly Blog[]) => blogs.map((entry) => entry.id);

describe('the blog list by language', () => {
  it('without a language: every article, newest first, as the spec lists them', () => {
    expect(ids(selectBlogPage(BLOGS, DEFAULT_BLOG_LIST_REQUEST).blogs)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('with one: its articles first, then the English ones, other languages left out; category, page and total on that list', () => {
    const gu = parseBlogListRequest({ language: 'gu' });
    expect(gu.ok && selectBlogPage(BLOGS, gu.value)).toEqual({ blogs: [BLOGS[2], BLOGS[4], BLOGS[1], BLOGS[3], BLOGS[5]], total: 5 });
    const page = parseBlogListRequest({ language: 'hi', blogCategoryId: 1, limit: 2, page: 2 });
    expect(page.ok && ids(selectBlogPage(BLOGS, page.value).blogs)).toEqual([1]);
    const english = parseBlogListRequest({ language: 'en' });
    expect(english.ok && ids(selectBlogPage(BLOGS, english.value).blogs)).toEqual([5, 3, 1]);
  });

  it("refuses a language that is none of the site's", () => {
    for (const language of ['fr', 'GU', 1, true])
      expect(parseBlogListRequest({ language })).toEqual({ ok: false, message: '"language" must be one of en, gu, hi' });
    expect(parseBlogListRequest({ language: null })).toEqual({ ok: true, value: DEFAULT_BLOG_LIST_REQUEST });
  });
});
