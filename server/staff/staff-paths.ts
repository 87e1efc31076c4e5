/** Every address of the staff side, in one place. The public site links to none of them. */
export const STAFF_HOME_PATH = '/staff';
export const SIGN_IN_PATH = '/staff/login';
export const SIGN_OUT_PATH = '/staff/logout';
export const STAFF_STYLESHEET_PATH = '/staff/staff.css';
export const STAFF_API_PATH = '/staff/api';
export const CSV_EXPORT_PATH = '/staff/api/requests.csv';

export function requestPagePath(reference: string): string {
  return `/staff/requests/${encodeURIComponent(reference)}`;
}

export function requestStatusPath(reference: string): string {
  return `${requestPagePath(reference)}/status`;
}

export function requestErasePath(reference: string): string {
  return `${requestPagePath(reference)}/erase`;
}

/** Where a form may send the browser back to: a staff page of this site, nothing else. */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string') return STAFF_HOME_PATH;
  const ok =
    (candidate === STAFF_HOME_PATH || candidate.startsWith(`${STAFF_HOME_PATH}?`) || candidate.startsWith(`${STAFF_HOME_PATH}/requests/`)) &&
    !/[\\\s]/.test(candidate);
  return ok && candidate.length <= 1000 ? candidate : STAFF_HOME_PATH;
}
