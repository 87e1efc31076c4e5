import { NOT_FOUND_PATH, type ContentIndex, type PageSummary } from '../content/content-index';
import { findRedirect, matchPagePath, normalisePath } from '../content/route-matching';

export type RouteResolution =
  { kind: 'page'; page: PageSummary; status: 200 | 404; params: Record<string, string> } | { kind: 'redirect'; to: string; status: 301 | 302 };

/**
 * What a path shows: a page, the 404 page, or a redirect. The server answers with this status,
 * and the browser's router makes the same decision, so both agree.
 * `fromForm` says the request carries a valid pass from a form submission (the thank-you
 * page's signed token, see src/forms/thank-you-pass.ts): without it, form-only pages send the
 * visitor home.
 */
export function resolveRoute(index: ContentIndex, pathname: string, fromForm = false): RouteResolution {
  const path = normalisePath(pathname);
  for (const page of index.pages) {
    if (page.path === NOT_FOUND_PATH) continue;
    const params = matchPagePath(page.path, path);
    if (!params) continue;
    if (page.access === 'form-redirect' && !fromForm) return { kind: 'redirect', to: '/', status: 302 };
    return { kind: 'page', page, status: 200, params };
  }
  const redirect = findRedirect(index.redirects, path);
  if (redirect) return { kind: 'redirect', to: redirect.to, status: 301 };
  return { kind: 'page', page: notFoundPage(index), status: 404, params: {} };
}

/** The path names a page shown only with a form's pass (the thank-you page): without one it redirects, with one it shows. */
export function isFormPassPage(index: ContentIndex, pathname: string): boolean {
  return resolveRoute(index, pathname, false).kind === 'redirect' && resolveRoute(index, pathname, true).kind === 'page';
}

export function notFoundPage(index: ContentIndex): PageSummary {
  const page = index.pages.find((p) => p.path === NOT_FOUND_PATH);
  if (!page) throw new Error('The content has no 404 page (path "*")');
  return page;
}
