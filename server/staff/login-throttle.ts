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
 * Kept in memory: a restart forgets it, which costs an attacker a restart they cannot cause.
 * The per-username limit also lets someone who knows a username lock it for a while; the message
 * then says when to try again, and the per-address limit stays in force either way.
 */

export interface LoginThrottleOptions {
  maxPerAddress: number;
  maxPerUsername: number;
  windowMs: number;
  /** How many addresses and usernames are remembered at most (the oldest are forgotten first). */
  maxTrackedKeys?: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxPerAddress: 20, maxPerUsername: 5, windowMs: 15 * 60_000 };

type Refusal = { allowed: false; scope: 'address' | 'username'; retryAfterMs: number };

/** An attempt let through, counted as failed until it is settled otherwise. */
interface LoginAttempt {
  allowed: true;
  /** The password was right: the attempt is no failure, and the username's failures are cleared. */
  succeeded(): void;
  /** The password was never checked (the server was too busy): the attempt does not count. */
  withdrawn(): void;
}

type ThrottleVerdict = LoginAttempt | Refusal;

export interface LoginThrottle {
  /** Lets an attempt through, counted as a failure until it is settled, or refuses it. */
  attempt(address: string, username: string, nowMs: number): ThrottleVerdict;
}

class FailureLog {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  recent(key: string, nowMs: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => time > nowMs - this.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  add(key: string, nowMs: number): void {
    const times = this.recent(key, nowMs);
    // Re-inserting keeps the map in order of last failure, so the stalest key is the first.
    this.failures.delete(key);
    this.failures.set(key, [...times, nowMs]);
    while (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  /** Takes back one entry made at `atMs`. */
  remove(key: string, atMs: number): void {
    const times = this.failures.get(key);
    const at = times?.indexOf(atMs) ?? -1;
    if (!times || at < 0) return;
    times.splice(at, 1);
    if (times.length === 0) this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export function createLoginThrottle(options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE): LoginThrottle {
  const maxKeys = options.maxTrackedKeys ?? 10_000;
  const byAddress = new FailureLog(options.windowMs, maxKeys);
  const byUsername = new FailureLog(options.windowMs, maxKeys);

  const refusal = (times: number[], max: number, scope: Refusal['scope'], nowMs: number): Refusal | undefined => {
    if (times.length < max) return undefined;
    // Allowed again once enough failures have left the window to bring the count under the limit.
    const freeing = times[times.length - max];
    return { allowed: false, scope, retryAfterMs: Math.max(1000, freeing + options.windowMs - nowMs) };
  };

  return {
    attempt(address, username, nowMs) {
      const refused =
        refusal(byAddress.recent(address, nowMs), options.maxPerAddress, 'address', nowMs) ??
        refusal(byUsername.recent(username, nowMs), options.maxPerUsername, 'username', nowMs);
      if (refused) return refused;
      // Synchronously, in the same turn as the check: no other attempt can slip in between.
      byAddress.add(address, nowMs);
      byUsername.add(username, nowMs);
      return {
        allowed: true,
        succeeded() {
          byAddress.remove(address, nowMs);
          byUsername.clear(username);
        },
        withdrawn() {
          byAddress.remove(address, nowMs);
          byUsername.remove(username, nowMs);
        },
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
