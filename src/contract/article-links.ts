/**
 * Which links an article body may hold: a page of this site (a path from the root, not `//…`,
 * which would leave the site while looking relative), an anchor on the same page, or an address
 * with one of these schemes. The server's sanitiser drops any other link; the staff editor refuses
 * it before it is typed in, with the same rule.
 */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

export function isArticleLink(href: string): boolean {
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme !== undefined && (ARTICLE_LINK_SCHEMES as readonly string[]).includes(scheme) && !/\s/.test(href);
}
