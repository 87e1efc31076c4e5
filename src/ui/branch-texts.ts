import type { Branch } from '../content/branches';
import { formatClockTime } from '../forms/form-messages';
import { addDays, weekdayOf, type OpenState } from '../content/branch-hours';
import type { BranchTexts, SiteDefinition } from '../content/types';

/** What a branch's card and page say when the page's JSON leaves a text out. */
const BRANCH_TEXT_DEFAULTS: Required<BranchTexts> = {
  today: 'Today',
  closed: 'Closed',
  openNow: 'Open now, until {closes}',
  opensToday: 'Closed now, opens today at {opens}',
  opensTomorrow: 'Closed now, opens tomorrow at {opens}',
  opensLater: 'Closed now, opens {day} at {opens}',
  closedNow: 'Closed now',
  closure: 'Closed today: {note}',
  call: 'Call {phone}',
  whatsApp: 'WhatsApp',
  directions: 'Get directions',
  book: 'Book at this branch',
  details: 'Hours, map and directions',
  showMap: 'Show interactive map',
  mapNote: 'Loads Google Maps, which may set cookies.',
  openInMaps: 'Open in Google Maps',
  newTab: '(opens in a new tab)',
};

export function branchTexts(texts: BranchTexts | undefined): Required<BranchTexts> {
  return { ...BRANCH_TEXT_DEFAULTS, ...texts };
}

/** `{name}` tokens replaced by their values; an unknown token is left as it is. */
export function fillTokens(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

/** The branch's state as a sentence: open until, or when it opens next (and why it is closed today). */
export function describeOpenState(state: OpenState, today: string, texts: Required<BranchTexts>): string {
  if (state.open) return fillTokens(texts.openNow, { closes: formatClockTime(state.closes) });
  const next = state.next;
  const opening = !next
    ? texts.closedNow
    : fillTokens(next.date === today ? texts.opensToday : next.date === addDays(today, 1) ? texts.opensTomorrow : texts.opensLater, {
        opens: formatClockTime(next.opens),
        day: weekdayOf(next.date),
      });
  return state.closure?.note ? `${fillTokens(texts.closure, { note: state.closure.note })}. ${opening}` : opening;
}

/** `9 am to 9 pm`, or the closed text. */
export function describeHours(hours: { opens: string; closes: string } | undefined, texts: Pick<Required<BranchTexts>, 'closed'>): string {
  return hours ? `${formatClockTime(hours.opens)} to ${formatClockTime(hours.closes)}` : texts.closed;
}

/** The WhatsApp chat with the branch: wa.me takes the number's digits alone. */
export function whatsAppChat(branch: Pick<Branch, 'whatsApp'>): string {
  return `https://wa.me/${branch.whatsApp.replace(/\D/g, '')}`;
}

/** The appointment form with the branch chosen: the site's booking link (the nav's appointment button) and `?branch=<id>`. */
export function branchBookingHref(site: Pick<SiteDefinition, 'nav'>, branch: Pick<Branch, 'id'>): string {
  return `${site.nav.appointmentButton.href}?branch=${encodeURIComponent(branch.id)}`;
}
