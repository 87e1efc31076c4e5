import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseBusy, isDatabaseUnavailable } from './db/database-errors';

/**
 * What a request is told when the database cannot do what it asks (another connection holds the
 * lock, the file is read-only, the disk is full…), wherever the error is thrown: 503 with
 * Retry-After and a message the visitor can act on, never a 500. The log keeps the real error.
 */
const DATABASE_UNAVAILABLE_MESSAGE = 'The clinic’s records cannot be updated just now, so nothing was saved. Please try again in a minute, or call the clinic.';

/** A lock is usually gone within seconds; a read-only or failing file needs someone to fix it. */
const RETRY_AFTER_BUSY_SECONDS = 5;
const RETRY_AFTER_FAULT_SECONDS = 60;

/** Answers the request if the error is the database's; otherwise leaves it to the caller. */
export function replyIfDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  request.log.error({ err: error }, 'the database could not be used');
  const retryAfter = isDatabaseBusy(error) ? RETRY_AFTER_BUSY_SECONDS : RETRY_AFTER_FAULT_SECONDS;
  return reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
}
