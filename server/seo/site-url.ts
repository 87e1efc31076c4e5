/**
 * SITE_URL: the public origin of the site (`https://www.example-clinic.in`), the origin of every
 * canonical URL, og:url, sitemap entry and structured-data URL. Unset, `siteUrl` in
 * pages/site.json applies. Set it in production: the Host header of a request is never used,
 * because anyone can send any Host.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.SITE_URL?.trim();
  return value ? parseSiteUrl(value) : undefined;
}

/** An origin: http(s), a host, perhaps a port, nothing after it (a trailing slash is dropped). */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be the site's origin, such as https://www.example-clinic.in (got "${value}")`);
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be the site's origin alone, such as https://www.example-clinic.in, without a path, query or credentials (got "${value}")`);
  }
  return url.origin;
}
