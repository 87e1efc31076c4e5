import type { FastifyRequest } from 'fastify';

/**
 * Paths whose query strings may hold personal details: the staff inbox's searches and filters
 * (a patient's name or phone), the thank-you page's pass (a request's reference) and the
 * patient's manage link (its token opens the request).
 */
const PRIVATE_QUERY_PATHS = /^\/(?:staff|thank-you|requests\/manage)(?:[/?]|$)/;

/** The request's URL as the log may keep it: without the query string where that could be personal. */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1 || !PRIVATE_QUERY_PATHS.test(url)) return url;
  return `${url.slice(0, queryAt)}?…`;
}

/** Fastify's logger options: its usual request line, with `urlForLog` in place of the raw URL. */
export const loggerOptions = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: urlForLog(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
};
