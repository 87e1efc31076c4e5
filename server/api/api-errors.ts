import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { replyIfDatabaseUnavailable } from '../database-unavailable';

/** Every API error answers `{ message }`, plus `fields` (field name → message) on validation errors. */
export function sendApiError(reply: FastifyReply, statusCode: number, message: string, fields?: Record<string, string>): FastifyReply {
  return reply.code(statusCode).send(fields ? { message, fields } : { message });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return sendApiError(reply, 404, `No API endpoint ${request.method} ${path}`);
}

/**
 * Turns Fastify's errors for bad requests (body too large, wrong content type, broken JSON…)
 * into their 4xx with a plain message; a database that cannot be used into a 503 (see
 * database-unavailable.ts); anything else is a fault of ours: logged in full, and answered with a
 * 500 that reveals nothing.
 */
export function createApiErrorHandler({ bodyLimitBytes }: { bodyLimitBytes: number }) {
  return function handleApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendApiError(reply, 413, `Request body is too large (the limit is ${bodyLimitBytes} bytes)`);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendApiError(reply, 415, 'Unsupported content type: send a JSON body with Content-Type: application/json');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendApiError(reply, 400, 'The request body is not valid JSON');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendApiError(reply, 400, 'The request body is empty: send a JSON object');
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendApiError(reply, statusCode, error.message || 'Bad request');
    }
    const unavailable = replyIfDatabaseUnavailable(error, request, reply);
    if (unavailable) return unavailable;
    request.log.error({ err: error }, 'API request failed');
    return sendApiError(reply, 500, 'Internal server error');
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page (here: the 404 page) for a GET that never reached a route; set by the SSR routes. */
    pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/**
 * Errors Fastify raises before routing, e.g. a URL with a broken %-escape (`/api/v1/get-images/%`).
 * No hook has run, so the security headers are copied in here. API clients get the usual
 * `{ message }`; a browser asking for a page gets the 404 page; anything else a 400 `{ message }`.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL (check its %-escapes)' : 'The request is not valid';
  if (request.server.securityHeaders) reply.headers(request.server.securityHeaders);
  if (request.raw.url?.startsWith('/api/')) return sendApiError(reply, 400, message);
  const renderPage = request.server.pageFallback;
  if (renderPage && (request.method === 'GET' || request.method === 'HEAD')) return renderPage(request, reply);
  return sendApiError(reply, 400, message);
}
