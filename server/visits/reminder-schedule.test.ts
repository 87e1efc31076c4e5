import { describe, expect, it } from 'vitest';
import { SettingError } from '../setting-error';
import { DEFAULT_REMINDER_HOUR, isReminderCurrent, readReminderHour, scheduleReminder } from './reminder-schedule';

const IST = { timeZone: 'Asia/Kolkata', reminderHour: 18 };
const at = (iso: string) => new Date(iso);
const due = (date: string, confirmedAt: string, settings = IST) => scheduleReminder({ date }, 0, at(confirmedAt), settings)?.dueAt.toISOString();

describe('REMINDER_HOUR', () => {
  it('is 18 (6 pm) when unset or blank', () => {
    expect(DEFAULT_REMINDER_HOUR).toBe(18);
    expect(readReminderHour({})).toBe(18);
    expect(readReminderHour({ REMINDER_HOUR: '  ' })).toBe(18);
  });

  it('takes any hour of the day, 0 included', () => {
    expect(readReminderHour({ REMINDER_HOUR: '0' })).toBe(0);
    expect(readReminderHour({ REMINDER_HOUR: ' 23 ' })).toBe(23);
  });

  it.each(['24', '-1', '18.5', 'six', '6pm'])('refuses %s, naming the setting and the range', (value) => {
    expect(() => readReminderHour({ REMINDER_HOUR: value })).toThrow(SettingError);
    expect(() => readReminderHour({ REMINDER_HOUR: value })).toThrow(`REMINDER_HOUR=${value}: a whole number (an hour of the clinic’s day), from 0 to 23`);
  });
});

describe('when the reminder is due', () => {
  it('the day before the visit at 6 pm clinic time, as a UTC instant', () => {
    // 18:00 IST is 12:30 UTC.
    expect(due('2026-12-03', '2026-11-26T04:30:00.000Z')).toBe('2026-12-02T12:30:00.000Z');
  });

  it('across the month end and the year end', () => {
    expect(due('2026-12-01', '2026-11-20T04:30:00.000Z')).toBe('2026-11-30T12:30:00.000Z');
    expect(due('2027-01-01', '2026-12-20T04:30:00.000Z')).toBe('2026-12-31T12:30:00.000Z');
    expect(due('2028-03-01', '2028-02-20T04:30:00.000Z')).toBe('2028-02-29T12:30:00.000Z');
  });

  it('at an early hour, the reminder day begins the evening before in UTC', () => {
    // 00:00 and 05:00 IST on 31 Dec are 18:30 and 23:30 UTC on 30 Dec.
    expect(due('2027-01-01', '2026-12-20T04:30:00.000Z', { ...IST, reminderHour: 0 })).toBe('2026-12-30T18:30:00.000Z');
    expect(due('2027-01-01', '2026-12-20T04:30:00.000Z', { ...IST, reminderHour: 5 })).toBe('2026-12-30T23:30:00.000Z');
    expect(due('2027-01-01', '2026-12-20T04:30:00.000Z', { ...IST, reminderHour: 6 })).toBe('2026-12-31T00:30:00.000Z');
  });

  it('reads the day of confirmation on the clinic’s calendar, not UTC’s', () => {
    // 19:00 UTC on 1 Dec is 00:30 on 2 Dec in the clinic: already the reminder's day for a 3 Dec visit.
    expect(due('2026-12-03', '2026-12-01T19:00:00.000Z')).toBeUndefined();
    // 18:00 UTC on 1 Dec is 23:30 on 1 Dec in the clinic: the day before, so the reminder stands.
    expect(due('2026-12-03', '2026-12-01T18:00:00.000Z')).toBe('2026-12-02T12:30:00.000Z');
  });

  it.each([
    ['the morning before, before the hour', '2026-12-02T03:30:00.000Z'],
    ['the evening before, after the hour', '2026-12-02T14:30:00.000Z'],
    ['on the day itself', '2026-12-03T02:30:00.000Z'],
    ['after the visit’s day (a slot in the past)', '2026-12-05T02:30:00.000Z'],
  ])('a visit confirmed %s gets none', (_case, confirmedAt) => {
    expect(due('2026-12-03', confirmedAt)).toBeUndefined();
  });

  it('carries the sequence it was scheduled for', () => {
    expect(scheduleReminder({ date: '2026-12-03' }, 3, at('2026-11-26T04:30:00.000Z'), IST)).toEqual({ dueAt: at('2026-12-02T12:30:00.000Z'), sequence: 3 });
  });
});

describe('whether a due reminder is still sent', () => {
  const slot = { date: '2026-12-03', time: '10:30', branchId: 'south-bopal' };
  const scheduledFor = { sequence: 1, slot };
  const visit = { status: 'confirmed' as const, sequence: 1, slot };
  const dueNow = at('2026-12-02T12:30:00.000Z');

  it('yes, for the visit as it was scheduled', () => {
    expect(isReminderCurrent(scheduledFor, visit, dueNow, IST.timeZone)).toBe(true);
    expect(isReminderCurrent(scheduledFor, { ...visit, status: 'rescheduled' }, dueNow, IST.timeZone)).toBe(true);
  });

  it('whatever the reminder hour is now: raising REMINDER_HOUR after it was queued does not void it', () => {
    // Queued for 6 pm; the hour is now 8 pm, and the outbox hands it over at 6 pm as queued.
    const queued = scheduleReminder(slot, 1, at('2026-11-26T04:30:00.000Z'), IST)!;
    expect(queued.dueAt.toISOString()).toBe('2026-12-02T12:30:00.000Z');
    expect(isReminderCurrent({ sequence: queued.sequence, slot }, visit, queued.dueAt, IST.timeZone)).toBe(true);
  });

  it('not once the visit changed: a rescheduled visit’s old reminder is void, its new one stands', () => {
    const moved = { status: 'rescheduled' as const, sequence: 2, slot: { ...slot, date: '2026-12-10' } };
    expect(isReminderCurrent(scheduledFor, moved, dueNow, IST.timeZone)).toBe(false);
    expect(isReminderCurrent({ sequence: 2, slot: moved.slot }, moved, at('2026-12-09T12:30:00.000Z'), IST.timeZone)).toBe(true);
  });

  it.each([
    ['another time', { time: '11:00' }],
    ['another branch', { branchId: 'chandkheda' }],
    ['another date', { date: '2026-12-04' }],
  ])('not for a visit at %s, even at the same SEQUENCE', (_case, change) => {
    expect(isReminderCurrent(scheduledFor, { ...visit, slot: { ...slot, ...change } }, dueNow, IST.timeZone)).toBe(false);
  });

  it.each(['cancelled', 'attended', 'no-show', 'new'] as const)('not when the visit is %s', (status) => {
    expect(isReminderCurrent(scheduledFor, { ...visit, status }, dueNow, IST.timeZone)).toBe(false);
  });

  it('not when the visit has no agreed slot any more', () => {
    expect(isReminderCurrent(scheduledFor, { ...visit, slot: undefined }, dueNow, IST.timeZone)).toBe(false);
  });

  it('not once the visit’s day has begun in the clinic: it would say "tomorrow" on the day', () => {
    expect(isReminderCurrent(scheduledFor, visit, at('2026-12-02T18:29:59.999Z'), IST.timeZone)).toBe(true);
    expect(isReminderCurrent(scheduledFor, visit, at('2026-12-02T18:30:00.000Z'), IST.timeZone)).toBe(false);
  });
});
