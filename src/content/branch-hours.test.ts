import { describe, expect, it } from 'vitest';
import { addDays, closureOn, hoursOn, isOpenAt, openState, upcomingClosures, weekdayOf, weeklyHours, weeklyHoursOn } from './branch-hours';
import type { Branch } from './branches';

const ZONE = 'Asia/Kolkata';
/** An instant given as the clinic's wall clock (India is UTC+05:30 all year). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

type Hours = Pick<Branch, 'openingHours' | 'closures'>;

/** Daytime hours, closed on Sundays and on Christmas (Friday 25 December 2026). */
const DAY: Hours = {
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '21:00' },
    { days: ['Sunday'], opens: '10:00', closes: '14:00' },
  ],
  closures: [{ date: '2026-12-25', note: 'Christmas' }],
};
const NO_SUNDAYS: Hours = { ...DAY, openingHours: [DAY.openingHours[0]] };

/** Open late on Fridays and Saturdays, 20:00 to 02:00, and closed on Friday 27 November 2026. */
const NIGHT: Hours = {
  openingHours: [{ days: ['Friday', 'Saturday'], opens: '20:00', closes: '02:00' }],
  closures: [{ date: '2026-11-27', note: 'Staff training' }],
};

describe('calendar dates', () => {
  it('names the weekday of a date, whatever the time zone of the machine', () => {
    expect(weekdayOf('2026-11-26')).toBe('Thursday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
    expect(weekdayOf('2026-11-30')).toBe('Monday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
    expect(weekdayOf('2027-01-14')).toBe('Thursday');
  });

  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-11-26', 14)).toBe('2026-12-10');
  });
});

describe('weekly hours', () => {
  it('gives each weekday the hours of its group, and none for a day in no group', () => {
    expect(weeklyHoursOn(DAY, 'Wednesday')).toEqual({ opens: '09:00', closes: '21:00' });
    expect(weeklyHoursOn(DAY, 'Sunday')).toEqual({ opens: '10:00', closes: '14:00' });
    expect(weeklyHoursOn(NO_SUNDAYS, 'Sunday')).toBeUndefined();
  });

  it('lists the week Monday first', () => {
    expect(weeklyHours(NIGHT)).toEqual([
      { day: 'Monday', hours: undefined },
      { day: 'Tuesday', hours: undefined },
      { day: 'Wednesday', hours: undefined },
      { day: 'Thursday', hours: undefined },
      { day: 'Friday', hours: { opens: '20:00', closes: '02:00' } },
      { day: 'Saturday', hours: { opens: '20:00', closes: '02:00' } },
      { day: 'Sunday', hours: undefined },
    ]);
  });

  it('finds the closure of a date, with its note', () => {
    expect(closureOn(DAY, '2026-12-25')).toEqual({ date: '2026-12-25', note: 'Christmas' });
    expect(closureOn(DAY, '2026-12-24')).toBeUndefined();
  });

  it('keeps no hours on a closure, though the weekday has some', () => {
    expect(hoursOn(DAY, '2026-12-24')).toEqual({ opens: '09:00', closes: '21:00' });
    expect(hoursOn(DAY, '2026-12-25')).toBeUndefined();
    expect(hoursOn(DAY, '2026-12-26')).toEqual({ opens: '09:00', closes: '21:00' });
  });
});

