import type { ClinicDatabase } from '../db/open-database';
import { countRateLimitHit, readRateLimitHits } from '../db/rate-limit-repository';

/**
 * Links that open nothing, per address: a token has 128 bits, so guessing one is hopeless, but
 * a script trying could still load the database. Over the limit, every link from that address
 * is refused (a good one too, or a lucky guess would still get through) until the window ends.
 * Counted in the database's shared table (as the form limit is, under its own key prefix), so
 * every instance applies one limit. A burst of simultaneous misses can pass the limit by as many
 * as arrive together: the limit bounds a flood, it is not a lock.
 */
export interface ManageLinkLimit {
  misses: number;
  windowMs: number;
}

export const DEFAULT_MANAGE_LINK_LIMIT: ManageLinkLimit = { misses: 10, windowMs: 15 * 60_000 };

const keyOf = (address: string) => `manage-link-miss:${address}`;

/** Milliseconds until the address may try again, or 0 when it may now. */
export async function manageLinkWait(db: ClinicDatabase, limit: ManageLinkLimit, address: string, nowMs: number): Promise<number> {
  const counted = await readRateLimitHits(db, { key: keyOf(address), nowMs });
  return counted && counted.hits >= limit.misses ? counted.resetAt - nowMs : 0;
}

export async function countManageLinkMiss(db: ClinicDatabase, limit: ManageLinkLimit, address: string, nowMs: number): Promise<void> {
  await countRateLimitHit(db, { key: keyOf(address), nowMs, windowMs: limit.windowMs });
}
