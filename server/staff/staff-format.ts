import { CLINIC_TIME_ZONE } from '../../src/forms/clinic-clock';
import type { RequestStatus } from '../db/database-schema';
import type { EmailState } from '../db/inbox-repository';

/** How the staff side words statuses, times and e-mail states (pages and CSV alike). */

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  done: 'Done',
};

const clinicTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `Sun 10 May 2026, 2:30 pm` in Asia/Kolkata, whatever the server's zone. */
export function formatClinicTime(iso: string | number): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return String(iso);
  const parts: Record<string, string> = {};
  for (const part of clinicTime.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}`;
}

/** `2026-05-10T14:30` style, sortable, for the CSV (clinic time). */
export function formatClinicTimestamp(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const local = new Date(instant.getTime() + 330 * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

/** `sent Sun 10 May 2026, 2:31 pm`, `pending`, `failed (2 attempts): …, next try …`. */
export function describeEmail(state: EmailState | undefined): string {
  // Nothing queued: e-mail delivery was off when the request arrived (the acknowledgement is queued only when it is on).
  if (!state) return 'none (e-mail was off when it arrived)';
  if (state.status === 'sent') return state.sentAt ? `sent ${formatClinicTime(state.sentAt)}` : 'sent';
  if (state.status === 'pending') return 'pending';
  const next = state.nextAttemptAt ? `, next try ${formatClinicTime(state.nextAttemptAt)}` : '';
  return `failed (${state.attempts} attempt${state.attempts === 1 ? '' : 's'}): ${state.lastError ?? 'unknown error'}${next}`;
}
