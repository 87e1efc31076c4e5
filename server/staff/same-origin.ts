import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request was made by a page of this site, which is what stops another
 * site from making a signed-in browser post to the staff side (cross-site request forgery).
 *
 * Browsers send `Sec-Fetch-Site` with every request (Chrome 76+, Firefox 90+, Safari 16.4+): only
 * `same-origin` passes. Older browsers send `Origin` with every POST: it must be exactly this
 * site's origin, scheme, host and port (the Host header, or X-Forwarded-Host and -Proto when the
 * proxy is trusted). Comparing the host alone would let `https://host` pass for `http://host`, and
 * a parser that drops user-info would let `http://evil@host` pass; a browser never sends either
 * for this site. A request with neither header is refused; the SameSite=Strict session cookie is a
 * second, independent guard.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    // Through URL, so a default port (`:80` for http, `:443` for https) compares equal to none.
    const site = new URL(`${request.protocol}://${request.host}`);
    if (site.username || site.password || site.pathname !== '/') return false;
    const from = new URL(origin);
    // An origin is scheme, host and port, nothing more: anything else in the header is refused.
    const bare = !from.username && !from.password && from.pathname === '/' && !from.search && !from.hash && !origin.endsWith('/');
    return bare && from.origin === site.origin;
  } catch {
    return false;
  }
}

export const CROSS_ORIGIN_MESSAGE = 'This request did not come from the staff pages of this site, so it was refused.';
