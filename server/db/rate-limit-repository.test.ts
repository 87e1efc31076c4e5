import { describe, expect, it } from 'vitest';
import { countRateLimitHit, deleteEndedRateLimitWindows } from './rate-limit-repository';
import { useDatabaseOpenedTwice } from './testing/database-opened-twice';

const WINDOW_MS = 10 * 60_000;
const T0 = Date.parse('2026-05-10T09:00:00.000Z');

const twice = useDatabaseOpenedTwice();

describe('the form limit count', () => {
  it('counts every hit once, however two processes interleave', async () => {
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => countRateLimitHit(i % 2 ? twice.db : twice.other, { key: '203.0.113.7', nowMs: T0 + i, windowMs: WINDOW_MS })),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The window is the first hit's (whichever arrived first): later hits do not move it.
    const windows = new Set(hits.map((hit) => hit.resetAt));
    expect(windows.size).toBe(1);
    expect([...windows][0]).toBeGreaterThanOrEqual(T0 + WINDOW_MS);
    expect([...windows][0]).toBeLessThan(T0 + 30 + WINDOW_MS);
  });

  it('keeps each address apart, and starts a new window at 1 once the old one ended', async () => {
    await countRateLimitHit(twice.db, { key: 'a', nowMs: T0, windowMs: WINDOW_MS });
    expect(await countRateLimitHit(twice.db, { key: 'a', nowMs: T0 + 1, windowMs: WINDOW_MS })).toEqual({ hits: 2, resetAt: T0 + WINDOW_MS });
    expect(await countRateLimitHit(twice.other, { key: 'b', nowMs: T0 + 2, windowMs: WINDOW_MS })).toEqual({ hits: 1, resetAt: T0 + 2 + WINDOW_MS });
    expect(await countRateLimitHit(twice.other, { key: 'a', nowMs: T0 + WINDOW_MS, windowMs: WINDOW_MS })).toEqual({
      hits: 1,
      resetAt: T0 + 2 * WINDOW_MS,
    });
  });

  it('forgets windows that have ended', async () => {
    await countRateLimitHit(twice.db, { key: 'old', nowMs: T0, windowMs: WINDOW_MS });
    await countRateLimitHit(twice.db, { key: 'new', nowMs: T0 + 5 * 60_000, windowMs: WINDOW_MS });
    expect(await deleteEndedRateLimitWindows(twice.db, T0 + WINDOW_MS)).toBe(1);
    expect(await twice.db.kysely.selectFrom('form_rate_limit').select('key').execute()).toEqual([{ key: 'new' }]);
  });
});
