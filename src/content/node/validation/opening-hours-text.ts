/**
 * Reads opening hours out of text written for people ("Monday to Sunday, 8 am to 10 pm",
 * "Mon - Sun: 8 am - 10 pm", "open 8 am to 10 pm daily"), so the validator can hold every such
 * sentence to the structured hours in pages/site.json. It reads what the content writes and a
 * little more; a phrase it does not recognise is left alone, never guessed at.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One "these days, from this time to that time" found in a text. */
export interface HoursStatement {
  /** The words as written, from the first day (or time) to the last time (or day). */
  text: string;
  /** The days it names, in week order; absent when it names none ("open 8 am to 10 pm"). */
  days?: Weekday[];
  /** 24-hour `HH:mm`, as in `clinic.openingHours`. */
  opens: string;
  closes: string;
}

interface Span {
  start: number;
  end: number;
}
interface TimeRange extends Span {
  opens: string;
  closes: string;
}
interface DayExpression extends Span {
  days: Weekday[];
}

// "8 am", "8am", "8:30 pm", "8.30 p.m.", "noon", "midnight", or 24-hour "08:00" / "22:00".
const TWELVE_HOUR = String.raw`\d{1,2}(?:[:.]\d{2})?\s*[ap](?:\.\s?m\.?|\s?m\b)`;
const TWENTY_FOUR_HOUR = String.raw`\d{1,2}:\d{2}`;
const TIME = String.raw`(?:${TWELVE_HOUR}|${TWENTY_FOUR_HOUR}|noon|midnight)`;
// "between 8 am and 10 pm" needs its "between"; "8 am and 10 pm" alone is two times, not a range.
const TIME_RANGE = new RegExp(String.raw`(?<![\w:.])(${TIME})\s*(to|until|till|through|and|[-–—])\s*(${TIME})(?![\w:])`, 'gi');

// Full names in either case ("Sundays" too); abbreviations only capitalised, since "sun" and
// "sat" are also words.
const DAY_WORDS: ReadonlyArray<readonly [Weekday, string]> = [
  ['Monday', '[Mm]ondays?|Mon'],
  ['Tuesday', '[Tt]uesdays?|Tues?'],
  ['Wednesday', '[Ww]ednesdays?|Wed'],
  ['Thursday', '[Tt]hursdays?|Thu(?:rs?)?'],
  ['Friday', '[Ff]ridays?|Fri'],
  ['Saturday', '[Ss]aturdays?|Sat'],
  ['Sunday', '[Ss]undays?|Sun'],
];
const DAY = new RegExp(String.raw`\b(?:${DAY_WORDS.map(([, words]) => `(${words})`).join('|')})\b`, 'g');
const EVERY_DAY = /\b(?:every\s*day|daily|all\s+week(?:\s+long)?|(?:7|seven)\s+days\s+a\s+week)\b/gi;
const DAY_RANGE_JOIN = /^\s*(?:to|through|thru|till|until|[-–—])\s*$/i;
const DAY_LIST_JOIN = /^\s*(?:,|&|and|,\s*and)\s*$/i;

// What may stand between days and their times ("Monday to Sunday, 8 am", "Mon - Sun: 8 am",
// "every day from 8 am", "8 am to 10 pm daily", "9 am to 1 pm on Saturdays"); anything longer
// is another thought, and its days are not these times' days.
const CONNECTING_WORDS = new Set(['from', 'between', 'open', 'opens', 'is', 'are', 'we', 'it', 'hours', 'timings', 'at', 'on', 'only']);
const MAX_CONNECTING_WORDS = 4;
// What may join two time ranges of the same days ("9 am to 1 pm and 2 pm to 6 pm").
const RANGE_JOIN = /^[\s,;&]*(?:and|then)?[\s,;]*$/i;

