import type { Redirect } from './types';

/** Does a page path pattern ('/blogs/:slug') match a concrete path? Trailing slashes are ignored. */
export function matchesPagePath(pattern: string, path: string): boolean {
  const want = splitPath(pattern);
  const have = splitPath(path);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') ? have[i].length > 0 : segment === have[i]);
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Strips a trailing slash (but keeps '/'), the form routes are compared in. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A redirect 'from' ending in '*' matches any path starting with the text before the star. */
export function redirectMatches(from: string, path: string): boolean {
  const normalised = normalisePath(path);
  if (from.endsWith('*')) {
    const prefix = from.slice(0, -1);
    return normalised.startsWith(prefix) && normalised.length > prefix.length;
  }
  return normalised === normalisePath(from);
}

export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  return redirects.find((r) => redirectMatches(r.from, path));
}
