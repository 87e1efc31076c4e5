import { safeDecode } from '../../src/content/route-matching';
import { isManageRequestHref } from '../../src/forms/manage-link';

/**
 * How the manage link of an appointment request sent without JavaScript reaches its thank-you
 * page. The form's post is answered with a redirect (so a reload does not post again), and the
 * redirect's address ends up in logs and history: the link's token must not be in it. It rides
 * instead in a cookie only the thank-you page receives (`Path`), for as long as that page's pass
 * lasts, unreadable by scripts, never sent from another site, and tied to the request's
 * reference, so a later request's thank-you page never shows an earlier one's link. Nothing is
 * stored on the server.
 */
const COOKIE_NAME = 'manage_link';
/** As long as the thank-you pass (THANK_YOU_TOKEN_TTL_MS): a reload within it shows the link again. */
const COOKIE_MAX_AGE_SECONDS = 10 * 60;

export function manageLinkCookie({ reference, manage, path, secure }: { reference: string; manage: string; path: string; secure: boolean }): string {
  const value = encodeURIComponent(`${reference} ${manage}`);
  return `${COOKIE_NAME}=${value}; Path=${path}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Forgets a link an earlier request left (an enquiry has none). */
export function clearedManageLinkCookie(path: string): string {
  return `${COOKIE_NAME}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Strict`;
}

/** The manage link the cookie holds for `reference`, or undefined. */
export function manageLinkFromCookie(cookieHeader: string | undefined, reference: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE_NAME) continue;
    const value = safeDecode(rest.join('='));
    if (value === undefined) return undefined;
    const [cookieReference, manage] = value.split(' ');
    return cookieReference === reference && isManageRequestHref(manage) ? manage : undefined;
  }
  return undefined;
}
