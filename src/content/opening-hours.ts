import { formatClockTime } from '../forms/form-messages';
import type { SiteDefinition } from './types';

/**
 * The opening hours as people read them, written from `clinic.openingHours` in pages/site.json
 * alone. Text that mentions the hours carries a token instead of a copy of them, so the hours
 * change in one place: `{hours}` ("Monday to Sunday, 8 am to 10 pm"), or `{hours:<style>}` in
 * one of the styles below. The content loader replaces every token in site.json and the pages.
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

/** The hours in a style: groups of days that share hours are joined by "; ". */
export function formatOpeningHours(openingHours: OpeningHours, token: HoursToken = 'hours'): string {
  if (token === 'hours:closes') return formatClockTime(openingHours.map((group) => group.closes).reduce((a, b) => (a > b ? a : b)));
  const style: HoursStyle = STYLES[token];
  return openingHours
    .map(({ days, opens, closes }) => `${describeDays(days, style)}${style.between}${formatClockTime(opens)}${style.to}${formatClockTime(closes)}`)
    .join('; ');
}

/** `text` with each hours token replaced by the hours it names (unknown tokens are left for the validator). */
export function fillHoursTokens(text: string, openingHours: OpeningHours): string {
  return text.replace(HOURS_TOKEN_PATTERN, (token, name: string) => (isHoursToken(name) ? formatOpeningHours(openingHours, name) : token));
}

export function isHoursToken(name: string): name is HoursToken {
  return (HOURS_TOKENS as readonly string[]).includes(name);
}

/** "Monday to Friday", "Monday, Wednesday and Friday", "Mon - Fri and Sun": three or more days in a row make a range. */
function describeDays(days: readonly Weekday[], style: HoursStyle): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  if (style.days === 'every-day' && ordered.length === WEEKDAYS.length) return 'every day';
  const name = (day: Weekday) => (style.days === 'abbreviations' ? day.slice(0, 3) : day);
  const runs: Weekday[][] = [];
  for (const day of ordered) {
    const run = runs[runs.length - 1];
    if (run && WEEKDAYS.indexOf(run[run.length - 1]) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${name(run[0])}${style.to}${name(run[run.length - 1])}`] : run.map(name)));
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
