/**
 * The limits of an appointment request, read from pages/site.json (`appointments`,
 * `clinic.openingHours` and `clinic.timeZone`), so the clinic changes them in one place and the browser's form, its
 * date and time inputs and the API all follow.
 */
export interface BookingRules {
  /** How far ahead a date may be requested, in calendar months from today in the clinic. */
  horizonMonths: number;
  /** `HH:mm`, 24-hour: the earliest appointment time. */
  opens: string;
  /** `HH:mm`, 24-hour: appointments start before this time. */
  closes: string;
  /** The clinic's IANA time zone (`clinic.timeZone`): "today" and "now" are read in it. */
  timeZone: string;
}

/** The part of the site definition the rules read (structural, so the rules need no content types). */
export interface BookingRulesSource {
  clinic: { openingHours: readonly { opens: string; closes: string }[]; timeZone: string };
  appointments: { horizonMonths: number };
}

export function bookingRulesFromSite(site: BookingRulesSource): BookingRules {
  // The times open on every listed day (the demo clinic keeps one set of hours, Monday to Sunday).
  const hours = site.clinic.openingHours;
  if (hours.length === 0) throw new Error('site.json: clinic.openingHours lists no hours');
  const opens = hours.map((h) => h.opens).reduce((a, b) => (a > b ? a : b));
  const closes = hours.map((h) => h.closes).reduce((a, b) => (a < b ? a : b));
  if (!(opens < closes)) throw new Error(`site.json: clinic.openingHours.opens (${opens}) must be before closes (${closes})`);
  return { horizonMonths: site.appointments.horizonMonths, opens, closes, timeZone: site.clinic.timeZone };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The last date that may be requested: today plus the horizon in calendar months, on the same
 * day of the month or the month's last day (31 August + 6 months is 28 or 29 February).
 */
export function lastBookableDate(today: string, horizonMonths: number): string {
  const [year, month, day] = today.split('-').map(Number);
  const monthIndex = month - 1 + horizonMonths;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const daysInMonth = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth))}`;
}

/** The latest time the time input offers: one minute before closing (23:59 for hours that close at midnight). */
export function lastBookableTime(closes: string): string {
  const [hours, minutes] = closes.split(':').map(Number);
  const total = (hours * 60 + minutes - 1 + 24 * 60) % (24 * 60);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** Opening time inclusive, closing time exclusive. */
export function isWithinOpeningHours(time: string, rules: Pick<BookingRules, 'opens' | 'closes'>): boolean {
  return time >= rules.opens && time < rules.closes;
}
