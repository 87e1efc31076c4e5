import { describe, expect, it } from 'vitest';
import { fillHoursTokens, formatOpeningHours } from './opening-hours';

const WEEK = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '22:00' }] as const;
const SPLIT = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '21:30' },
  { days: ['Sunday'], opens: '10:00', closes: '14:00' },
] as const;

describe('the opening hours, written from clinic.openingHours', () => {
  it("reads exactly as the site's texts have always said them", () => {
    expect(formatOpeningHours(WEEK)).toBe('Monday to Sunday, 8 am to 10 pm');
    expect(formatOpeningHours(WEEK, 'hours:short')).toBe('Mon - Sun: 8 am - 10 pm');
    expect(formatOpeningHours(WEEK, 'hours:from')).toBe('Monday to Sunday from 8 am to 10 pm');
    expect(formatOpeningHours(WEEK, 'hours:daily')).toBe('every day, 8 am to 10 pm');
    expect(formatOpeningHours(WEEK, 'hours:daily-from')).toBe('every day from 8 am to 10 pm');
    expect(formatOpeningHours(WEEK, 'hours:closes')).toBe('10 pm');
  });

  it('follows the data when the days differ: no "every day" that is not true', () => {
    const split = SPLIT;
    expect(formatOpeningHours(split)).toBe('Monday to Saturday, 9 am to 9:30 pm; Sunday, 10 am to 2 pm');
    expect(formatOpeningHours(split, 'hours:short')).toBe('Mon - Sat: 9 am - 9:30 pm; Sun: 10 am - 2 pm');
    expect(formatOpeningHours(split, 'hours:daily')).toBe('Monday to Saturday, 9 am to 9:30 pm; Sunday, 10 am to 2 pm');
    expect(formatOpeningHours(split, 'hours:closes')).toBe('9:30 pm');
    expect(formatOpeningHours([{ days: ['Monday', 'Wednesday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '12:00' }])).toBe(
      'Monday, Wednesday and Friday to Sunday, 8 am to 12 pm',
    );
  });

  it('fills the tokens of a text and leaves other braces alone', () => {
    expect(fillHoursTokens('Open {hours}. Ref {reference}. {hours:nope}', WEEK)).toBe('Open Monday to Sunday, 8 am to 10 pm. Ref {reference}. {hours:nope}');
  });
});
