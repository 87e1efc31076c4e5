import { isLanguage, LANGUAGES, type Language } from '../../src/i18n/languages';

const BLOG_PAGE_SIZE_MAX = 50;
// The client loads "all blogs" and searches and finds slugs in that list, so
// without a limit it gets as many as one page allows.
const BLOG_PAGE_SIZE_DEFAULT = BLOG_PAGE_SIZE_MAX;
const SEARCH_MAX_LENGTH = 200;
const KNOWN_FIELDS = ['blogCategoryId', 'search', 'page', 'limit', 'language'];

export interface BlogListRequest {
  blogCategoryId?: number;
  /** Trimmed; empty means no search. */
  search: string;
  page: number;
  limit: number;
  /** The list a page in this language shows (articlesForLanguage): its articles first, then the English ones. None: every article. */
  language?: Language;
}

/** What the site sends: no filters, first page. */
export const DEFAULT_BLOG_LIST_REQUEST: Readonly<BlogListRequest> = Object.freeze({
  search: '',
  page: 1,
  limit: BLOG_PAGE_SIZE_DEFAULT,
});

export type BlogListRequestParse = { ok: true; value: BlogListRequest } | { ok: false; message: string };

function isWholeNumberInRange(value: unknown, min: number, max: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** Checks the body of POST /blogs/get-all-blogs; no body, `{}` and nulls mean "defaults". */
export function parseBlogListRequest(body: unknown): BlogListRequestParse {
  if (body === undefined || body === null) {
    return { ok: true, value: { ...DEFAULT_BLOG_LIST_REQUEST } };
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object' };
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !KNOWN_FIELDS.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((key) => `"${key}"`).join(', ')}; allowed fields are ${KNOWN_FIELDS.join(', ')}`,
    };
  }

  const { blogCategoryId, search, page, limit, language } = fields;
  if (blogCategoryId !== undefined && blogCategoryId !== null && !isWholeNumberInRange(blogCategoryId, 1, Number.MAX_SAFE_INTEGER)) {
    return { ok: false, message: '"blogCategoryId" must be a positive whole number' };
  }
  if (search !== undefined && search !== null && (typeof search !== 'string' || search.length > SEARCH_MAX_LENGTH)) {
    return { ok: false, message: `"search" must be text of at most ${SEARCH_MAX_LENGTH} characters` };
  }
  if (page !== undefined && page !== null && !isWholeNumberInRange(page, 1, Number.MAX_SAFE_INTEGER)) {
    return { ok: false, message: '"page" must be a whole number of at least 1' };
  }
  if (limit !== undefined && limit !== null && !isWholeNumberInRange(limit, 1, BLOG_PAGE_SIZE_MAX)) {
    return { ok: false, message: `"limit" must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}` };
  }
  if (language !== undefined && language !== null && !isLanguage(language)) {
    return { ok: false, message: `"language" must be one of ${LANGUAGES.join(', ')}` };
  }
  return {
    ok: true,
    value: {
      ...(typeof blogCategoryId === 'number' ? { blogCategoryId } : {}),
      ...(isLanguage(language) ? { language } : {}),
      search: typeof search === 'string' ? search.trim() : '',
      page: typeof page === 'number' ? page : 1,
      limit: typeof limit === 'number' ? limit : BLOG_PAGE_SIZE_DEFAULT,
    },
  };
}
