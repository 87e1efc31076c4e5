import type { RequestKind } from './request-fields';

/**
 * The thank-you page is reached only after a real submission, with the token the server signed
 * for it in its address (`/thank-you?t=…`; the server checks the signature: see
 * server/forms/thank-you-token.ts). This module builds and reads that address, and remembers in
 * the browser which tokens this tab was handed, so client-side navigation (and Back/Forward)
 * makes the same decision the server would, without the server's secret:
 * - a token the API returned to this tab's form, for as long as the server honours it;
 * - the token of a thank-you page the server itself rendered (it checked the token first).
 */
import { REFERENCE_PATTERN } from './reference-format';

export const THANK_YOU_TOKEN_PARAM = 't';

/** As long as the server honours a token (THANK_YOU_TOKEN_TTL_MS), counted from when the tab got it. */
const REMEMBER_MS = 10 * 60_000;

/**
 * Beside the pass, what was sent, for the page's wording ("your appointment request"): written
 * for an appointment only (an enquiry is the page's default). Not signed: it changes nothing but
 * those words on the sender's own page.
 */
const REQUEST_KIND_PARAM = 'request';

export function thankYouHref(path: string, token: string, kind: RequestKind): string {
  const href = `${path}?${THANK_YOU_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return kind === 'appointment' ? `${href}&${REQUEST_KIND_PARAM}=${kind}` : href;
}

/** What the thank-you page's address says was sent. */
export function requestKindInThankYouAddress(search: string): RequestKind {
  return new URLSearchParams(search).get(REQUEST_KIND_PARAM) === 'appointment' ? 'appointment' : 'contact';
}

export function readThankYouToken(search: string): string | null {
  return new URLSearchParams(search).get(THANK_YOU_TOKEN_PARAM);
}

/**
 * The request reference a pass in the address carries (`<expiry>.<reference>.<signature>`), or
 * undefined. Only the server can check the signature; it does so before it renders the page, and
 * the client shows the page only for a pass it was handed (holdsThankYouToken).
 */
export function referenceInThankYouPass(search: string): string | undefined {
  const reference = readThankYouToken(search)?.split('.')[1];
  return reference !== undefined && REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

const received = new Map<string, number>();

/** Records a token this tab was handed (by the API, or in the page the server rendered). */
export function rememberThankYouToken(token: string, nowMs = Date.now()): void {
  received.set(token, nowMs);
}

/** Whether the address's token is one this tab was handed, and still fresh. */
export function holdsThankYouToken(search: string, nowMs = Date.now()): boolean {
  const token = readThankYouToken(search);
  if (token === null) return false;
  const at = received.get(token);
  return at !== undefined && nowMs - at < REMEMBER_MS;
}
