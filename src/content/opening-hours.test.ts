import { describe, expect, it } from 'vitest';
import '../i18n/words/all';
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

  it('reads naturally in Gujarati and Hindi: the part of the day before the hour, "from … to" as each language says it', () => {
    expect(formatOpeningHours(WEEK, 'hours:daily', 'gu')).toBe('દરરોજ, સવારે 8 થી રાત્રે 10');
    expect(formatOpeningHours(WEEK, 'hours:daily', 'hi')).toBe('रोज़, सुबह 8 बजे से रात 10 बजे तक');
    expect(formatOpeningHours(SPLIT, 'hours', 'gu')).toBe('સોમવાર થી શનિવાર, સવારે 9 થી રાત્રે 9:30; રવિવાર, સવારે 10 થી બપોરે 2');
    expect(formatOpeningHours(SPLIT, 'hours:short', 'hi')).toBe('सोम - शनि: सुबह 9 बजे - रात 9:30 बजे; रवि: सुबह 10 बजे - दोपहर 2 बजे');
    expect(formatOpeningHours(SPLIT, 'hours:closes', 'gu')).toBe('રાત્રે 9:30');
    expect(formatOpeningHours([{ days: ['Monday', 'Wednesday'], opens: '16:00', closes: '19:00' }], 'hours', 'hi')).toBe(
      'सोमवार और बुधवार, शाम 4 बजे से शाम 7 बजे तक',
    );
    expect(fillHoursTokens('અમે {hours:daily} ખુલ્લા છીએ.', WEEK, 'gu')).toBe('અમે દરરોજ, સવારે 8 થી રાત્રે 10 ખુલ્લા છીએ.');
  });
});
