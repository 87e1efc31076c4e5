import { clinicDayStart, clinicInstant, clinicToday } from '../../src/forms/clinic-clock';
import { readWholeNumberSetting } from '../setting-error';
import type { SlotTime, VisitStatus } from './visit-status';

/**
 * When the day-before reminder of a confirmed visit is sent. The rule:
 *
 * - It is due the day before the visit, at REMINDER_HOUR on the clinic's clock (default 18, 6 pm:
 *   late enough to be read that evening, early enough to rearrange the next morning).
 * - It is scheduled only when the visit is confirmed on an earlier clinic day than the reminder's
 *   own. A visit confirmed the day before, or on the day itself, gets none: the confirmation,
 *   hours old at most, already is the reminder, and a second e-mail the same day repeats it.
 *   (This also covers "the instant has passed": a confirmation before the reminder's day is
 *   always before its hour.)
 * - Rescheduling computes it again from the new slot and the moment of rescheduling; the reminder
 *   carries the visit's SEQUENCE, so one scheduled for an earlier version is void.
 * - One not sent by the start of the visit's day is dropped: it would say "tomorrow" on the day.
 */

export const DEFAULT_REMINDER_HOUR = 18;

/** REMINDER_HOUR: the hour (0 to 23, clinic time) of the day before a visit at which its reminder is sent. */
export function readReminderHour(env: NodeJS.ProcessEnv = process.env): number {
  return readWholeNumberSetting(env, 'REMINDER_HOUR', DEFAULT_REMINDER_HOUR, { min: 0, max: 23 }, ' (an hour of the clinic’s day)');
}

export interface ScheduledReminder {
  /** The instant it is due, UTC. */
  dueAt: Date;
  /** The visit's SEQUENCE when it was scheduled: any later change voids it. */
  sequence: number;
}

/** The clinic date before `date` (`YYYY-MM-DD`), across month and year ends. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The reminder for a visit confirmed (or rescheduled) at `confirmedAt` into `slot`, or undefined
 * when it gets none (see the rule above).
 */
export function scheduleReminder(
  slot: Pick<SlotTime, 'date'>,
  sequence: number,
  confirmedAt: Date,
  settings: { timeZone: string; reminderHour: number },
): ScheduledReminder | undefined {
  const reminderDay = dayBefore(slot.date);
  // ISO dates compare correctly as strings.
  if (clinicToday(confirmedAt, settings.timeZone) >= reminderDay) return undefined;
  const hour = `${String(settings.reminderHour).padStart(2, '0')}:00`;
  return { dueAt: clinicInstant(reminderDay, hour, settings.timeZone), sequence };
}

/** A visit's version: its SEQUENCE and its slot (date, time, branch). */
interface VisitVersion {
  sequence: number;
  slot: Pick<SlotTime, 'date' | 'time' | 'branchId'>;
}

/** The visit as it is when the reminder comes due; no slot once none is agreed. */
interface VisitNow {
  status: VisitStatus;
  sequence: number;
  slot: VisitVersion['slot'] | undefined;
}

/**
 * Whether a reminder that has come due (the outbox holds it until then) is still to be sent: the
 * visit is still booked, at the version the reminder was scheduled for (the same SEQUENCE, date,
 * time and branch), and its day has not begun. The reminder is compared with that visit, not
 * with REMINDER_HOUR: changing the hour while reminders wait must not void them.
 */
export function isReminderCurrent(scheduledFor: VisitVersion, visit: VisitNow, now: Date, timeZone: string): boolean {
  const booked = visit.status === 'confirmed' || visit.status === 'rescheduled';
  const same =
    visit.sequence === scheduledFor.sequence &&
    visit.slot?.date === scheduledFor.slot.date &&
    visit.slot.time === scheduledFor.slot.time &&
    visit.slot.branchId === scheduledFor.slot.branchId;
  return booked && same && now < clinicDayStart(scheduledFor.slot.date, timeZone);
}
