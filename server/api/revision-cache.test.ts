import { describe, expect, it } from 'vitest';
import { createRevisionCache } from './revision-cache';

/**
 * What pages and API answers are served from while the database cannot be read: the value
 * already built, at once. A page view must not wait on (or fail with) a revision check.
 */
function cacheOver(readRevision: () => Promise<number>, onError?: (error: unknown) => void) {
  let clock = 0;
  const cache = createRevisionCache(readRevision, async (revision) => `built at revision ${revision}`, {
    revisionCheckIntervalMs: 1000,
    clockMs: () => clock,
    ...(onError ? { onError } : {}),
  });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('revision cache when the revision cannot be read', () => {
  it('serves the value it has when the check fails, and reports the error', async () => {
    const errors: unknown[] = [];
    let fail = false;
    const { cache, advance } = cacheOver(
      async () => {
        if (fail) throw new Error('disk I/O error');
        return 7;
      },
      (error) => errors.push(error),
    );
    expect(await cache.current()).toBe('built at revision 7');
    fail = true;
    advance(1000);
    expect(await cache.current()).toBe('built at revision 7');
    expect(errors).toEqual([new Error('disk I/O error')]);
  });

  it('serves the value it has when the check does not answer at once, and checks again later', async () => {
    const errors: unknown[] = [];
    let stalled = false;
    let revision = 2;
    const { cache, advance } = cacheOver(
      () => (stalled ? new Promise<number>(() => {}) : Promise.resolve(revision)),
      (error) => errors.push(error),
    );
    expect(await cache.current()).toBe('built at revision 2');
    stalled = true;
    advance(1000);
    expect(await cache.current()).toBe('built at revision 2');
    expect(errors).toHaveLength(1);
    stalled = false;
    revision = 3;
    advance(1000);
    expect(await cache.current()).toBe('built at revision 3');
  });

  it('without a value yet, the first caller gets the error', async () => {
    const { cache } = cacheOver(async () => {
      throw new Error('disk I/O error');
    });
    await expect(cache.current()).rejects.toThrow('disk I/O error');
  });
});
