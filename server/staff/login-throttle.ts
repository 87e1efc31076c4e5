import { randomUUID } from 'node:crypto';
import type { ClinicDatabase } from '../db/open-database';
import { withLockedFailures, type FailureEntry } from '../db/login-throttle-repository';

/**
 * Limits failed staff sign-ins, per address and per username, so a password cannot be guessed
 * by trying many: after `maxPerUsername` failures for one username, or `maxPerAddress` from one
 * address, within `windowMs`, sign-in is refused (even with the right password) until the
 * oldest failure leaves the window. A successful sign-in clears the username's failures.
 *
 * An attempt counts as a failure from the moment it is let through, before its password is
 * checked, and is taken back only when the password was right (or was never checked). Checking
 * the limit first and recording the failure after the hash would let every guess of a burst that
 * arrives while the first hashes run through: 40 at once were all checked against a limit of 5.
 *
 * Kept in the database (login_throttle), so every server process sharing it applies one limit:
 * guesses spread over several instances count together, and a restart forgets nothing. The check
 * and the recording happen in one transaction holding the keys' rows, so a burst is decided one
 * attempt at a time on SQLite and PostgreSQL alike (login-throttle-repository.ts). The
 * per-username limit also lets someone who knows a username lock it for a while; the message then
 * says when to try again, and the per-address limit stays in force either way.
 */

export interface LoginThrottleOptions {
  maxPerAddress: number;
  maxPerUsername: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxPerAddress: 20, maxPerUsername: 5, windowMs: 15 * 60_000 };

type Refusal = { allowed: false; scope: 'address' | 'username'; retryAfterMs: number };

/** An attempt let through, counted as failed until it is settled otherwise. */
interface LoginAttempt {
  allowed: true;
  /** The password was right: the attempt is no failure, and the username's failures are cleared. */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was too busy): the attempt does not count. */
  withdrawn(): Promise<void>;
}

type ThrottleVerdict = LoginAttempt | Refusal;

export interface LoginThrottle {
  /** Lets an attempt through, counted as a failure until it is settled, or refuses it. */
  attempt(address: string, username: string, nowMs: number): Promise<ThrottleVerdict>;
}

// Addresses sort before usernames: every transaction locks its two keys in this order.
const addressKey = (address: string) => `address:${address}`;
const usernameKey = (username: string) => `username:${username}`;

export function createLoginThrottle(db: ClinicDatabase, options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE): LoginThrottle {
  const { windowMs } = options;

  const refusal = (failures: FailureEntry[], max: number, scope: Refusal['scope'], nowMs: number): Refusal | undefined => {
    if (failures.length < max) return undefined;
    // Allowed again once enough failures have left the window to bring the count under the limit.
    const times = failures.map((failure) => failure.at).sort((a, b) => a - b);
    const freeing = times[times.length - max];
    return { allowed: false, scope, retryAfterMs: Math.max(1000, freeing + windowMs - nowMs) };
  };

  return {
    async attempt(address, username, nowMs) {
      const keys = [addressKey(address), usernameKey(username)];
      const id = randomUUID();
      const refused = await withLockedFailures(db, { keys, nowMs, windowMs }, ([byAddress, byUsername]) => {
        const verdict = refusal(byAddress, options.maxPerAddress, 'address', nowMs) ?? refusal(byUsername, options.maxPerUsername, 'username', nowMs);
        if (verdict) return { result: verdict };
        // In the same transaction as the check: no other attempt on these keys can slip in between.
        const failure = { at: nowMs, id };
        return {
          result: undefined,
          write: [
            [...byAddress, failure],
            [...byUsername, failure],
          ],
        };
      });
      if (refused) return refused;

      const without = (failures: FailureEntry[]) => failures.filter((failure) => failure.id !== id);
      const settle = (edit: (byAddress: FailureEntry[], byUsername: FailureEntry[]) => FailureEntry[][]) =>
        withLockedFailures(db, { keys, nowMs, windowMs }, ([byAddress, byUsername]) => ({ result: undefined, write: edit(byAddress, byUsername) }));
      return {
        allowed: true,
        succeeded: () => settle((byAddress) => [without(byAddress), []]),
        withdrawn: () => settle((byAddress, byUsername) => [without(byAddress), without(byUsername)]),
      };
    },
  };
}

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** What the sign-in page and the API say when sign-in is paused. */
export function throttleMessage(verdict: Refusal): string {
  return verdict.scope === 'username'
    ? `Too many failed sign-ins for this username. Signing in is paused for ${minutes(verdict.retryAfterMs)}; ` +
        'if you have forgotten the password, ask whoever manages staff accounts to set a new one.'
    : `Too many failed sign-ins from your network. Please try again in ${minutes(verdict.retryAfterMs)}.`;
}
