import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageDefinition, SiteDefinition } from '../../types';
import { checkOpeningHoursText } from './opening-hours-checks';

const repo = path.resolve(__dirname, '../../../..');
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as T;
const baseSite = readJson<SiteDefinition>('tests/fixtures/content-base/site.json');
const SITE = 'pages/site.json';

function page(sections: unknown[]): { file: string; definition: PageDefinition } {
  return { file: 'pages/home.json', definition: { path: '/', meta: { title: 'Home', description: 'Home' }, sections } as unknown as PageDefinition };
}

/** The base fixture's site with some fields replaced (pointer → value). */
function site(changes: Record<string, unknown>): SiteDefinition {
  const copy = structuredClone(baseSite) as unknown as Record<string, Record<string, unknown>>;
  for (const [pointer, value] of Object.entries(changes)) {
    const [section, field] = pointer.split('/').slice(1);
    copy[section][field] = value;
  }
  return copy as unknown as SiteDefinition;
}

function check(definition: SiteDefinition, pages = [page([])]) {
  return checkOpeningHoursText({ site: { file: SITE, definition }, pages });
}

const DAILY = `clinic.openingHours in ${SITE} says Monday to Sunday, 08:00–22:00`;

describe('opening hours written as text agree with clinic.openingHours', () => {
  it('accepts the base fixture, whose every hours text says Monday to Sunday, 8 am to 10 pm', () => {
    expect(check(baseSite)).toEqual([]);
  });

  it('names the field of site.json whose text disagrees, and what the data says', () => {
    expect(check(site({ '/topBar/hoursLabel': 'Mon - Sat: 8 am - 10 pm' }))).toEqual([
      {
        file: SITE,
        pointer: '/topBar/hoursLabel',
        message: `"Mon - Sat: 8 am - 10 pm" says Monday to Saturday, 8 am to 10 pm, but ${DAILY}: make the two agree`,
      },
    ]);
  });

  it('names the page and the field of prose that disagrees, days or times', () => {
    const home = page([
      { type: 'page-banner', title: 'Welcome', intro: 'Open every day from 9 am to 10 pm.' },
      { type: 'prose', blocks: [{ paragraph: ['Our branches are open ', { text: 'Monday to Saturday', strong: true }, ', 8 am to 10 pm.'] }] },
      { type: 'prose', blocks: [{ paragraph: 'We are open 8 am to 9 pm.' }] },
    ]);
    expect(check(baseSite, [home])).toEqual([
      {
        file: 'pages/home.json',
        pointer: '/sections/0/intro',
        message: `"every day from 9 am to 10 pm" says Monday to Sunday, 9 am to 10 pm, but ${DAILY}: make the two agree`,
      },
      {
        // A paragraph of runs is read as one text: the days are in one run, the times in the next.
        file: 'pages/home.json',
        pointer: '/sections/1/blocks/0/paragraph',
        message: `"Monday to Saturday, 8 am to 10 pm" says Monday to Saturday, 8 am to 10 pm, but ${DAILY}: make the two agree`,
      },
      {
        file: 'pages/home.json',
        pointer: '/sections/2/blocks/0/paragraph',
        message: `"8 am to 9 pm" names no days, so it reads as 8 am to 9 pm on every opening day, but ${DAILY}: make the two agree`,
      },
    ]);
  });

  it('when only the data changes, every text that still says the old hours is named', () => {
    const errors = check(
      site({
        '/clinic/openingHours': [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '09:00', closes: '21:00' }],
      }),
    );
    expect(errors.map((error) => error.pointer)).toEqual([
      '/clinic/hours',
      '/requests/replyPromise',
      '/topBar/hoursLabel',
      '/nav/treatmentsPromo/text',
      '/footer/cta/text',
    ]);
    expect(errors[0].message).toBe(
      `"Monday to Sunday, 8 am to 10 pm" says Monday to Sunday, 8 am to 10 pm, but clinic.openingHours in ${SITE} says Monday to Sunday, 09:00–21:00: make the two agree`,
    );
  });

  it('with different hours on different days, checks each phrase against its days, and the hours fields against the whole week', () => {
    const week = [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '22:00' },
      { days: ['Sunday'], opens: '10:00', closes: '14:00' },
    ];
    const split = site({
      '/clinic/openingHours': week,
      '/clinic/hours': 'Monday to Saturday, 8 am to 10 pm; Sunday, 10 am to 2 pm',
      '/topBar/hoursLabel': 'Mon - Sat: 8 am - 10 pm',
    });
    const prose = page([
      { type: 'prose', blocks: [{ paragraph: 'On Sundays we open 10 am to 2 pm.' }, { paragraph: 'Mon - Sat 08:00–22:00.' }] },
      { type: 'prose', blocks: [{ paragraph: 'We are open 8 am to 10 pm.' }] },
    ]);
    const errors = check(split, [prose]);
    const MIXED = `clinic.openingHours in ${SITE} says Monday to Saturday, 08:00–22:00; Sunday, 10:00–14:00`;
    expect(errors).toContainEqual({
      file: SITE,
      pointer: '/topBar/hoursLabel',
      message: `"Mon - Sat: 8 am - 10 pm" says Monday to Saturday, 8 am to 10 pm, but ${MIXED}: make the two agree`,
    });
    // A phrase without days reads as every opening day, which is not true any more.
    expect(errors).toContainEqual({
      file: 'pages/home.json',
      pointer: '/sections/1/blocks/0/paragraph',
      message: `"8 am to 10 pm" names no days, so it reads as 8 am to 10 pm on every opening day, but ${MIXED}: make the two agree`,
    });
    // clinic.hours states the whole week, and the Sunday and weekday phrases their own days.
    expect(errors.map((error) => error.pointer)).not.toContain('/clinic/hours');
    expect(errors.map((error) => error.pointer)).not.toContain('/sections/0/blocks/0/paragraph');
    expect(errors.map((error) => error.pointer)).not.toContain('/sections/0/blocks/1/paragraph');
  });

  it('asks for hours it can read in clinic.hours and the top bar', () => {
    expect(check(site({ '/clinic/hours': 'Open all week, call us' }))).toEqual([
      {
        file: SITE,
        pointer: '/clinic/hours',
        message: `"Open all week, call us" does not state the opening hours in a form that can be checked (${DAILY}): write the days and times, e.g. "Monday to Sunday, 8 am to 10 pm"`,
      },
    ]);
  });
});
