import { absoluteUrl } from '../../src/seo/absolute-url';

/**
 * robots.txt: every crawler may fetch everything (pages, scripts, styles and images: search
 * engines render pages with their scripts and styles, so blocking those would hurt), and the
 * sitemap's absolute address. Pages kept out of the index say so themselves (robots meta tag,
 * X-Robots-Tag): a crawler must be allowed to fetch them to read it.
 */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
