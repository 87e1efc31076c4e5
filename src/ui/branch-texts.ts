import type { Branch } from '../content/branches';
import { formatClock, formatClockRange } from '../i18n/clock';
import type { PageWords, SectionWords } from '../i18n/dictionaries/en';
import type { Language } from '../i18n/languages';
import { dayName } from '../content/opening-hours';
import { addDays, weekdayOf, type OpenState } from '../content/branch-hours';
import type { BranchTexts, SiteDefinition } from '../content/types';

/**
 * A branch's texts: the page's JSON's, and for those it leaves out the dictionary's in the page's
 * language (`defaults`, the maps' words `map`, and the new tab's that every page shares, `common`).
 */
export function branchTexts(
  texts: BranchTexts | undefined,
  defaults: SectionWords['branch'],
  { showMap, mapNote, openInMaps }: SectionWords['map'],
  common: PageWords['common'],
): Required<BranchTexts> {
  return { showMap, mapNote, openInMaps, newTab: common.newTab, ...defaults, ...texts };
}

/** `{name}` tokens replaced by their values; an unknown token is left as it is. */
export function fillTokens(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

/** The branch's state as a sentence: open until, or when it opens next (and why it is closed today). */
export function describeOpenState(state: OpenState, today: string, texts: Required<BranchTexts>, language: Language): string {
  if (state.open) return fillTokens(texts.openNow, { closes: formatClock(state.closes, language) });
  const next = state.next;
  const opening = !next
    ? texts.closedNow
    : fillTokens(next.date === today ? texts.opensToday : next.date === addDays(today, 1) ? texts.opensTomorrow : texts.opensLater, {
        opens: formatClock(next.opens, language),
        day: dayName(weekdayOf(next.date), language),
      });
  return state.closure?.note ? `${fillTokens(texts.closure, { note: state.closure.note })}. ${opening}` : opening;
}

/** `9 am to 9 pm` in the language, or the closed text. */
export function describeHours(hours: { opens: string; closes: string } | undefined, texts: Pick<Required<BranchTexts>, 'closed'>, language: Language): string {
  return hours ? formatClockRange(hours.opens, hours.closes, language) : texts.closed;
}

/** The WhatsApp chat with the branch: wa.me takes the number's digits alone. */
export function whatsAppChat(branch: Pick<Branch, 'whatsApp'>): string {
  return `https://wa.me/${branch.whatsApp.replace(/\D/g, '')}`;
}

/** The appointment form with the branch chosen: the site's booking link (the nav's appointment button) and `?branch=<id>`. */
export function branchBookingHref(site: Pick<SiteDefinition, 'nav'>, branch: Pick<Branch, 'id'>): string {
  return `${site.nav.appointmentButton.href}?branch=${encodeURIComponent(branch.id)}`;
}
