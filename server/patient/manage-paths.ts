import { MANAGE_REQUEST_PATH } from '../../src/forms/manage-link';

/** The patient's page and what it links and posts to, all under its path (so the request log drops their queries). */
export const MANAGE_PATHS = {
  page: MANAGE_REQUEST_PATH,
  calendar: `${MANAGE_REQUEST_PATH}/appointment.ics`,
  cancel: `${MANAGE_REQUEST_PATH}/cancel`,
  change: `${MANAGE_REQUEST_PATH}/change`,
  stylesheet: `${MANAGE_REQUEST_PATH}/manage.css`,
} as const;
