import { sql } from 'kysely';
import type { ClinicDatabase } from './open-database';

export interface RateLimitHit {
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** Epoch milliseconds: when the window ends. */
  resetAt: number;
}

/**
 * Counts one hit for `key` in ONE statement: a first hit, or a hit after the window ended, starts
 * a new window at 1; any other adds 1. The database applies the upsert atomically, so processes
 * sharing it count every hit once, however they interleave. (`insert … on conflict … do update …
 * returning`: SQLite 3.35+ and PostgreSQL alike. Both evaluate every `set` against the row as it
 * was, so `reset_at` below still sees the old window.)
 */
export async function countRateLimitHit(
  { kysely }: ClinicDatabase,
  { key, nowMs, windowMs }: { key: string; nowMs: number; windowMs: number },
): Promise<RateLimitHit> {
  const windowEnded = sql<boolean>`form_rate_limit.reset_at <= ${nowMs}`;
  const row = await kysely
    .insertInto('form_rate_limit')
    .values({ key, hits: 1, reset_at: nowMs + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${windowEnded} then 1 else form_rate_limit.hits + 1 end`,
        reset_at: sql<number>`case when ${windowEnded} then ${nowMs + windowMs} else form_rate_limit.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  // PostgreSQL returns a bigint as text.
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

/** Forgets windows that have ended (their next hit would start afresh anyway). */
export async function deleteEndedRateLimitWindows({ kysely }: ClinicDatabase, nowMs: number): Promise<number> {
  const result = await kysely.deleteFrom('form_rate_limit').where('reset_at', '<=', nowMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The hits counted for `key` in its current window (0 when it has none, or it ended), without counting one. */
export async function readRateLimitHits({ kysely }: ClinicDatabase, { key, nowMs }: { key: string; nowMs: number }): Promise<RateLimitHit | undefined> {
  const row = await kysely.selectFrom('form_rate_limit').select(['hits', 'reset_at']).where('key', '=', key).where('reset_at', '>', nowMs).executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : undefined;
}
