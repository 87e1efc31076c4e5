/*
 * A time of day as Intl writes it in a locale, for the Gujarati and Hindi form messages and
 * e-mails. Apart from clock.ts (every page's hours), so English pages do not carry it.
 */

/** `17:45` as a locale writes a time of day (`5:45 pm` in hi-IN, `5:45 PM` in gu-IN); anything but `HH:mm` as it is. */
export function formatClockTimeIn(time: string, locale: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return time;
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