describe('open now', () => {
  it('is closed before opening, open while the hours last and closed from the closing minute', () => {
    expect(openState(DAY, at('2026-11-26', '08:59'), ZONE)).toEqual({ open: false, next: { date: '2026-11-26', opens: '09:00' } });
    expect(openState(DAY, at('2026-11-26', '09:00'), ZONE)).toEqual({ open: true, closes: '21:00' });
    expect(openState(DAY, at('2026-11-26', '20:59'), ZONE)).toEqual({ open: true, closes: '21:00' });
    expect(openState(DAY, at('2026-11-26', '21:00'), ZONE)).toEqual({ open: false, next: { date: '2026-11-27', opens: '09:00' } });
    expect(isOpenAt(DAY, '2026-11-26', '08:59')).toBe(false);
    expect(isOpenAt(DAY, '2026-11-26', '12:00')).toBe(true);
    expect(isOpenAt(DAY, '2026-11-26', '21:00')).toBe(false);
  });

  it('is closed all day on a closure, and says which', () => {
    expect(isOpenAt(DAY, '2026-12-25', '12:00')).toBe(false);
    expect(openState(DAY, at('2026-12-25', '12:00'), ZONE)).toEqual({
      open: false,
      next: { date: '2026-12-26', opens: '09:00' },
      closure: { date: '2026-12-25', note: 'Christmas' },
    });
  });

  it('stays open past midnight into the next day, until the closing time', () => {
    // Friday 20 November 2026, 20:00 to Saturday 02:00.
    expect(openState(NIGHT, at('2026-11-20', '19:59'), ZONE)).toEqual({ open: false, next: { date: '2026-11-20', opens: '20:00' } });
    expect(openState(NIGHT, at('2026-11-20', '23:59'), ZONE)).toEqual({ open: true, closes: '02:00' });
    expect(openState(NIGHT, at('2026-11-21', '01:00'), ZONE)).toEqual({ open: true, closes: '02:00' });
    expect(openState(NIGHT, at('2026-11-21', '02:00'), ZONE)).toEqual({ open: false, next: { date: '2026-11-21', opens: '20:00' } });
    expect(isOpenAt(NIGHT, '2026-11-21', '01:00')).toBe(true);
    expect(isOpenAt(NIGHT, '2026-11-21', '02:00')).toBe(false);
    // Saturday's hours run into Sunday, a day the branch does not open.
    expect(isOpenAt(NIGHT, '2026-11-22', '01:59')).toBe(true);
    expect(isOpenAt(NIGHT, '2026-11-22', '02:00')).toBe(false);
    // Friday before its evening: Thursday kept no hours to run into it.
    expect(isOpenAt(NIGHT, '2026-11-20', '01:00')).toBe(false);
  });

  it('closes the hours after midnight too when the day they started on is a closure', () => {
    expect(isOpenAt(NIGHT, '2026-11-27', '22:00')).toBe(false);
    expect(isOpenAt(NIGHT, '2026-11-28', '01:00')).toBe(false);
    expect(openState(NIGHT, at('2026-11-28', '01:00'), ZONE)).toEqual({ open: false, next: { date: '2026-11-28', opens: '20:00' } });
    expect(isOpenAt(NIGHT, '2026-11-28', '20:00')).toBe(true);
    // A closure on the day after does not cut short the night that began before it.
    const closedSaturday: Hours = { ...NIGHT, closures: [{ date: '2026-11-21' }] };
    expect(isOpenAt(closedSaturday, '2026-11-21', '01:00')).toBe(true);
    expect(openState(closedSaturday, at('2026-11-21', '01:00'), ZONE)).toEqual({ open: true, closes: '02:00' });
  });

  it('reads the instant on the clinic clock: 19:00 UTC is 00:30 the next day in India', () => {
    const instant = new Date('2026-11-20T19:00:00Z');
    // Saturday 00:30 in Ahmedabad: Friday night's hours are still running.
    expect(openState(NIGHT, instant, ZONE)).toEqual({ open: true, closes: '02:00' });
    // The same instant read in UTC is Friday 19:00, an hour before opening.
    expect(openState(NIGHT, instant, 'UTC')).toEqual({ open: false, next: { date: '2026-11-20', opens: '20:00' } });
  });
});

describe('next opening', () => {
  it('skips the days of the week the branch is closed', () => {
    // Saturday evening, closed on Sundays: next Monday.
    expect(openState(NO_SUNDAYS, at('2026-11-28', '21:30'), ZONE)).toEqual({ open: false, next: { date: '2026-11-30', opens: '09:00' } });
  });

  it('skips closures', () => {
    // Christmas Eve after closing: Christmas is a closure, so Saturday the 26th.
    expect(openState(DAY, at('2026-12-24', '22:00'), ZONE)).toEqual({ open: false, next: { date: '2026-12-26', opens: '09:00' } });
    // Sunday early morning after Saturday night, the next Friday a closure: Saturday the 28th.
    expect(openState(NIGHT, at('2026-11-22', '03:00'), ZONE)).toEqual({ open: false, next: { date: '2026-11-28', opens: '20:00' } });
  });

  it('gives no next opening when the branch stays closed for more than a fortnight', () => {
    const mondaysOnly: Hours = {
      openingHours: [{ days: ['Monday'], opens: '09:00', closes: '13:00' }],
      closures: [{ date: '2026-11-30' }, { date: '2026-12-07' }],
    };
    expect(openState(mondaysOnly, at('2026-11-26', '12:00'), ZONE)).toEqual({ open: false });
    expect(openState({ ...mondaysOnly, closures: [{ date: '2026-11-30' }] }, at('2026-11-26', '12:00'), ZONE)).toEqual({
      open: false,
      next: { date: '2026-12-07', opens: '09:00' },
    });
  });
});

describe('upcoming closures', () => {
  it("lists today's and later closures in date order, leaving out those that are over", () => {
    const closures = [
      { date: '2027-03-22', note: 'Holi' },
      { date: '2026-11-09', note: 'Diwali' },
      { date: '2027-01-14', note: 'Uttarayan' },
      { date: '2026-11-26' },
    ];
    expect(upcomingClosures({ closures }, '2026-11-26')).toEqual([
      { date: '2026-11-26' },
      { date: '2027-01-14', note: 'Uttarayan' },
      { date: '2027-03-22', note: 'Holi' },
    ]);
    expect(upcomingClosures({ closures }, '2027-03-23')).toEqual([]);
  });
});
