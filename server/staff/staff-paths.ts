/** Every address of the staff side, in one place. The public site links to none of them. */
export const STAFF_HOME_PATH = '/staff';
export const SIGN_IN_PATH = '/staff/login';
export const SIGN_OUT_PATH = '/staff/logout';
export const STAFF_STYLESHEET_PATH = '/staff/staff.css';
/** The script fonts the stylesheet names, each followed by its file name. */
export const STAFF_FONTS_PATH = '/staff/fonts/';
export const STAFF_API_PATH = '/staff/api';
export const CSV_EXPORT_PATH = '/staff/api/requests.csv';

export function requestPagePath(reference: string): string {
  return `/staff/requests/${encodeURIComponent(reference)}`;
}

export function requestStatusPath(reference: string): string {
  return `${requestPagePath(reference)}/status`;
}

/** A step of a request's visit, a note, or the patient's WhatsApp message: `/staff/requests/DC-…/confirm`. */
export function requestActionPath(reference: string, action: 'confirm' | 'reschedule' | 'patient-cancelled' | 'notes' | 'whatsapp'): string {
  return `${requestPagePath(reference)}/${action}`;
}

/** The day view: one day's appointment requests at a branch or at all (day-query.ts reads its parameters). */
export const DAY_VIEW_PATH = '/staff/day';

export function requestErasePath(reference: string): string {
  return `${requestPagePath(reference)}/erase`;
}

/**
 * Where a form may send the browser back to: a staff page of this site, nothing else. Judged on
 * the address the browser would resolve (dot segments, also percent-encoded ones, removed), not on
 * the text as sent, so `/staff/requests/../..//evil.example` cannot become `//evil.example`; the
 * normalised path is what is returned.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 1000 || !candidate.startsWith('/') || /[\\\s]/.test(candidate)) return STAFF_HOME_PATH;
  const base = 'http://staff.invalid';
  let resolved: URL;
  try {
    resolved = new URL(candidate, base);
  } catch {
    return STAFF_HOME_PATH;
  }
  const underStaff =
    resolved.pathname === STAFF_HOME_PATH || resolved.pathname === DAY_VIEW_PATH || resolved.pathname.startsWith(`${STAFF_HOME_PATH}/requests/`);
  return resolved.origin === base && underStaff ? `${resolved.pathname}${resolved.search}` : STAFF_HOME_PATH;
}

export const ACCOUNTS_PATH = '/staff/accounts';

export function accountPagePath(username: string): string {
  return `${ACCOUNTS_PATH}/${encodeURIComponent(username)}`;
}

/** The forms of an account's page post to `<account>/role`, `/disable`, `/enable` and `/password`. */
export function accountActionPath(username: string, action: 'role' | 'disable' | 'enable' | 'password'): string {
  return `${accountPagePath(username)}/${action}`;
}

/** The content section: its start page, and the record of every content change. */
export const CONTENT_PATH = '/staff/content';
export const CONTENT_ACTIVITY_PATH = `${CONTENT_PATH}/activity`;

export const ARTICLES_PATH = `${CONTENT_PATH}/articles`;
export const NEW_ARTICLE_PATH = `${ARTICLES_PATH}/new`;

export function articlePagePath(id: number | string): string {
  return `${ARTICLES_PATH}/${encodeURIComponent(String(id))}`;
}

/** An article's forms post to `<article>/publish`, `/unpublish`, `/schedule`, `/delete`; its preview is `<article>/preview`. */
export function articleActionPath(id: number | string, action: 'publish' | 'unpublish' | 'schedule' | 'delete' | 'preview'): string {
  return `${articlePagePath(id)}/${action}`;
}

/** The staff-only script that turns an article's body field into a rich-text editor. */
export const ARTICLE_EDITOR_SCRIPT_PATH = '/staff/article-editor.js';

/** The staff-only script that lets ordered lists (gallery, slides) be reordered by dragging. */
export const REORDER_SCRIPT_PATH = '/staff/drag-reorder.js';

export const MEDIA_PATH = `${CONTENT_PATH}/media`;

export function mediaDeletePath(id: number): string {
  return `${MEDIA_PATH}/${id}/delete`;
}

export const GALLERY_PATH = `${CONTENT_PATH}/gallery`;

export const SLIDES_PATH = `${CONTENT_PATH}/slides`;

export const TESTIMONIALS_PATH = `${CONTENT_PATH}/testimonials`;
