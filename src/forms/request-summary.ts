import type { AppointmentPayload } from './appointment-form-rules';
import type { ContactPayload } from './contact-form-rules';

/**
 * A sent request as people read it: on the thank-you page, in the patient's acknowledgement
 * e-mail and in the staff inbox. One module so all three word it alike.
 */

export type RequestKind = 'contact' | 'appointment';

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  contact: 'Enquiry',
  appointment: 'Appointment request',
};

export type SentRequest = { kind: 'contact'; request: ContactPayload } | { kind: 'appointment'; request: AppointmentPayload };

export interface SummaryLine {
  label: string;
  value: string;
}

/** `+91 98765 43210` */
export function formatPhone(countryCode: string, phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  const grouped = digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
  return `${countryCode} ${grouped}`.trim();
}

/** `2026-06-02` → `Tuesday, 2 June 2026` (a calendar date: no time zone shifts it). */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** `17:45` → `5:45 pm` */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** What the visitor sent, in form order, without empty fields. */
export function summarizeRequest(sent: SentRequest): SummaryLine[] {
  const { request } = sent;
  const lines: SummaryLine[] = [];
  if (sent.kind === 'appointment') {
    lines.push(
      { label: 'Treatment', value: sent.request.service },
      { label: 'Preferred date', value: formatCalendarDate(sent.request.date) },
      { label: 'Preferred time', value: formatClockTime(sent.request.time) },
    );
  }
  lines.push(
    { label: 'Name', value: `${request.firstName} ${request.lastName}`.trim() },
    { label: 'Mobile number', value: formatPhone(request.countryCode, request.phoneNumber) },
    { label: 'Email', value: request.email },
  );
  if (request.message !== '') lines.push({ label: 'Message', value: request.message });
  return lines;
}
