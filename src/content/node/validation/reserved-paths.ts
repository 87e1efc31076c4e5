import type { PageDefinition } from '../../types';
import type { ContentError } from './content-error';

/**
 * Paths the server owns before any page: the API, and the staff inbox (which must never become
 * a content page, or it would appear in menus, link checks and the sitemap built from the pages).
 */
const RESERVED = ['/api', '/staff'];

export function checkReservedPaths(pages: Array<{ file: string; definition: PageDefinition }>): ContentError[] {
  return pages
    .filter(({ definition }) => RESERVED.some((prefix) => definition.path === prefix || definition.path.startsWith(`${prefix}/`)))
    .map(({ file, definition }) => ({
      file,
      pointer: '/path',
      message: `"${definition.path}" is reserved for the server (${RESERVED.join(' and ')} are not content pages); choose another path`,
    }));
}
