import { describe, expect, it } from 'vitest';
import { createLoginThrottle, throttleMessage, type LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

describe('login throttle', () => {
  const options = { maxPerAddress: 4, maxPerUsername: 2, windowMs: 15 * MINUTE };
  /** An attempt whose password turned out wrong: let through and never settled otherwise. */
  const fail = (throttle: LoginThrottle, address: string, username: string, nowMs: number) =>
    expect(throttle.attempt(address, username, nowMs)).toMatchObject({ allowed: true });
  const verdictOf = (throttle: LoginThrottle, address: string, username: string, nowMs: number) => {
    const verdict = throttle.attempt(address, username, nowMs);
    // Only the verdict is of interest: an allowed probe is taken back, so it changes nothing.
    if (verdict.allowed) verdict.withdrawn();
    return verdict.allowed ? { allowed: true } : verdict;
  };

  it('pauses a username after its failures, from any address, until the window passes', () => {
    const throttle = createLoginThrottle(options);
    fail(throttle, '1.1.1.1', 'asha', 0);
    expect(verdictOf(throttle, '2.2.2.2', 'asha', MINUTE)).toEqual({ allowed: true });
    fail(throttle, '2.2.2.2', 'asha', MINUTE);
    expect(verdictOf(throttle, '3.3.3.3', 'asha', 2 * MINUTE)).toEqual({ allowed: false, scope: 'username', retryAfterMs: 13 * MINUTE });
    expect(verdictOf(throttle, '3.3.3.3', 'ravi', 2 * MINUTE)).toEqual({ allowed: true });
    // The first failure leaves the window at 15 minutes: one more try is allowed.
    expect(verdictOf(throttle, '3.3.3.3', 'asha', 15 * MINUTE + 1)).toEqual({ allowed: true });
  });

  it('pauses an address after its failures, whatever the username', () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 4; i++) fail(throttle, '9.9.9.9', `user${i}`, i * 1000);
    expect(verdictOf(throttle, '9.9.9.9', 'someone-else', 5000)).toMatchObject({ allowed: false, scope: 'address' });
    expect(verdictOf(throttle, '8.8.8.8', 'someone-else', 5000)).toEqual({ allowed: true });
  });

  it('counts attempts still being checked: a burst gets no more through than the limit', () => {
    const throttle = createLoginThrottle(options);
    // Nothing settled yet, as when every guess of a burst arrives while the first hashes run.
    const verdicts = Array.from({ length: 10 }, () => throttle.attempt('1.1.1.1', 'asha', 0));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
  });

  it('clears a username after a successful sign-in, and takes the attempt back from the address', () => {
    const throttle = createLoginThrottle({ ...options, maxPerAddress: 2 });
    fail(throttle, '1.1.1.1', 'asha', 0);
    const right = throttle.attempt('1.1.1.1', 'asha', 1);
    if (!right.allowed) throw new Error('refused');
    right.succeeded();
    fail(throttle, '5.5.5.5', 'asha', 1);
    expect(verdictOf(throttle, '6.6.6.6', 'asha', 2)).toEqual({ allowed: true });
    fail(throttle, '1.1.1.1', 'ravi', 3);
    expect(verdictOf(throttle, '1.1.1.1', 'asha', 4)).toMatchObject({ allowed: false, scope: 'address' });
  });

  it('does not count an attempt withdrawn before its password was checked', () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 5; i++) {
      const verdict = throttle.attempt('1.1.1.1', 'asha', i);
      if (!verdict.allowed) throw new Error('refused');
      verdict.withdrawn();
    }
    expect(verdictOf(throttle, '1.1.1.1', 'asha', 10)).toEqual({ allowed: true });
  });

  it('remembers a bounded number of keys, forgetting the stalest first', () => {
    const fresh = createLoginThrottle({ ...options, maxTrackedKeys: 3, maxPerAddress: 100 });
    for (const name of ['a', 'b', 'c', 'd']) {
      fail(fresh, `10.0.0.${name.charCodeAt(0)}`, name, 0);
      fail(fresh, `10.0.0.${name.charCodeAt(0)}`, name, 0);
    }
    expect(verdictOf(fresh, '10.9.9.9', 'a', 1)).toEqual({ allowed: true });
    expect(verdictOf(fresh, '10.9.9.9', 'd', 1)).toMatchObject({ allowed: false, scope: 'username' });
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
