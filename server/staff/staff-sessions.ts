import { createHash, randomBytes } from 'node:crypto';
import type { ClinicDatabase } from '../db/open-database';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  findStaffSession,
  findStaffUser,
  insertStaffSession,
  recordStaffSignIn,
  touchStaffSession,
} from '../db/staff-repository';
import { createDecoyHash, verifyPassword, type ScryptCost } from './password-hashing';

/**
 * Staff sessions: a random token in an HttpOnly cookie, only its SHA-256 stored in SQLite. A
 * session ends 12 hours after sign-in, or after 2 hours without a request, or at sign-out; each
 * sign-in issues a new token and ends the session the browser had.
 */

const SESSION_COOKIE = 'staff_session';
/** The cookie goes only to the staff pages and the staff API, never to the public site. */
const SESSION_COOKIE_PATH = '/staff';
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
// Writing last-seen on every request would make every page view a database write.
const TOUCH_INTERVAL_MS = 60_000;

export interface StaffSession {
  username: string;
  userId: number;
  /** Read from the account on every request, so a change of role applies at once. */
  role: string;
  expiresAt: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token from a Cookie header, if there is one that could be ours. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

/**
 * The Set-Cookie value. `Secure` when the request came over HTTPS: directly, or through a proxy
 * whose X-Forwarded-Proto the server trusts (TRUST_PROXY).
 */
export function sessionCookie(token: string, { secure, maxAgeMs }: { secure: boolean; maxAgeMs: number }): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return sessionCookie('', { secure, maxAgeMs: 0 });
}

/** `disabled`: the password was right but the account is disabled (only someone who knows the password learns it). */
type SignInResult = { ok: true; token: string; session: StaffSession } | { ok: false; reason: 'wrong-credentials' | 'disabled' };

export interface StaffSessions {
  /** Checks the password; on success ends `previousToken`'s session and opens a new one. */
  signIn(username: string, password: string, options: { nowMs: number; previousToken?: string }): Promise<SignInResult>;
  /** The live session of a token, extending its idle time; undefined when absent, expired or idle too long. */
  resume(token: string | undefined, nowMs: number): Promise<StaffSession | undefined>;
  signOut(token: string | undefined): Promise<void>;
}

export function createStaffSessions(db: ClinicDatabase, { decoyCost }: { decoyCost?: ScryptCost } = {}): StaffSessions {
  let decoy: Promise<string> | undefined;

  return {
    async signIn(username, password, { nowMs, previousToken }) {
      const user = await findStaffUser(db, username);
      // An unknown username costs the same scrypt work as a wrong password.
      const matches = user ? await verifyPassword(password, user.passwordHash) : await verifyPassword(password, await (decoy ??= createDecoyHash(decoyCost)));
      if (!user || !matches) return { ok: false, reason: 'wrong-credentials' };
      if (user.disabledAt !== null) return { ok: false, reason: 'disabled' };
      if (previousToken) await deleteStaffSession(db, hashToken(previousToken));
      await deleteExpiredStaffSessions(db, { nowMs, idleMs: SESSION_IDLE_MS });
      const token = randomBytes(32).toString('base64url');
      const expiresAt = nowMs + SESSION_LIFETIME_MS;
      await insertStaffSession(db, { tokenHash: hashToken(token), userId: user.id, createdAt: nowMs, expiresAt });
      await recordStaffSignIn(db, user.id, new Date(nowMs));
      return { ok: true, token, session: { username: user.username, userId: user.id, role: user.role, expiresAt } };
    },

    async resume(token, nowMs) {
      if (!token) return undefined;
      const tokenHash = hashToken(token);
      const record = await findStaffSession(db, tokenHash);
      if (!record) return undefined;
      if (record.expiresAt <= nowMs || record.lastSeenAt + SESSION_IDLE_MS <= nowMs) {
        await deleteStaffSession(db, tokenHash);
        return undefined;
      }
      if (nowMs - record.lastSeenAt >= TOUCH_INTERVAL_MS) await touchStaffSession(db, tokenHash, nowMs);
      return { username: record.username, userId: record.userId, role: record.role, expiresAt: record.expiresAt };
    },

    async signOut(token) {
      if (token) await deleteStaffSession(db, hashToken(token));
    },
  };
}
