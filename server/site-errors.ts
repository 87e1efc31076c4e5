import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { replyIfDatabaseUnavailable } from './database-unavailable';
import { SITE_BODY_LIMIT_BYTES } from './fastify-options';

/**
 * Errors raised outside the API (which has its own handler) and outside page rendering (which
 * answers its own failures with an HTML page): a body on a request that should not have one,
 * a static file that fails to stream… Answered in the site's error shape, `{ "message" }`,
 * never Fastify's default `{ statusCode, error, message }`; a database that cannot be used is a
 * 503 (database-unavailable.ts); a fault of ours is logged and says nothing about itself.
 */
export function handleSiteError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({ message: `Request body is too large (the limit is ${SITE_BODY_LIMIT_BYTES} bytes)` });
  }
  if (statusCode >= 400 && statusCode < 500) return reply.code(statusCode).send({ message: error.message || 'Bad request' });
  const unavailable = replyIfDatabaseUnavailable(error, request, reply);
  if (unavailable) return unavailable;
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal server error' });
}
