import type { InboxRequest } from '../db/inbox-repository';
import { ALL_REQUEST_FIELDS, readLabelOf, type DisplayContext } from '../../src/forms/request-fields';
import { REQUEST_KIND_LABELS } from '../../src/forms/request-summary';
import { languageName } from '../../src/i18n/language-names';
import { STATUS_LABELS, describeEmail, formatClinicTimestamp } from './staff-format';

/**
 * The inbox as CSV (RFC 4180: quoted fields, CRLF lines), with a byte-order mark so Excel reads
 * it as UTF-8: a column per field of either form (request-fields.ts), as each field writes itself
 * for a spreadsheet, and the patient's language. A field that a spreadsheet would run as a formula (starting with =, +, -, @,
 * a tab or a carriage return) is prefixed with an apostrophe: a patient's "message" must never
 * become a formula on the clinic's computer.
 */

/** What a column reads besides the request: the treatments (their labels) and the clinic's time zone. */
type CsvContext = DisplayContext & { timeZone: string };
type Column = [header: string, value: (request: InboxRequest, context: CsvContext) => string];

const FIELD_COLUMNS: Column[] = ALL_REQUEST_FIELDS.filter((field) => field.show).map((field) => [
  readLabelOf(field),
  ({ values }, context) => {
    const value = values[field.name] ?? '';
    if (value === '') return field.unset ?? '';
    return field.csv ? field.csv(value, values) : field.show!(value, values, context);
  },
]);

/** The columns; times are the clinic's, in its time zone (named in their headers). */
const columns = (timeZone: string): Column[] => [
  ['Reference', (r) => r.reference],
  ['Kind', (r) => REQUEST_KIND_LABELS[r.kind]],
  ['Status', (r) => STATUS_LABELS[r.status]],
  [`Received (${timeZone})`, (r) => formatClinicTimestamp(r.receivedAt, timeZone)],
  ...FIELD_COLUMNS,
  ['Language', (r) => languageName(r.language, 'en')],
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

export function csvRows(requests: InboxRequest[], context: CsvContext): string {
  const zoned = columns(context.timeZone);
  return requests.map((request) => `${zoned.map(([, value]) => csvField(value(request, context))).join(',')}\r\n`).join('');
}
