import { clinicDateTime } from '../forms/clinic-clock';
import { WEEKDAYS, type Branch, type Weekday } from './branches';

/**
 * When a branch is open, from its weekly hours and its closures alone. A closing time at or
 * before the opening time means the hours run past midnight (20:00 to 02:00): the hours after
 * midnight belong to the day they started on, so a closure on that day closes them too.
 */

type HoursSource = Pick<Branch, 'openingHours' | 'closures'>;
type Closure = Branch['closures'][number];

export interface DayHours {
  opens: string;
  closes: string;
}

/** `2026-11-26` → `Thursday` (a calendar date: no time zone shifts it). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  // getUTCDay counts from Sunday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The branch's weekly hours on a weekday; undefined when it is closed that day of the week. */
export function weeklyHoursOn(branch: Pick<Branch, 'openingHours'>, weekday: Weekday): DayHours | undefined {
  const group = branch.openingHours.find((hours) => hours.days.includes(weekday));
  return group ? { opens: group.opens, closes: group.closes } : undefined;
}

/** Every weekday, Monday first, with its hours (undefined: closed). */
export function weeklyHours(branch: Pick<Branch, 'openingHours'>): { day: Weekday; hours: DayHours | undefined }[] {
  return WEEKDAYS.map((day) => ({ day, hours: weeklyHoursOn(branch, day) }));
}

export function closureOn(branch: Pick<Branch, 'closures'>, date: string): Closure | undefined {
  return branch.closures.find((closure) => closure.date === date);
}

/** The hours the branch keeps on a date: none on a closure or a day of the week it is closed. */
export function hoursOn(branch: HoursSource, date: string): DayHours | undefined {
  return closureOn(branch, date) ? undefined : weeklyHoursOn(branch, weekdayOf(date));
}

function runsPastMidnight({ opens, closes }: DayHours): boolean {
  return closes <= opens;
}

/** Is the branch open at a time (`HH:mm`) on a date: in that day's hours, or in the previous day's hours that run past midnight. */
export function isOpenAt(branch: HoursSource, date: string, time: string): boolean {
  const today = hoursOn(branch, date);
  if (today && time >= today.opens && (runsPastMidnight(today) || time < today.closes)) return true;
  const yesterday = hoursOn(branch, addDays(date, -1));
  return yesterday !== undefined && runsPastMidnight(yesterday) && time < yesterday.closes;
}

export type OpenState =
  | { open: true; /** `HH:mm`: when it closes. */ closes: string }
  | {
      open: false;
      /** When it opens next, within a fortnight: none if it stays closed that long. */ next?: { date: string; opens: string };
      /** Today's closure, if that is why. */ closure?: Closure;
    };

/** Whether the branch is open at an instant, read on the clinic's clock, and when that changes. */
export function openState(branch: HoursSource, now: Date, timeZone: string): OpenState {
  const { date, time } = clinicDateTime(now, timeZone);
  const today = hoursOn(branch, date);
  const yesterday = hoursOn(branch, addDays(date, -1));
  if (yesterday && runsPastMidnight(yesterday) && time < yesterday.closes) return { open: true, closes: yesterday.closes };
  if (today && time >= today.opens && (runsPastMidnight(today) || time < today.closes)) return { open: true, closes: today.closes };
  const closure = closureOn(branch, date);
  if (today && time < today.opens) return { open: false, next: { date, opens: today.opens }, ...(closure ? { closure } : {}) };
  for (let days = 1; days <= 14; days++) {
    const next = addDays(date, days);
    const hours = hoursOn(branch, next);
    if (hours) return { open: false, next: { date: next, opens: hours.opens }, ...(closure ? { closure } : {}) };
  }
  return { open: false, ...(closure ? { closure } : {}) };
}

/** The closures from today on, in date order (a past closure is no longer shown). */
export function upcomingClosures(branch: Pick<Branch, 'closures'>, today: string): Closure[] {
  return branch.closures.filter((closure) => closure.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
