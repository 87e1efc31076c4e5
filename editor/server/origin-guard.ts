import type { onRequestHookHandler } from 'fastify';

/**
 * The editor writes files on this machine, so it answers only its own pages: a request whose
 * Host is not the editor's loopback address is refused (a DNS-rebinding page names another host),
 * and so is one a browser says came from another site (Sec-Fetch-Site) or another origin (Origin),
 * which is how a page elsewhere would try to post to it. A typed address (Sec-Fetch-Site: none)
 * and tools that send neither header (curl) are let in: they are the maintainer. So are the
 * server's own calls to its API while rendering a page (Fastify's inject: no socket at all).
 */
/** What light-my-request (Fastify's inject) marks its requests with; no request from a socket has it. */
const IN_PROCESS = '_lightMyRequest';

export function sameOriginOnly(port: number): onRequestHookHandler {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return (request, reply, done) => {
    if (IN_PROCESS in request.raw) return done();
    const host = request.headers.host ?? '';
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const refusal = !hosts.has(host)
      ? `The editor answers only at http://127.0.0.1:${port}, not at ${host || 'an unnamed host'}.`
      : site !== undefined && site !== 'same-origin' && site !== 'none'
        ? 'The editor answers only its own pages, not requests from other sites.'
        : origin !== undefined && origin !== `http://${host}`
          ? `The editor answers only its own pages, not requests from ${origin}.`
          : undefined;
    if (refusal === undefined) return done();
    reply
      .code(403)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ message: refusal }));
  };
}