/** Every statement of opening hours in `text`, in the order written. */
export function parseHoursStatements(text: string): HoursStatement[] {
  const ranges = timeRanges(text);
  if (ranges.length === 0) return [];
  const expressions = dayExpressions(text);
  const claimed = new Set<DayExpression>();

  const before = (range: TimeRange, floor: number) =>
    expressions.findLast((e) => !claimed.has(e) && e.start >= floor && e.end <= range.start && connects(text.slice(e.end, range.start)));
  const after = (range: TimeRange, ceiling: number) =>
    expressions.find((e) => !claimed.has(e) && e.start >= range.end && e.end <= ceiling && connects(text.slice(range.end, e.start)));

  // A text puts its days either before its times or after them; the first statement shows which.
  const daysFirst = before(ranges[0], 0) !== undefined || after(ranges[0], ranges[1]?.start ?? text.length) === undefined;
  const statements: HoursStatement[] = [];
  ranges.forEach((range, i) => {
    const floor = ranges[i - 1]?.end ?? 0;
    const ceiling = ranges[i + 1]?.start ?? text.length;
    const expression = daysFirst ? (before(range, floor) ?? after(range, ceiling)) : (after(range, ceiling) ?? before(range, floor));
    let days = expression?.days;
    const start = Math.min(range.start, expression?.start ?? range.start);
    const end = Math.max(range.end, expression?.end ?? range.end);
    if (expression) claimed.add(expression);
    // A second range of the same days: "Mon to Fri, 9 am to 1 pm and 2 pm to 6 pm".
    else if (i > 0 && RANGE_JOIN.test(text.slice(floor, range.start))) days = statements[i - 1].days;
    statements.push({ text: text.slice(start, end).trim(), ...(days ? { days } : {}), opens: range.opens, closes: range.closes });
  });
  return statements;
}

function connects(gap: string): boolean {
  const words = gap
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length <= MAX_CONNECTING_WORDS && words.every((word) => CONNECTING_WORDS.has(word)) && !/[.!?]/.test(gap);
}

function timeRanges(text: string): TimeRange[] {
  const ranges: TimeRange[] = [];
  for (const match of text.matchAll(TIME_RANGE)) {
    const [whole, from, join, to] = match;
    const start = match.index;
    if (join.toLowerCase() === 'and' && !/\bbetween\s+$/i.test(text.slice(0, start))) continue;
    const opens = clockTime(from);
    const closes = clockTime(to);
    if (opens && closes) ranges.push({ start, end: start + whole.length, opens, closes });
  }
  return ranges;
}

/** `8 am` → `08:00`, `10:30 p.m.` → `22:30`, `noon` → `12:00`, `22:00` → `22:00`; undefined for no real time. */
export function clockTime(written: string): string | undefined {
  const word = written.trim().toLowerCase();
  if (word === 'noon') return '12:00';
  if (word === 'midnight') return '00:00';
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])(?:\.\s?m\.?|\s?m))?$/.exec(word);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const half = match[3];
  if (minutes > 59) return undefined;
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23 || match[2] === undefined) {
    return undefined;
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Day names joined into ranges and lists ("Mon - Sun", "Monday, Wednesday and Friday"), and "every day". */
function dayExpressions(text: string): DayExpression[] {
  const expressions: DayExpression[] = [];
  for (const match of text.matchAll(EVERY_DAY)) expressions.push({ start: match.index, end: match.index + match[0].length, days: [...WEEKDAYS] });

  let current: (DayExpression & { last: Weekday; rangeOpen: boolean }) | undefined;
  const close = () => {
    if (current) expressions.push({ start: current.start, end: current.end, days: WEEKDAYS.filter((day) => current!.days.includes(day)) });
    current = undefined;
  };
  for (const match of text.matchAll(DAY)) {
    const day = DAY_WORDS[match.slice(1).findIndex((group) => group !== undefined)][0];
    const start = match.index;
    // An abbreviation's full stop ("Mon.") belongs to it; a full name's ends the sentence.
    const end = start + match[0].length + (match[0].length <= 4 && text[start + match[0].length] === '.' ? 1 : 0);
    const gap = current ? text.slice(current.end, start) : '';
    if (current && DAY_RANGE_JOIN.test(gap) && !current.rangeOpen) {
      current.days.push(...daysFromTo(current.last, day));
      current = { ...current, end, last: day, rangeOpen: true };
    } else if (current && DAY_LIST_JOIN.test(gap)) {
      current.days.push(day);
      current = { ...current, end, last: day, rangeOpen: false };
    } else {
      close();
      current = { start, end, days: [day], last: day, rangeOpen: false };
    }
  }
  close();
  return expressions.sort((a, b) => a.start - b.start);
}

/** `Friday` to `Monday` is Friday, Saturday, Sunday, Monday: a range may run over the weekend. */
function daysFromTo(from: Weekday, to: Weekday): Weekday[] {
  const days: Weekday[] = [];
  for (let i = WEEKDAYS.indexOf(from); ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i]);
    if (WEEKDAYS[i] === to) return days;
  }
}
