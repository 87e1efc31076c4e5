import { NOT_FOUND_PATH } from '../content/content-index';

interface RoutedPage {
  path: string;
  access?: 'form-redirect';
}

/**
 * Whether search engines may index a page: not the 404 page, and not a page only reached right
 * after a form (`/thank-you`), whose direct address redirects home. The head's robots tag and the
 * sitemap both ask this, so the two never disagree.
 */
export function isIndexablePage(page: RoutedPage): boolean {
  return page.path !== NOT_FOUND_PATH && page.access !== 'form-redirect';
}

/** A path pattern with route parameters (`/blogs/:slug`) stands for many URLs, none of them itself. */
export function hasRouteParameters(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}
