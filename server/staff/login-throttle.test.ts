import { describe, expect, it } from 'vitest';
import { createLoginThrottle, throttleMessage } from './login-throttle';

const MINUTE = 60_000;

describe('login throttle', () => {
  const options = { maxPerAddress: 4, maxPerUsername: 2, windowMs: 15 * MINUTE };

  it('pauses a username after its failures, from any address, until the window passes', () => {
    const throttle = createLoginThrottle(options);
    throttle.recordFailure('1.1.1.1', 'asha', 0);
    expect(throttle.check('2.2.2.2', 'asha', MINUTE)).toEqual({ allowed: true });
    throttle.recordFailure('2.2.2.2', 'asha', MINUTE);
    expect(throttle.check('3.3.3.3', 'asha', 2 * MINUTE)).toEqual({ allowed: false, scope: 'username', retryAfterMs: 13 * MINUTE });
    expect(throttle.check('3.3.3.3', 'ravi', 2 * MINUTE)).toEqual({ allowed: true });
    // The first failure leaves the window at 15 minutes: one more try is allowed.
    expect(throttle.check('3.3.3.3', 'asha', 15 * MINUTE + 1)).toEqual({ allowed: true });
  });

  it('pauses an address after its failures, whatever the username', () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 4; i++) throttle.recordFailure('9.9.9.9', `user${i}`, i * 1000);
    expect(throttle.check('9.9.9.9', 'someone-else', 5000)).toMatchObject({ allowed: false, scope: 'address' });
    expect(throttle.check('8.8.8.8', 'someone-else', 5000)).toEqual({ allowed: true });
  });

  it('clears a username after a successful sign-in, not the address', () => {
    const throttle = createLoginThrottle({ ...options, maxPerAddress: 2 });
    throttle.recordFailure('1.1.1.1', 'asha', 0);
    throttle.recordSuccess('asha');
    throttle.recordFailure('5.5.5.5', 'asha', 1);
    expect(throttle.check('6.6.6.6', 'asha', 2)).toEqual({ allowed: true });
    throttle.recordFailure('1.1.1.1', 'ravi', 3);
    expect(throttle.check('1.1.1.1', 'asha', 4)).toMatchObject({ allowed: false, scope: 'address' });
  });

  it('remembers a bounded number of keys, forgetting the stalest first', () => {
    const fresh = createLoginThrottle({ ...options, maxTrackedKeys: 3, maxPerAddress: 100 });
    for (const name of ['a', 'b', 'c', 'd']) {
      fresh.recordFailure(`10.0.0.${name.charCodeAt(0)}`, name, 0);
      fresh.recordFailure(`10.0.0.${name.charCodeAt(0)}`, name, 0);
    }
    expect(fresh.check('10.9.9.9', 'a', 1)).toEqual({ allowed: true });
    expect(fresh.check('10.9.9.9', 'd', 1)).toMatchObject({ allowed: false, scope: 'username' });
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
