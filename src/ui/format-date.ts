import { clinicWallClock } from '../forms/clinic-clock';

/**
 * Dates as the blog shows them, in the clinic's time zone (`clinic.timeZone`), never the reader's
 * or the server's: the server-rendered date and the hydrated one must
 * be the same text, and an article published on the 5th in Ahmedabad is dated the 5th everywhere.
 * Month names are spelt here rather than by Intl, whose short names differ between ICU versions
 * ("Sep" or "Sept"), which would make the server's text and the browser's disagree.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface CalendarDate {
  year: number;
  /** 0 to 11 */
  month: number;
  day: number;
}

function clinicCalendarDate(iso: string, timeZone: string): CalendarDate | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const local = clinicWallClock(new Date(time), timeZone);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** "March 5, 2026": the blog list's long US format ('' for a date that does not parse). */
export function formatLongUsDate(iso: string, timeZone: string): string {
  const date = clinicCalendarDate(iso, timeZone);
  return date ? `${MONTHS[date.month]} ${date.day}, ${date.year}` : '';
}

/** "5 Mar 2026": day, short month, year, as the article shows it. */
export function formatDayShortMonthYear(iso: string, timeZone: string): string {
  const date = clinicCalendarDate(iso, timeZone);
  return date ? `${date.day} ${MONTHS[date.month].slice(0, 3)} ${date.year}` : '';
}

/** "2026-03-05": the calendar date, for a `<time datetime>` attribute. */
export function isoCalendarDate(iso: string, timeZone: string): string {
  const date = clinicCalendarDate(iso, timeZone);
  if (!date) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month + 1)}-${pad(date.day)}`;
}
