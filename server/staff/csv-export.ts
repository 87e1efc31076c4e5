import type { InboxRequest } from '../db/inbox-repository';
import { REQUEST_KIND_LABELS } from '../../src/forms/request-summary';
import { STATUS_LABELS, describeEmail, formatClinicTimestamp } from './staff-format';

/**
 * The inbox as CSV (RFC 4180: quoted fields, CRLF lines), with a byte-order mark so Excel reads
 * it as UTF-8. A field that a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return) is prefixed with an apostrophe: a patient's "message" must never become
 * a formula on the clinic's computer.
 */

/** The columns; times are the clinic's, in `timeZone` (named in their headers). */
const columns = (timeZone: string): Array<[header: string, value: (request: InboxRequest) => string]> => [
  ['Reference', (r) => r.reference],
  ['Kind', (r) => REQUEST_KIND_LABELS[r.kind]],
  ['Status', (r) => STATUS_LABELS[r.status]],
  [`Received (${timeZone})`, (r) => formatClinicTimestamp(r.receivedAt, timeZone)],
  ['First name', (r) => r.firstName],
  ['Last name', (r) => r.lastName],
  // In brackets: a leading + would make a spreadsheet read the number as a formula.
  ['Phone', (r) => (r.phoneNumber ? `(${r.countryCode}) ${r.phoneNumber.replace(/^(\d{5})(\d{5})$/, '$1 $2')}` : '')],
  ['Email', (r) => r.email],
  ['Treatment', (r) => r.service ?? ''],
  ['Preferred date', (r) => r.date ?? ''],
  ['Preferred time', (r) => r.time ?? ''],
  ['Message', (r) => r.message],
  ['Clinic e-mail', (r) => (r.erasedAt ? '' : describeEmail(r.emails.clinic, timeZone))],
  ['Acknowledgement e-mail', (r) => (r.erasedAt ? '' : describeEmail(r.emails.patient, timeZone))],
  [`Erased (${timeZone})`, (r) => (r.erasedAt ? formatClinicTimestamp(r.erasedAt, timeZone) : '')],
  ['Erased by', (r) => r.erasedBy ?? ''],
];

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvHeader(timeZone: string): string {
  return `\uFEFF${columns(timeZone)
    .map(([header]) => csvField(header))
    .join(',')}\r\n`;
}

export function csvRows(requests: InboxRequest[], timeZone: string): string {
  const zoned = columns(timeZone);
  return requests.map((request) => `${zoned.map(([, value]) => csvField(value(request))).join(',')}\r\n`).join('');
}
