/**
 * The clinic's wall clock. Appointment dates and times are entered in clinic time, whatever the
 * visitor's or the server's time zone, so "today" and "now" are always read in the clinic's zone:
 * `clinic.timeZone` in pages/site.json (an IANA name such as `Asia/Kolkata`), passed in by callers.
 */

// Building Intl formatters is comparatively expensive: one per zone for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function clinicFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ClinicDateTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm`, 24-hour */
  time: string;
}

function clinicParts(instant: Date, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of clinicFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

export function clinicDateTime(instant: Date, timeZone: string): ClinicDateTime {
  const parts = clinicParts(instant, timeZone);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today's date in the clinic, `YYYY-MM-DD` (also the date input's `min`). */
export function clinicToday(instant: Date, timeZone: string): string {
  return clinicDateTime(instant, timeZone).date;
}

/** How far the clinic's wall clock is ahead of UTC at `instant`, in minutes (330 in India). */
export function clinicUtcOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = clinicParts(instant, timeZone);
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the clinic's wall clock reads `instant`'s UTC fields: what the clinic's calendar and clock show. */
export function clinicWallClock(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + clinicUtcOffsetMinutes(instant, timeZone) * 60_000);
}

/**
 * The instant the clinic's wall clock reads `date` (`YYYY-MM-DD`) at `time` (`HH:mm`): when an
 * appointment entered in clinic time happens, wherever the server is.
 */
export function clinicInstant(date: string, time: string, timeZone: string): Date {
  const wallAsUtc = new Date(`${date}T${time}:00.000Z`);
  // The offset at that reading taken as UTC, corrected once for a zone whose offset changes that day.
  const first = new Date(wallAsUtc.getTime() - clinicUtcOffsetMinutes(wallAsUtc, timeZone) * 60_000);
  return new Date(wallAsUtc.getTime() - clinicUtcOffsetMinutes(first, timeZone) * 60_000);
}

/** The instant a clinic date (`YYYY-MM-DD`) begins. */
export function clinicDayStart(date: string, timeZone: string): Date {
  return clinicInstant(date, '00:00', timeZone);
}
