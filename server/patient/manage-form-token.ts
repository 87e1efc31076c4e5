import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hidden field that proves a cancel or change came from the page we served for this link:
 * an HMAC of the link's token hash under the server's form secret (FORM_TOKEN_SECRET). Another
 * site that lures the patient's browser into posting to us cannot know it, nor can someone who
 * only saw the token's hash (a copy of the database). Stored nowhere; any instance with the same
 * secret accepts it.
 */
export function manageFormToken(secret: string | Buffer, tokenHash: string): string {
  return createHmac('sha256', secret).update(`manage-form:${tokenHash}`).digest('base64url');
}

export function isManageFormToken(secret: string | Buffer, tokenHash: string, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(manageFormToken(secret, tokenHash));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
