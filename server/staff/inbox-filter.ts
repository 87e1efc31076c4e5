import { REQUEST_STATUSES, type RequestKind, type RequestStatus } from '../db/database-schema';
import { NO_BRANCH, type InboxFilter } from '../db/inbox-repository';

/**
 * The inbox's filters as they travel in a query string (`?status=new&kind=appointment&branch=chandkheda&from=…`):
 * the list page's GET form, its pages, the CSV export and the staff API read them alike.
 */

export const INBOX_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 100;
const KINDS: readonly RequestKind[] = ['contact', 'appointment'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The date filters, by their name in the query string. */
const DATE_PARAMS = { receivedFrom: 'from', receivedTo: 'to', askedFor: 'day' } as const;

export interface InboxQuery {
  filter: InboxFilter;
  /** 1-based. */
  page: number;
  /** Parameters that were given but could not be used, each with why. */
  problems: string[];
}

export function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function single(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : undefined;
}

/** `branchIds`: the branches a request may name (the `branch` filter takes one of them, or `none`). */
export function parseInboxQuery(query: unknown, branchIds: readonly string[]): InboxQuery {
  const params = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const filter: InboxFilter = {};
  const problems: string[] = [];

  const status = single(params.status);
  if (status) {
    if ((REQUEST_STATUSES as readonly string[]).includes(status)) filter.status = status as RequestStatus;
    else problems.push(`Unknown status "${status}": use one of ${REQUEST_STATUSES.join(', ')}.`);
  }
  const kind = single(params.kind);
  if (kind) {
    if ((KINDS as readonly string[]).includes(kind)) filter.kind = kind as RequestKind;
    else problems.push(`Unknown kind "${kind}": use contact or appointment.`);
  }
  for (const [key, name] of Object.entries(DATE_PARAMS) as [keyof typeof DATE_PARAMS, string][]) {
    const date = single(params[name]);
    if (!date) continue;
    if (isRealDate(date)) filter[key] = date;
    else problems.push(`"${date}" is not a date: use YYYY-MM-DD.`);
  }
  const branch = single(params.branch);
  if (branch) {
    if (branch === NO_BRANCH || branchIds.includes(branch)) filter.branch = branch;
    else problems.push(`Unknown branch "${branch}": use one of ${[...branchIds, NO_BRANCH].join(', ')}.`);
  }
  const search = single(params.q);
  if (search) filter.search = search.slice(0, MAX_SEARCH_LENGTH);

  const pageText = single(params.page);
  const page = pageText && /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { filter, page, problems };
}

/** The query string of a filter (and page), for links: `?status=new&q=asha`, or '' for none. */
export function inboxQueryString(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  const names = { search: 'q', status: 'status', kind: 'kind', branch: 'branch', ...DATE_PARAMS } as const;
  for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
    const value = filter[key];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
