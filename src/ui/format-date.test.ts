import { describe, expect, it } from 'vitest';
import { formatDayShortMonthYear, formatLongUsDate, isoCalendarDate } from './format-date';

const ZONE = 'Asia/Kolkata';

describe('blog dates', () => {
  it('long US format: "March 5, 2026"', () => {
    expect(formatLongUsDate('2026-03-05T09:00:00.000Z', ZONE)).toBe('March 5, 2026');
    expect(formatLongUsDate('2026-09-29T09:45:00.000Z', ZONE)).toBe('September 29, 2026');
    expect(formatLongUsDate('2026-12-31T12:00:00+05:30', ZONE)).toBe('December 31, 2026');
  });

  it('day, short month, year: "5 Mar 2026", three letters for every month', () => {
    expect(formatDayShortMonthYear('2026-03-05T09:00:00.000Z', ZONE)).toBe('5 Mar 2026');
    expect(formatDayShortMonthYear('2026-09-29T09:45:00.000Z', ZONE)).toBe('29 Sep 2026');
    expect(formatDayShortMonthYear('2026-06-02T10:30:00.000Z', ZONE)).toBe('2 Jun 2026');
  });

  it("counts days in the clinic's time zone (UTC+05:30), whatever the machine's", () => {
    // 20:00 UTC on the 4th is 01:30 on the 5th in Ahmedabad.
    expect(formatLongUsDate('2026-03-04T20:00:00.000Z', ZONE)).toBe('March 5, 2026');
    expect(formatDayShortMonthYear('2026-03-04T18:29:00.000Z', ZONE)).toBe('4 Mar 2026');
    expect(formatDayShortMonthYear('2026-03-04T18:30:00.000Z', ZONE)).toBe('5 Mar 2026');
    expect(isoCalendarDate('2025-12-31T19:00:00.000Z', ZONE)).toBe('2026-01-01');
  });

  it('gives an empty string for a date that does not parse', () => {
    expect(formatLongUsDate('not a date', ZONE)).toBe('');
    expect(formatDayShortMonthYear('', ZONE)).toBe('');
    expect(isoCalendarDate('2026-13-45', ZONE)).toBe('');
  });
});
