import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REFERENCE_PATTERN, REFERENCE_PATTERN_SOURCE } from '../../src/forms/reference-format';
import type { DatabaseDialect } from '../db/write-transaction';
import { SettingError } from '../setting-error';

/**
 * The pass to the thank-you page: a short-lived token the server signs when it stores a form
 * submission, carried in the thank-you page's address (`/thank-you?t=…`). The API returns it
 * with its 201 (the script navigates with it); the form posted without JavaScript is
 * redirected with it. Without a valid, unexpired token the page redirects home, so it cannot
 * be reached (or bookmarked, or linked to) without a real submission.
 *
 * A token is `<expiry, base36 ms>.<the request's reference>.<HMAC-SHA256 of both, base64url>`.
 * The reference lets the thank-you page show it to a visitor without JavaScript too (the
 * scripted form also hands over a summary, in the navigation state); it is no secret from the
 * patient it belongs to, and unguessable to anyone else. Nothing is stored: any process holding
 * the same secret can check a token.
 */
export interface ThankYouTokens {
  /** A pass for the request stored under `reference`. */
  issue(reference: string): string;
  verify(token: unknown): boolean;
}

/** Long enough to read the page, reload it or come back to it; short enough to be useless to share. */
export const THANK_YOU_TOKEN_TTL_MS = 10 * 60_000;

/** `<expiry>.<reference>.<signature>`, each part captured. */
const TOKEN_PATTERN = new RegExp(`^([0-9a-z]{1,12})\\.(${REFERENCE_PATTERN_SOURCE})\\.([A-Za-z0-9_-]{43})$`);

/** The shortest secret FORM_TOKEN_SECRET may be (32 characters, about the HMAC's own strength). */
const MIN_SECRET_LENGTH = 32;

export function createThankYouTokens({
  secret = randomBytes(32),
  ttlMs = THANK_YOU_TOKEN_TTL_MS,
  now = () => new Date(),
}: { secret?: string | Buffer; ttlMs?: number; now?: () => Date } = {}): ThankYouTokens {
  const sign = (body: string) => createHmac('sha256', secret).update(`thank-you:${body}`).digest('base64url');
  return {
    issue(reference) {
      if (!REFERENCE_PATTERN.test(reference)) throw new Error(`not a request reference: ${reference}`);
      const body = `${(now().getTime() + ttlMs).toString(36)}.${reference}`;
      return `${body}.${sign(body)}`;
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > 200) return false;
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return false;
      const [, expiry, reference, signature] = match;
      const expected = Buffer.from(sign(`${expiry}.${reference}`));
      const given = Buffer.from(signature);
      if (!timingSafeEqual(expected, given)) return false;
      return parseInt(expiry, 36) > now().getTime();
    },
  };
}

/**
 * FORM_TOKEN_SECRET signs the tokens. Set it when several processes serve the site (each must
 * accept the others' tokens) or to keep tokens valid across a restart; without it each start
 * draws a random secret, which is right for one process (a restart only sends a visitor who
 * reloads the thank-you page home). On PostgreSQL it is required: that database is chosen to run
 * several instances, and with a secret each behind a load balancer a visitor whose thank-you page
 * is answered by another instance than the one that stored the request would be sent home.
 */
export function readFormTokenSecret(env: NodeJS.ProcessEnv = process.env, dialect: DatabaseDialect = 'sqlite'): Buffer | string {
  const value = env.FORM_TOKEN_SECRET?.trim();
  if (!value) {
    if (dialect === 'postgres') {
      throw new SettingError(
        'FORM_TOKEN_SECRET must be set on PostgreSQL (DATABASE_URL), the same on every instance, so that each accepts the thank-you passes of the others (e.g. `openssl rand -hex 32`)',
      );
    }
    return randomBytes(32);
  }
  if (value.length < MIN_SECRET_LENGTH) {
    throw new SettingError(`FORM_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (e.g. \`openssl rand -hex 32\`)`);
  }
  return value;
}
