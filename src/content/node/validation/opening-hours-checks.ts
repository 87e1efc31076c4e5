import { formatClockTime } from '../../../forms/form-messages';
import type { PageDefinition, SiteDefinition } from '../../types';
import type { ContentError } from './content-error';
import { parseHoursStatements, WEEKDAYS, type HoursStatement, type Weekday } from './opening-hours-text';

/** What this check reads of the content (a subset of reference-checks' SchemaValidContent). */
interface HoursContent {
  site: { file: string; definition: SiteDefinition };
  pages: Array<{ file: string; definition: PageDefinition }>;
}

/** The structured hours: the data search engines, the booking rules and this check read. */
const STRUCTURED_POINTER = '/clinic/openingHours';
/** The fields of site.json that are the hours as text, in full: they must state every opening day. */
const FULL_HOURS_FIELDS = ['/clinic/hours', '/topBar/hoursLabel'];

/** Opening and closing time, `08:00–22:00`: the key of a day's hours. */
type Interval = string;
/** What the clinic's hours are on each day it opens. */
type Week = Map<Weekday, Set<Interval>>;

/**
 * The opening hours are written as data once (`clinic.openingHours` in pages/site.json) and as
 * text in many places: `clinic.hours`, the top bar, the reply promise, page descriptions and
 * prose. When the hours change, every text must change with them, or the site tells patients
 * two different things. Each hours phrase in site.json and the pages (days and times) must
 * agree with the data; `clinic.hours` and `topBar.hoursLabel` must state all of it.
 */
export function checkOpeningHoursText(content: HoursContent): ContentError[] {
  const { site } = content;
  const week = weekOf(site.definition.clinic.openingHours);
  const structured = `clinic.openingHours in ${site.file} says ${describeWeek(week, 'data')}`;
  const errors: ContentError[] = [];

  for (const { pointer, text } of strings(site.definition)) {
    if (pointer === '/$schema' || pointer.startsWith(`${STRUCTURED_POINTER}/`)) continue;
    const statements = parseHoursStatements(text);
    if (FULL_HOURS_FIELDS.includes(pointer)) {
      errors.push(...checkFullHours(site.file, pointer, text, statements, week, structured));
    } else {
      errors.push(...checkStatements(site.file, pointer, statements, week, structured));
    }
  }
  for (const { file, definition } of content.pages) {
    for (const { pointer, text } of strings(definition)) {
      if (pointer !== '/$schema') errors.push(...checkStatements(file, pointer, parseHoursStatements(text), week, structured));
    }
  }
  return errors;
}

function checkFullHours(file: string, pointer: string, text: string, statements: HoursStatement[], week: Week, structured: string): ContentError[] {
  if (statements.length === 0) {
    return [
      {
        file,
        pointer,
        message: `"${text}" does not state the opening hours in a form that can be checked (${structured}): write the days and times, e.g. "${describeWeek(week, 'text')}"`,
      },
    ];
  }
  const stated: Week = new Map();
  for (const { days, opens, closes } of statements) {
    for (const day of days ?? openDays(week)) stated.set(day, (stated.get(day) ?? new Set()).add(interval(opens, closes)));
  }
  if (sameWeek(stated, week)) return [];
  return [{ file, pointer, message: `"${text}" says ${describeWeek(stated, 'text')}, but ${structured}: make the two agree` }];
}

function checkStatements(file: string, pointer: string, statements: HoursStatement[], week: Week, structured: string): ContentError[] {
  const errors: ContentError[] = [];
  for (const { text, days, opens, closes } of statements) {
    const hours = interval(opens, closes);
    const stated = days ?? openDays(week);
    const expected = openDays(week).filter((day) => week.get(day)!.has(hours));
    if (sameDays(stated, expected)) continue;
    const says = days
      ? `says ${describeDays(days)}, ${describeInterval(opens, closes, 'text')}`
      : `names no days, so it reads as ${describeInterval(opens, closes, 'text')} on every opening day`;
    errors.push({ file, pointer, message: `"${text}" ${says}, but ${structured}: make the two agree` });
  }
  return errors;
}

function weekOf(openingHours: SiteDefinition['clinic']['openingHours']): Week {
  const week: Week = new Map();
  for (const { days, opens, closes } of openingHours) {
    for (const day of days) week.set(day, (week.get(day) ?? new Set()).add(interval(opens, closes)));
  }
  return week;
}

function openDays(week: Week): Weekday[] {
  return WEEKDAYS.filter((day) => week.has(day));
}

function interval(opens: string, closes: string): Interval {
  return `${opens}–${closes}`;
}

function sameDays(a: readonly Weekday[], b: readonly Weekday[]): boolean {
  return a.length === b.length && a.every((day) => b.includes(day));
}

function sameWeek(a: Week, b: Week): boolean {
  return WEEKDAYS.every((day) => {
    const x = [...(a.get(day) ?? [])].sort().join();
    const y = [...(b.get(day) ?? [])].sort().join();
    return x === y;
  });
}

/** Hours as the pages write them (`8 am to 10 pm`) or as site.json's data has them (`08:00–22:00`). */
type Style = 'text' | 'data';

function describeInterval(opens: string, closes: string, style: Style): string {
  return style === 'text' ? `${formatClockTime(opens)} to ${formatClockTime(closes)}` : interval(opens, closes);
}

/** `Monday to Saturday, 8 am to 10 pm; Sunday, 10 am to 2 pm`: days that share hours are named together. */
function describeWeek(week: Week, style: Style): string {
  const daysByHours = new Map<string, Weekday[]>();
  for (const day of openDays(week)) {
    const key = [...week.get(day)!].sort().join(' and ');
    daysByHours.set(key, [...(daysByHours.get(key) ?? []), day]);
  }
  if (daysByHours.size === 0) return 'no opening hours';
  return [...daysByHours]
    .map(([hours, days]) => {
      const times = hours
        .split(' and ')
        .map((each) => describeInterval(...(each.split('–') as [string, string]), style))
        .join(' and ');
      return `${describeDays(days)}, ${times}`;
    })
    .join('; ');
}

/** `Monday to Friday`, `Monday, Wednesday and Friday`, `Monday to Friday and Sunday`. */
function describeDays(days: readonly Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS.filter((each) => days.includes(each))) {
    const run = runs[runs.length - 1];
    if (run && WEEKDAYS.indexOf(run[run.length - 1]) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]} to ${run[run.length - 1]}`] : run));
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Every text in a definition, with its JSON pointer. A rich-text paragraph (strings and runs
 * such as links or bold text) is one text, so days in one run and times in the next still read
 * as one phrase.
 */
function strings(node: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (typeof node === 'string') return [{ pointer, text: node }];
  if (isRichText(node)) return [{ pointer, text: node.map((run) => (typeof run === 'string' ? run : run.text)).join('') }];
  if (Array.isArray(node)) return node.flatMap((item, i) => strings(item, `${pointer}/${i}`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => strings(value, `${pointer}/${escapePointer(key)}`));
  return [];
}

function isRichText(node: unknown): node is Array<string | { text: string }> {
  return (
    Array.isArray(node) &&
    node.some((run) => typeof run === 'object') &&
    node.every((run) => typeof run === 'string' || (typeof run === 'object' && run !== null && typeof (run as { text?: unknown }).text === 'string'))
  );
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
