import { formatClock, formatClockRange } from '../i18n/clock';
import type { Language } from '../i18n/languages';
import { timeWords } from '../i18n/time-words';
import type { SiteDefinition } from './types';

/**
 * The opening hours as people read them, written from `clinic.openingHours` in pages/site.json
 * alone. Text that mentions the hours carries a token instead of a copy of them, so the hours
 * change in one place: `{hours}` ("Monday to Sunday, 8 am to 10 pm"), or `{hours:<style>}` in
 * one of the styles below. The content loader replaces every token in site.json and the pages, in
 * the language of the file (a translation's tokens in its own language).
 */

type Weekday = SiteDefinition['clinic']['openingHours'][number]['days'][number];
type OpeningHours = readonly { readonly days: readonly Weekday[]; opens: string; closes: string }[];

const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface HoursStyle {
  /** `names`: "Monday to Sunday"; `abbreviations`: "Mon - Sun"; `every-day`: "every day" when all seven share the hours. */
  days: 'names' | 'abbreviations' | 'every-day';
  /** Between the days and the times. */
  between: string;
  /** Between a first and a last (day or time). */
  to: string;
}

const STYLES = {
  /** Monday to Sunday, 8 am to 10 pm */
  hours: { days: 'names', between: ', ', to: ' to ' },
  /** Mon - Sun: 8 am - 10 pm */
  'hours:short': { days: 'abbreviations', between: ': ', to: ' - ' },
  /** Monday to Sunday from 8 am to 10 pm */
  'hours:from': { days: 'names', between: ' from ', to: ' to ' },
  /** every day, 8 am to 10 pm */
  'hours:daily': { days: 'every-day', between: ', ', to: ' to ' },
  /** every day from 8 am to 10 pm */
  'hours:daily-from': { days: 'every-day', between: ' from ', to: ' to ' },
} satisfies Record<string, HoursStyle>;

/** Every token a text may carry: the styles above and `{hours:closes}`, the latest closing time ("10 pm"). */
export type HoursToken = keyof typeof STYLES | 'hours:closes';
export const HOURS_TOKENS: readonly HoursToken[] = [...(Object.keys(STYLES) as (keyof typeof STYLES)[]), 'hours:closes'];

/** `{hours}`, `{hours:short}`, and misspelt ones (`{hours:shrot}`), so the validator can name them. */
export const HOURS_TOKEN_PATTERN = /\{(hours(?::[\w-]*)?)\}/g;

/** How a language names the days and joins them: English's as the styles above show them, the others' from their time words. */
interface DayWords {
  names: readonly string[];
  abbreviations: readonly string[];
  everyDay: string;
  and: string;
  /** A run of three or more days: "Monday to Friday". */
  run(first: string, last: string, style: HoursStyle): string;
}

const ENGLISH_DAYS: DayWords = {
  names: WEEKDAYS,
  abbreviations: WEEKDAYS.map((day) => day.slice(0, 3)),
  everyDay: 'every day',
  and: 'and',
  run: (first, last, style) => `${first}${style.to}${last}`,
};

function dayWords(language: Language): DayWords {
  if (language === 'en') return ENGLISH_DAYS;
  const words = timeWords(language);
  return {
    names: words.dayNames,
    abbreviations: words.dayAbbreviations,
    everyDay: words.everyDay,
    and: words.and,
    run: (first, last, style) => (style.days === 'abbreviations' ? `${first} - ${last}` : `${first} ${words.dayRunWord} ${last}`),
  };
}

/** A day's name in the language: `Thursday`, `ગુરુવાર`, `गुरुवार`. */
export function dayName(day: Weekday, language: Language): string {
  return dayWords(language).names[WEEKDAYS.indexOf(day)];
}

/** A day's hours in a style: "8 am to 10 pm" (English's words per style; the others say "from … to" their own way). */
function describeTimes(opens: string, closes: string, style: HoursStyle, language: Language): string {
  if (language === 'en') return `${formatClock(opens, language)}${style.to}${formatClock(closes, language)}`;
  if (style.days === 'abbreviations') return `${formatClock(opens, language)} - ${formatClock(closes, language)}`;
  return formatClockRange(opens, closes, language);
}

/** The hours in a style and language: groups of days that share hours are joined by "; ". */
export function formatOpeningHours(openingHours: OpeningHours, token: HoursToken = 'hours', language: Language = 'en'): string {
  if (token === 'hours:closes')
    return formatClock(
      openingHours.map((group) => group.closes).reduce((a, b) => (a > b ? a : b)),
      language,
    );
  const style: HoursStyle = STYLES[token];
  // Gujarati and Hindi put the days and the times side by side with a comma; "from" is in the time range itself.
  const between = language === 'en' ? style.between : style.days === 'abbreviations' ? ': ' : ', ';
  return openingHours
    .map(({ days, opens, closes }) => `${describeDays(days, style, language)}${between}${describeTimes(opens, closes, style, language)}`)
    .join('; ');
}

/** `text` with each hours token replaced by the hours it names (unknown tokens are left for the validator). */
export function fillHoursTokens(text: string, openingHours: OpeningHours, language: Language = 'en'): string {
  return text.replace(HOURS_TOKEN_PATTERN, (token, name: string) => (isHoursToken(name) ? formatOpeningHours(openingHours, name, language) : token));
}

export function isHoursToken(name: string): name is HoursToken {
  return (HOURS_TOKENS as readonly string[]).includes(name);
}

/** "Monday to Friday", "Monday, Wednesday and Friday", "Mon - Fri and Sun": three or more days in a row make a range. */
function describeDays(days: readonly Weekday[], style: HoursStyle, language: Language): string {
  const words = dayWords(language);
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  if (style.days === 'every-day' && ordered.length === WEEKDAYS.length) return words.everyDay;
  const name = (day: Weekday) => (style.days === 'abbreviations' ? words.abbreviations : words.names)[WEEKDAYS.indexOf(day)];
  const runs: Weekday[][] = [];
  for (const day of ordered) {
    const run = runs[runs.length - 1];
    if (run && WEEKDAYS.indexOf(run[run.length - 1]) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [words.run(name(run[0]), name(run[run.length - 1]), style)] : run.map(name)));
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} ${words.and} ${parts[parts.length - 1]}`;
}

/** The hours as the content index carries them, written out once by the loader for each language. */
export function writtenHours(openingHours: OpeningHours, language: Language): { full: string; short: string } {
  return { full: formatOpeningHours(openingHours, 'hours', language), short: formatOpeningHours(openingHours, 'hours:short', language) };
}
