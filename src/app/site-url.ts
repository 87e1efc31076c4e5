import type { ContentIndex } from '../content/content-index';
import { jsonForScript } from './json-for-script';

/*
 * The site's origin is built into the bundle from pages/site.json (`siteUrl`), but a deployment
 * sets its own with SITE_URL, read by the server at run time. The server renders with it and
 * writes it into the page as inert JSON; the browser reads it back before hydrating, so head tags
 * updated on client navigations name the same origin as the server's.
 */

const ELEMENT_ID = 'site-url';

/** The content index with the deployment's origin in place of the built-in one. */
export function withSiteUrl(index: ContentIndex, siteUrl: string | undefined): ContentIndex {
  if (!siteUrl || siteUrl === index.site.siteUrl) return index;
  return { ...index, site: { ...index.site, siteUrl } };
}

/** The element carrying the origin, for the server's HTML head. */
export function siteUrlElement(siteUrl: string): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${jsonForScript(siteUrl)}</script>`;
}

/** The origin the server rendered with, if its page says. */
export function readSiteUrl(document: Document): string | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
