/**
 * An absolute URL on the site: the configured origin (SITE_URL, by default `siteUrl` in
 * pages/site.json) plus a path. Canonical links, og:url, the sitemap and structured data all use
 * it, never the Host header of a request, which anyone can set. Non-ASCII characters in the
 * path are percent-encoded; an absolute URL is returned as it is.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return new URL(path).href;
  // Appended, not resolved: a request path like `//a:x` is a path here, never a host.
  return new URL(`${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`).href;
}
