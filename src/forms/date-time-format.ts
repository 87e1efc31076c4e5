/*
 * How the site writes a calendar date and a time of day in English. A module of its own: the
 * pages that show a date or an hour need not load the form's messages with it.
 */

/** `2027-01-14` → `Thursday, 14 January 2027` (a calendar date: no time zone shifts it); another locale writes it its own way. */
export function formatCalendarDate(isoDate: string, locale = 'en-GB'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** `08:00` → `8 am`, `21:30` → `9:30 pm`: how the site writes its hours elsewhere. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
