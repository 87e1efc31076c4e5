import { describe, expect, it } from 'vitest';
import { clockTime, parseHoursStatements, WEEKDAYS } from './opening-hours-text';

const EVERY_DAY = [...WEEKDAYS];
const MON_TO_SAT = WEEKDAYS.slice(0, 6);

describe('clockTime', () => {
  it.each([
    ['8 am', '08:00'],
    ['8am', '08:00'],
    ['10 pm', '22:00'],
    ['10 PM', '22:00'],
    ['9:30 p.m.', '21:30'],
    ['9.30 pm', '21:30'],
    ['12 am', '00:00'],
    ['12 pm', '12:00'],
    ['noon', '12:00'],
    ['midnight', '00:00'],
    ['08:00', '08:00'],
    ['22:00', '22:00'],
  ])('%s is %s', (written, time) => {
    expect(clockTime(written)).toBe(time);
  });

  it.each(['13 pm', '0 am', '8:75 am', '24:00', '8'])('%s is no time', (written) => {
    expect(clockTime(written)).toBeUndefined();
  });
});

describe('parseHoursStatements', () => {
  it.each([
    ['Monday to Sunday, 8 am to 10 pm', 'Monday to Sunday, 8 am to 10 pm', EVERY_DAY],
    ['Mon - Sun: 8 am - 10 pm', 'Mon - Sun: 8 am - 10 pm', EVERY_DAY],
    ['With branches in South Bopal, open Monday to Sunday from 8 am to 10 pm, visits fit in.', 'Monday to Sunday from 8 am to 10 pm', EVERY_DAY],
    ['Seen the same day, every day from 8 am to 10 pm.', 'every day from 8 am to 10 pm', EVERY_DAY],
    ['at our clinics, open 8 am to 10 pm daily.', '8 am to 10 pm daily', EVERY_DAY],
    ['during opening hours (8 am to 10 pm, every day).', '8 am to 10 pm, every day', EVERY_DAY],
    ['Open 7 days a week, 8am–10pm', '7 days a week, 8am–10pm', EVERY_DAY],
    ['Mon–Sat 08:00–22:00', 'Mon–Sat 08:00–22:00', MON_TO_SAT],
    ['Mon. to Sat. 8 am to 10 pm', 'Mon. to Sat. 8 am to 10 pm', MON_TO_SAT],
    ['Monday to Saturday between 8 a.m. and 10 p.m.', 'Monday to Saturday between 8 a.m. and 10 p.m.', MON_TO_SAT],
  ])('reads %j', (text, statement, days) => {
    expect(parseHoursStatements(text)).toEqual([{ text: statement, days, opens: '08:00', closes: '22:00' }]);
  });

  it('reads several statements, days before their times or after them', () => {
    const expected = [
      { days: MON_TO_SAT, opens: '09:00', closes: '18:00' },
      { days: ['Sunday'], opens: '10:00', closes: '14:00' },
    ];
    expect(parseHoursStatements('Mon - Sat: 9 am - 6 pm, Sun: 10 am - 2 pm')).toMatchObject(expected);
    expect(parseHoursStatements('9 am to 6 pm Monday to Saturday, 10 am to 2 pm on Sundays')).toMatchObject(expected);
  });

  it('reads lists of days, ranges over the weekend, and a second range of the same days', () => {
    expect(parseHoursStatements('Monday, Wednesday and Friday, 9 am to 1 pm and 2 pm to 6 pm')).toMatchObject([
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '09:00', closes: '13:00' },
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '14:00', closes: '18:00' },
    ]);
    expect(parseHoursStatements('Fri - Mon 10 am to 4 pm')).toMatchObject([{ days: ['Monday', 'Friday', 'Saturday', 'Sunday'] }]);
  });

  it('leaves the days out when the text names none next to the times', () => {
    expect(parseHoursStatements('We are open 8 am to 10 pm.')).toEqual([{ text: '8 am to 10 pm', opens: '08:00', closes: '22:00' }]);
    // Days in another sentence, or far from the times, are about something else.
    expect(parseHoursStatements('Book on Sunday. We open 8 am to 10 pm.')[0]).not.toHaveProperty('days');
    expect(parseHoursStatements('Bring your child on Saturday after the match; the clinic works 8 am to 10 pm.')[0]).not.toHaveProperty('days');
  });

  it('finds no hours in durations, single times, or words that only look like days', () => {
    for (const text of [
      '1 to 2 hours',
      'worn for about 20 to 22 hours a day',
      'Dental Implants in 72 Hours',
      'Requests sent after 10 pm are answered the next morning.',
      'We sat down on a sunny Monday.',
      '8 am and 10 pm',
    ]) {
      expect(parseHoursStatements(text), text).toEqual([]);
    }
  });
});
