import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { ClinicDatabase } from '../db/open-database';
import { countRateLimitHit } from '../db/rate-limit-repository';

/**
 * How many form submissions (enquiries and appointment requests together) one address may send
 * in a window. Every stored request becomes an e-mail to the clinic, so a script posting in a
 * loop would bury the inbox; a patient sends one or two. The allowance is generous because
 * many Indian mobile users share one public address behind their carrier's NAT.
 */
export interface FormRateLimit {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_FORM_RATE_LIMIT: FormRateLimit = { max: 20, timeWindowMs: 10 * 60_000 };

/** FORM_RATE_LIMIT_MAX (per 10 minutes; `0` turns the limit off). */
export function readFormRateLimit(env: NodeJS.ProcessEnv = process.env): FormRateLimit | false {
  const text = env.FORM_RATE_LIMIT_MAX?.trim();
  if (!text) return DEFAULT_FORM_RATE_LIMIT;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 0) return DEFAULT_FORM_RATE_LIMIT;
  return max === 0 ? false : { ...DEFAULT_FORM_RATE_LIMIT, max };
}

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/**
 * The limiter's counts, kept in the database (form_rate_limit) so that every server process
 * sharing it draws on one allowance per address: 30 posts spread over two instances are refused
 * from the 21st whichever instance answers. One atomic upsert per post (rate-limit-repository.ts).
 *
 * When the database cannot count (down, locked, timing out), the post is let through rather than
 * refused: the limiter must not turn the database's trouble into an answer of its own, and the
 * post itself then needs the same database, so it is answered 503 with Retry-After by the route
 * (nothing is stored without the limit having been counted, unless the database recovered in
 * between). The failure is logged.
 */
function databaseRateLimitStore(db: ClinicDatabase, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      countRateLimitHit(db, { key, nowMs: now, windowMs: timeWindow }).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (error: unknown) => {
          log.warn({ err: error }, 'the form rate limit could not be counted: the post is let through to the database');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    // One table for every route: the key is the address alone, so both forms share the allowance.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * Registers the limiter in the API's scope (it applies only to routes that ask for it) and
 * returns the route options that ask for it. Over the limit: 429 `{ message }` with Retry-After,
 * answered before the body is read.
 */
export async function registerFormRateLimit(
  api: FastifyInstance,
  limit: FormRateLimit | false,
  { db }: { db: ClinicDatabase },
): Promise<RouteShorthandOptions> {
  if (!limit) return {};
  await api.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, api.log),
    // A store error (the database) lets the post through: see databaseRateLimitStore.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from your network: please try again in ${minutes(context.ttl)}, or call the clinic.`,
    }),
  });
  // One limiter shared by both routes, so both forms draw on one allowance.
  return { onRequest: api.rateLimit({ max: limit.max, timeWindow: limit.timeWindowMs }) };
}
