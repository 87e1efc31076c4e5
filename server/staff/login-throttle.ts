/**
 * Limits failed staff sign-ins, per address and per username, so a password cannot be guessed
 * by trying many: after `maxPerUsername` failures for one username, or `maxPerAddress` from one
 * address, within `windowMs`, sign-in is refused (even with the right password) until the
 * oldest failure leaves the window. A successful sign-in clears the username's failures.
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

export type ThrottleVerdict = { allowed: true } | { allowed: false; scope: 'address' | 'username'; retryAfterMs: number };

export interface LoginThrottle {
  check(address: string, username: string, nowMs: number): ThrottleVerdict;
  recordFailure(address: string, username: string, nowMs: number): void;
  recordSuccess(username: string): void;
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

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export function createLoginThrottle(options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE): LoginThrottle {
  const maxKeys = options.maxTrackedKeys ?? 10_000;
  const byAddress = new FailureLog(options.windowMs, maxKeys);
  const byUsername = new FailureLog(options.windowMs, maxKeys);

  const verdict = (times: number[], max: number, scope: 'address' | 'username', nowMs: number): ThrottleVerdict | undefined => {
    if (times.length < max) return undefined;
    // Allowed again once enough failures have left the window to bring the count under the limit.
    const freeing = times[times.length - max];
    return { allowed: false, scope, retryAfterMs: Math.max(1000, freeing + options.windowMs - nowMs) };
  };

  return {
    check(address, username, nowMs) {
      return (
        verdict(byAddress.recent(address, nowMs), options.maxPerAddress, 'address', nowMs) ??
        verdict(byUsername.recent(username, nowMs), options.maxPerUsername, 'username', nowMs) ?? { allowed: true }
      );
    },
    recordFailure(address, username, nowMs) {
      byAddress.add(address, nowMs);
      byUsername.add(username, nowMs);
    },
    recordSuccess(username) {
      byUsername.clear(username);
    },
  };
}

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** What the sign-in page and the API say when sign-in is paused. */
export function throttleMessage(verdict: Extract<ThrottleVerdict, { allowed: false }>): string {
  return verdict.scope === 'username'
    ? `Too many failed sign-ins for this username. Signing in is paused for ${minutes(verdict.retryAfterMs)}; ` +
        'if you have forgotten the password, ask whoever manages staff accounts to set a new one.'
    : `Too many failed sign-ins from your network. Please try again in ${minutes(verdict.retryAfterMs)}.`;
}
