import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  it('starts at 30 seconds and doubles, capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(1_000)).toBe(3_600_000);
  });
});
