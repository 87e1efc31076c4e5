import { may, type StaffAction } from './staff-permissions';
import { ACCOUNTS_PATH, CONTENT_PATH, DAY_VIEW_PATH, STAFF_HOME_PATH } from './staff-paths';

/** The staff area's sections, each behind the action its page needs: a role sees only the ones it may open. */
const SECTIONS: ReadonlyArray<{ href: string; label: string; action: StaffAction }> = [
  { href: STAFF_HOME_PATH, label: 'Requests', action: 'requests.view' },
  { href: DAY_VIEW_PATH, label: 'Day view', action: 'requests.view' },
  { href: CONTENT_PATH, label: 'Content', action: 'content.edit' },
  { href: ACCOUNTS_PATH, label: 'Accounts', action: 'accounts.manage' },
];

export function navigationFor(role: string) {
  return SECTIONS.filter((section) => may(role, section.action));
}

/** The section a page belongs to: the one whose address is the longest prefix of the page's. */
export function currentSection(pathname: string): string | undefined {
  return SECTIONS.map((section) => section.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** Where a role starts: its first section (the inbox for those who handle requests, Content for an editor). */
export function homeFor(role: string): string | undefined {
  return navigationFor(role)[0]?.href;
}
