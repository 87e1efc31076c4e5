const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * Delay before the next attempt after `failedAttempts` failures: 30 s, 1 min, 2 min, … capped
 * at one hour. Messages are never dropped; an hour apart is gentle on a broken mail server and
 * still delivers within the hour once it is fixed.
 */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // Stop doubling before the number grows without bound.
  if (exponent >= 20) return MAX_RETRY_DELAY_MS;
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}
