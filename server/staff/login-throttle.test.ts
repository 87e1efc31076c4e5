import { describe, expect, it } from 'vitest';
import { deleteExpiredLoginFailures } from '../db/login-throttle-repository';
import { useDatabaseOpenedTwice } from '../db/testing/database-opened-twice';
import { createLoginThrottle, throttleMessage, type LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

const twice = useDatabaseOpenedTwice();

describe('login throttle', () => {
  const options = { maxPerAddress: 4, maxPerUsername: 2, windowMs: 15 * MINUTE };
  /** An attempt whose password turned out wrong: let through and never settled otherwise. */
  const fail = async (throttle: LoginThrottle, address: string, username: string, nowMs: number) =>
    expect(await throttle.attempt(address, username, nowMs)).toMatchObject({ allowed: true });
  const verdictOf = async (throttle: LoginThrottle, address: string, username: string, nowMs: number) => {
    const verdict = await throttle.attempt(address, username, nowMs);
    // Only the verdict is of interest: an allowed probe is taken back, so it changes nothing.
    if (verdict.allowed) await verdict.withdrawn();
    return verdict.allowed ? { allowed: true } : verdict;
  };

  it('pauses a username after its failures, from any address, until the window passes', async () => {
    const throttle = createLoginThrottle(twice.db, options);
    await fail(throttle, '1.1.1.1', 'asha', 0);
    expect(await verdictOf(throttle, '2.2.2.2', 'asha', MINUTE)).toEqual({ allowed: true });
    await fail(throttle, '2.2.2.2', 'asha', MINUTE);
    expect(await verdictOf(throttle, '3.3.3.3', 'asha', 2 * MINUTE)).toEqual({ allowed: false, scope: 'username', retryAfterMs: 13 * MINUTE });
    expect(await verdictOf(throttle, '3.3.3.3', 'ravi', 2 * MINUTE)).toEqual({ allowed: true });
    // The first failure leaves the window at 15 minutes: one more try is allowed.
    expect(await verdictOf(throttle, '3.3.3.3', 'asha', 15 * MINUTE + 1)).toEqual({ allowed: true });
  });

  it('pauses an address after its failures, whatever the username', async () => {
    const throttle = createLoginThrottle(twice.db, options);
    for (let i = 0; i < 4; i++) await fail(throttle, '9.9.9.9', `user${i}`, i * 1000);
    expect(await verdictOf(throttle, '9.9.9.9', 'someone-else', 5000)).toMatchObject({ allowed: false, scope: 'address' });
    expect(await verdictOf(throttle, '8.8.8.8', 'someone-else', 5000)).toEqual({ allowed: true });
  });

  it('counts attempts still being checked: a burst gets no more through than the limit', async () => {
    const throttle = createLoginThrottle(twice.db, options);
    // Nothing settled yet, as when every guess of a burst arrives while the first hashes run.
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => throttle.attempt('1.1.1.1', 'asha', 0)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
  });

  it('counts a burst spread over two processes as one: no more through than the limit', async () => {
    const throttles = [createLoginThrottle(twice.db, options), createLoginThrottle(twice.other, options)];
    const verdicts = await Promise.all(Array.from({ length: 10 }, (_, i) => throttles[i % 2].attempt(`10.0.0.${i}`, 'asha', 0)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
  });

  it('is one limit for every process sharing the database', async () => {
    const first = createLoginThrottle(twice.db, options);
    const second = createLoginThrottle(twice.other, options);
    await fail(first, '1.1.1.1', 'asha', 0);
    await fail(second, '2.2.2.2', 'asha', 1);
    expect(await verdictOf(first, '3.3.3.3', 'asha', 2)).toMatchObject({ allowed: false, scope: 'username' });
    expect(await verdictOf(second, '3.3.3.3', 'asha', 2)).toMatchObject({ allowed: false, scope: 'username' });
  });

  it('clears a username after a successful sign-in, and takes the attempt back from the address', async () => {
    const throttle = createLoginThrottle(twice.db, { ...options, maxPerAddress: 2 });
    await fail(throttle, '1.1.1.1', 'asha', 0);
    const right = await throttle.attempt('1.1.1.1', 'asha', 1);
    if (!right.allowed) throw new Error('refused');
    await right.succeeded();
    await fail(throttle, '5.5.5.5', 'asha', 1);
    expect(await verdictOf(throttle, '6.6.6.6', 'asha', 2)).toEqual({ allowed: true });
    await fail(throttle, '1.1.1.1', 'ravi', 3);
    expect(await verdictOf(throttle, '1.1.1.1', 'asha', 4)).toMatchObject({ allowed: false, scope: 'address' });
  });

  it('does not count an attempt withdrawn before its password was checked', async () => {
    const throttle = createLoginThrottle(twice.db, options);
    for (let i = 0; i < 5; i++) {
      const verdict = await throttle.attempt('1.1.1.1', 'asha', i);
      if (!verdict.allowed) throw new Error('refused');
      await verdict.withdrawn();
    }
    expect(await verdictOf(throttle, '1.1.1.1', 'asha', 10)).toEqual({ allowed: true });
  });

  it('forgets keys once their last failure has left the window', async () => {
    const throttle = createLoginThrottle(twice.db, options);
    await fail(throttle, '1.1.1.1', 'asha', 0);
    await fail(throttle, '2.2.2.2', 'ravi', 10 * MINUTE);
    const keys = () => twice.db.kysely.selectFrom('login_throttle').select('key').orderBy('key').execute();
    expect(await deleteExpiredLoginFailures(twice.db, 15 * MINUTE)).toBe(2);
    expect(await keys()).toEqual([{ key: 'address:2.2.2.2' }, { key: 'username:ravi' }]);
    expect(await verdictOf(throttle, '2.2.2.2', 'ravi', 15 * MINUTE)).toEqual({ allowed: true });
  });

  it('says plainly what happened and when to try again', () => {
    expect(throttleMessage({ allowed: false, scope: 'username', retryAfterMs: 61_000 })).toMatch(
      /^Too many failed sign-ins for this username\. Signing in is paused for 2 minutes;/,
    );
    expect(throttleMessage({ allowed: false, scope: 'address', retryAfterMs: 30_000 })).toBe(
      'Too many failed sign-ins from your network. Please try again in 1 minute.',
    );
  });
});
