import { clinicWallClock } from '../../src/forms/clinic-clock';
import { findBranch } from '../../src/content/branches';
import { formatCalendarDate, formatClockTime } from '../../src/forms/date-time-format';
import type { StoredRequest, VisitSlot } from '../db/request-rows';
import { REQUEST_FORMS } from '../../src/forms/request-fields';
import type { StaffContext } from './staff-context';
import type { RequestStatus } from '../db/database-schema';
import type { EmailState } from '../db/inbox-repository';

/** How the staff side words statuses, times and e-mail states (pages and CSV alike). */

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'No-show',
};

// One formatter per zone for the process: building Intl formatters is comparatively expensive.
const clinicTimeFormats = new Map<string, Intl.DateTimeFormat>();

function clinicTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clinicTimeFormats.get(timeZone);
  if (!format) {
    // h12: the hours after noon are 12, 1, … (hour12 in en-GB counts 0 to 11: "0:13 pm").
    const options = {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    } as const;
    format = new Intl.DateTimeFormat('en-GB', options);
    clinicTimeFormats.set(timeZone, format);
  }
  return format;
}

/** `Sun 10 May 2026, 2:30 pm` in the clinic's time zone, whatever the server's. */
export function formatClinicTime(iso: string | number, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return String(iso);
  const parts: Record<string, string> = {};
  for (const part of clinicTimeFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}`;
}

/** `2026-05-10T14:30` style, sortable, for the CSV (clinic time). */
export function formatClinicTimestamp(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return clinicWallClock(instant, timeZone).toISOString().slice(0, 16).replace('T', ' ');
}

/** `sent Sun 10 May 2026, 2:31 pm`, `pending`, `failed (2 attempts): …, next try …`. */
export function describeEmail(state: EmailState | undefined, timeZone: string): string {
  // Nothing queued: e-mail delivery was off when the request arrived (the acknowledgement is queued only when it is on).
  if (!state) return 'none (e-mail was off when it arrived)';
  if (state.status === 'sent') return state.sentAt ? `sent ${formatClinicTime(state.sentAt, timeZone)}` : 'sent';
  if (state.status === 'pending') return 'pending';
  const next = state.nextAttemptAt ? `, next try ${formatClinicTime(state.nextAttemptAt, timeZone)}` : '';
  return `failed (${state.attempts} attempt${state.attempts === 1 ? '' : 's'}): ${state.lastError ?? 'unknown error'}${next}`;
}

/** `Thursday, 3 December 2026 at 10:30 am · South Bopal · Demo Dentist`: a visit's slot as staff read it. */
export function describeSlot(slot: VisitSlot, context: Pick<StaffContext, 'branches' | 'dentists'>): string {
  const branch = findBranch(context.branches, slot.branchId)?.name ?? slot.branchId;
  const dentist = slot.dentistId ? (context.dentists.find((entry) => entry.id === slot.dentistId)?.name ?? slot.dentistId) : undefined;
  return [`${formatCalendarDate(slot.date)} at ${formatClockTime(slot.time)}`, branch, ...(dentist ? [dentist] : [])].join(' · ');
}

/** `+91 98765 43210`: the patient's mobile number, as its field shows it everywhere on the staff side. */
export function showPhone(request: Pick<StoredRequest, 'kind' | 'values'>, context: StaffContext): string {
  const field = REQUEST_FORMS[request.kind].find((entry) => entry.name === 'phoneNumber');
  return field?.show?.(request.values.phoneNumber ?? '', request.values, context) ?? '';
}
