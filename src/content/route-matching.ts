import type { Redirect } from './types';

/** Does a page path pattern ('/blogs/:slug') match a concrete path? Trailing slashes are ignored. */
export function matchesPagePath(pattern: string, path: string): boolean {
  return matchPagePath(pattern, path) !== undefined;
}

/**
 * The route parameters of a path matched against a pattern (`/blogs/:slug` and `/blogs/x` give
 * `{ slug: 'x' }`), or undefined when it does not match. A parameter is one whole, non-empty
 * segment, decoded; a segment that does not decode does not match.
 */
export function matchPagePath(pattern: string, path: string): Record<string, string> | undefined {
  const want = splitPath(pattern);
  const have = splitPath(path);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      const value = safeDecode(have[i]);
      if (!value) return undefined;
      params[want[i].slice(1)] = value;
    } else if (want[i] !== have[i]) {
      return undefined;
    }
  }
  return params;
}

/** The %-decoded text, or undefined when it holds a broken escape or bytes that are not UTF-8. */
export function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
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
