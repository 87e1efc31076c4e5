import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The patient's manage link carries a random token: 128 bits, written in base64url (22
 * characters). Only its SHA-256 is stored, so the database alone opens no request; a token is
 * looked up by its hash, and the stored hash compared with the presented one in constant time.
 */

const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface IssuedManageToken {
  /** Goes to the patient once (a page, an e-mail) and is never stored. */
  token: string;
  /** SHA-256 of the token, hex: what is stored. */
  hash: string;
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function issueManageToken(): IssuedManageToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

/** The hash of a presented token, or undefined for anything that is not one (never looked up). */
export function presentedTokenHash(token: unknown): string | undefined {
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? hashManageToken(token) : undefined;
}

/** Whether two hashes are the same, in time that does not depend on where they differ. */
export function sameTokenHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(presented, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
