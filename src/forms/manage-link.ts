/**
 * The patient's page for an appointment request: `/requests/manage?t=<token>`. The token is in
 * the query rather than the path so that it falls under the rule that keeps query strings of
 * private pages out of the request log (server/request-log.ts) and stays out of every route
 * pattern and error message that names a path. The page sends no referrer, and any link on it
 * goes without the address.
 */
export const MANAGE_REQUEST_PATH = '/requests/manage';
export const MANAGE_TOKEN_PARAM = 't';

/** 128 bits in base64url (server/visits/manage-token.ts). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function manageRequestHref(token: string): string {
  return `${MANAGE_REQUEST_PATH}?${MANAGE_TOKEN_PARAM}=${token}`;
}

/** Whether a value is a manage link this site made (history state can hold anything). */
export function isManageRequestHref(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith(`${MANAGE_REQUEST_PATH}?${MANAGE_TOKEN_PARAM}=`)) return false;
  return TOKEN_PATTERN.test(value.slice(MANAGE_REQUEST_PATH.length + MANAGE_TOKEN_PARAM.length + 2));
}

/**
 * A thank-you page rendered by the server (a form sent without JavaScript) gets its manage link
 * from a short-lived cookie (server/forms/manage-link-cookie.ts) and hands it to the browser in
 * the query cache under this key, with the page's other data, so the page hydrates to the same.
 */
export const MANAGE_LINK_QUERY_KEY = ['manage-link'] as const;
