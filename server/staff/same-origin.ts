import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request was made by a page of this site, which is what stops another
 * site from making a signed-in browser post to the staff side (cross-site request forgery).
 *
 * Browsers send `Sec-Fetch-Site` with every request (Chrome 76+, Firefox 90+, Safari 16.4+): only
 * `same-origin` passes. Older browsers send `Origin` with every POST: its host must be the host the
 * request was sent to (the Host header, or X-Forwarded-Host when the proxy is trusted). A request
 * with neither header is refused; the SameSite=Strict session cookie is a second, independent guard.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    const from = new URL(origin);
    // Through URL both sides, so a default port (`:80` for http, `:443` for https) compares equal to none.
    return new URL(`${from.protocol}//${request.host}`).host === from.host;
  } catch {
    return false;
  }
}

export const CROSS_ORIGIN_MESSAGE = 'This request did not come from the staff pages of this site, so it was refused.';
