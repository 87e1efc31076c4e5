import { MANAGE_REQUEST_PATH } from '../../src/forms/manage-link';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';

/** A page's stylesheet: its language's, or `all` for the page that speaks every language. */
export type ManageStylesheetName = Language | 'all';

/** The patient's page and what it links and posts to, all under its path (so the request log drops their queries). */
export const MANAGE_PATHS = {
  page: MANAGE_REQUEST_PATH,
  calendar: `${MANAGE_REQUEST_PATH}/appointment.ics`,
  cancel: `${MANAGE_REQUEST_PATH}/cancel`,
  change: `${MANAGE_REQUEST_PATH}/change`,
  /** A page's stylesheet; a Gujarati or Hindi page's is English's with the script's font (manage-stylesheets.ts). */
  stylesheet: (sheet: ManageStylesheetName) =>
    sheet === DEFAULT_LANGUAGE ? `${MANAGE_REQUEST_PATH}/manage.css` : `${MANAGE_REQUEST_PATH}/manage-${sheet}.css`,
  /** The script fonts those stylesheets name, each followed by its file name. */
  fonts: `${MANAGE_REQUEST_PATH}/fonts/`,
} as const;
