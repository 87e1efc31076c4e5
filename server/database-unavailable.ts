import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseBusy, isDatabaseUnavailable } from './db/database-errors';

/**
 * What a request is told when the database cannot do what it asks (another connection holds the
 * lock, the file is read-only, the disk is full, the server is down…), wherever the error is
 * thrown: 503 with Retry-After and a message the visitor can act on, never a 500. The log keeps
 * the real error.
 */
const DATABASE_UNAVAILABLE_MESSAGE = 'The clinic’s records cannot be updated just now, so nothing was saved. Please try again in a minute, or call the clinic.';

/** A lock is usually gone within seconds; a read-only or failing file needs someone to fix it. */
const RETRY_AFTER_BUSY_SECONDS = 5;
const RETRY_AFTER_FAULT_SECONDS = 60;

/**
 * When the error is the database's: logs it, sets the 503's Retry-After and no-store on the reply,
 * and returns true; the caller sends the body in its own shape (JSON, a page). Otherwise false.
 */
export function prepareDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  request.log.error({ err: error }, 'the database could not be used');
  const retryAfter = isDatabaseBusy(error) ? RETRY_AFTER_BUSY_SECONDS : RETRY_AFTER_FAULT_SECONDS;
  reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
  return true;
}

/** Answers the request `{ message }` if the error is the database's; otherwise leaves it to the caller. */
export function replyIfDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (!prepareDatabaseUnavailable(error, request, reply)) return undefined;
  return reply.send({ message: DATABASE_UNAVAILABLE_MESSAGE });
}
