import { formatOpeningHours, type HoursToken } from '../../opening-hours';
import type { ContentMigration } from './content-migration';

type OpeningHours = Parameters<typeof formatOpeningHours>[0];

/** Longest first, so "every day from 8 am…" is not read as a shorter style inside it. */
const TOKENS: readonly HoursToken[] = ['hours:daily-from', 'hours:from', 'hours:daily', 'hours', 'hours:short'];

/**
 * Version 1: texts stop copying the opening hours. Every text that states them exactly as one of
 * the hours styles writes them ("Monday to Sunday, 8 am to 10 pm", "Mon - Sun: 8 am - 10 pm", …)
 * gets the style's token, and site.json loses `clinic.hours` and `topBar.hoursLabel`, which are
 * now written from `clinic.openingHours`. Hours worded any other way are left for a person to
 * rewrite: the migration does not guess at prose.
 */
export const openingHoursTokens: ContentMigration = {
  version: 1,
  name: 'opening-hours-tokens',
  migrate(file, { site }) {
    const openingHours = (site as { clinic: { openingHours: OpeningHours } }).clinic.openingHours;
    const copies = TOKENS.map((token) => [formatOpeningHours(openingHours, token), `{${token}}`] as const);
    const tokenised = replaceStrings(file.data, (text) => copies.reduce((result, [copy, token]) => result.split(copy).join(token), text));
    if (file.path !== 'site.json') return tokenised;
    const { clinic, topBar } = tokenised as { clinic: Record<string, unknown>; topBar: Record<string, unknown> };
    delete clinic.hours;
    delete topBar.hoursLabel;
    return tokenised;
  },
};

function replaceStrings(node: unknown, replace: (text: string) => string): unknown {
  if (typeof node === 'string') return replace(node);
  if (Array.isArray(node)) return node.map((item) => replaceStrings(item, replace));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$schema' ? value : replaceStrings(value, replace)]));
  return node;
}
