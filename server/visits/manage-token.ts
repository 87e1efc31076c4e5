import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { clinicDayStart, clinicToday } from '../../src/forms/clinic-clock';
import { addDays } from '../../src/content/branch-hours';

/**
 * The secret in a patient's "manage my request" link. Whoever holds the link may see the request,
 * download its calendar file, cancel it or ask to change it, so:
 *
 * - it is 128 random bits (crypto.randomBytes), written as 22 base64url characters;
 * - the database keeps only its SHA-256 (hex): a copy of the database gives nobody a working link,
 *   and a plain hash suffices because the token is random, not a guessable password;
 * - a presented token is compared with the stored hash in constant time;
 * - it expires at the end of the visit's day in the clinic (midnight, clinic time), so an old
 *   e-mail stops opening the request once the visit is over; a request without a visit date keeps
 *   it for NO_VISIT_VALID_DAYS clinic days after it was sent, time to get an answer and reply.
 */

const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const NO_VISIT_VALID_DAYS = 30;

export interface ManageToken {
  /** Goes into the link, once, and is never stored. */
  token: string;
  /** What is stored. */
  hash: string;
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createManageToken(): ManageToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

/**
 * Whether `token` is the one whose hash is stored. Both sides are compared as SHA-256 digests of
 * equal length, in constant time; a stored value that is not such a digest matches nothing.
 */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashManageToken(token), 'hex');
  const stored = Buffer.from(/^[0-9a-f]{64}$/.test(storedHash) ? storedHash : '', 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}

/**
 * When the link stops working: the start of the clinic day after the visit's date, or, with no
 * visit date, the start of the clinic day NO_VISIT_VALID_DAYS + 1 days after the request's.
 */
export function tokenExpiry(request: { visitDate?: string | null; requestedAt: Date }, timeZone: string): Date {
  const lastDay = request.visitDate ?? addDays(clinicToday(request.requestedAt, timeZone), NO_VISIT_VALID_DAYS);
  return clinicDayStart(addDays(lastDay, 1), timeZone);
}

/** A presented token opens the request: it has the token's shape, matches the stored hash, and has not expired. */
export function isTokenValid(token: string, stored: { hash: string; expiresAt: Date }, now: Date): boolean {
  // The shape check only spares hashing what cannot be a token; the comparison stays constant-time.
  if (!TOKEN_PATTERN.test(token)) return false;
  return tokenMatches(token, stored.hash) && now < stored.expiresAt;
}
