import { describe, expect, it } from 'vitest';
import { clinicDateTime, clinicDayStart, clinicInstant, clinicUtcOffsetMinutes, clinicWallClock } from './clinic-clock';

// The same instant: 14:30 in Ahmedabad, 10:00 in London (summer time), 05:00 in New York.
const INSTANT = new Date('2026-05-10T09:00:00.000Z');

describe('the clinic clock reads the zone it is given', () => {
  it('date and time on the wall of a clinic in any zone', () => {
    expect(clinicDateTime(INSTANT, 'Asia/Kolkata')).toEqual({ date: '2026-05-10', time: '14:30' });
    expect(clinicDateTime(INSTANT, 'Europe/London')).toEqual({ date: '2026-05-10', time: '10:00' });
    expect(clinicDateTime(INSTANT, 'America/New_York')).toEqual({ date: '2026-05-10', time: '05:00' });
  });

  it("the zone's offset from UTC, summer time included", () => {
    expect(clinicUtcOffsetMinutes(INSTANT, 'Asia/Kolkata')).toBe(330);
    expect(clinicUtcOffsetMinutes(INSTANT, 'Europe/London')).toBe(60);
    expect(clinicUtcOffsetMinutes(new Date('2026-01-10T09:00:00.000Z'), 'Europe/London')).toBe(0);
    expect(clinicWallClock(INSTANT, 'Asia/Kolkata').toISOString()).toBe('2026-05-10T14:30:00.000Z');
  });

  it('the instant a clinic day begins', () => {
    expect(clinicDayStart('2026-05-10', 'Asia/Kolkata').toISOString()).toBe('2026-05-09T18:30:00.000Z');
    expect(clinicDayStart('2026-05-10', 'Europe/London').toISOString()).toBe('2026-05-09T23:00:00.000Z');
    // London's clocks go forward at 01:00 on 29 March 2026: the day still began at midnight GMT.
    expect(clinicDayStart('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });

  it('the instant the clinic clock reads a date and time', () => {
    expect(clinicInstant('2026-12-03', '10:30', 'Asia/Kolkata').toISOString()).toBe('2026-12-03T05:00:00.000Z');
    // Before 05:30 in the clinic it is still the day before in UTC.
    expect(clinicInstant('2027-01-01', '01:15', 'Asia/Kolkata').toISOString()).toBe('2026-12-31T19:45:00.000Z');
    expect(clinicInstant('2026-07-01', '10:30', 'Europe/London').toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(clinicInstant('2026-01-01', '10:30', 'Europe/London').toISOString()).toBe('2026-01-01T10:30:00.000Z');
  });
});
