/**
 * The clinic's wall clock. Appointment dates and times are entered in clinic time
 * (Asia/Kolkata) whatever the visitor's or the server's time zone, so "today" and "now" are
 * always read in that zone.
 */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';

// One formatter for the process: building Intl formatters is comparatively expensive.
const clinicFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface ClinicDateTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm`, 24-hour */
  time: string;
}

export function clinicDateTime(instant: Date): ClinicDateTime {
  const parts: Record<string, string> = {};
  for (const part of clinicFormatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Today's date in the clinic, `YYYY-MM-DD` (also the date input's `min`). */
export function clinicToday(instant: Date): string {
  return clinicDateTime(instant).date;
}

/** The current time in the clinic, `HH:mm`. */
export function clinicTimeNow(instant: Date): string {
  return clinicDateTime(instant).time;
}
