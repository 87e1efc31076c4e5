import { findBranch } from '../../src/content/branches';
import type { StaffBranch } from './staff-context';
import { isRealDate } from './inbox-filter';

/**
 * The day view's address: `/staff/day?date=YYYY-MM-DD&branch=<id|all>`. Without a date, today in
 * the clinic; without a branch (or `all`), every branch.
 */

export const ALL_BRANCHES = 'all';

export interface DayQuery {
  date: string;
  /** Undefined: every branch. */
  branch: StaffBranch | undefined;
  /** Parameters that were given but could not be used, each with why (the default was used instead). */
  problems: string[];
}

function single(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

export function parseDayQuery(query: unknown, { branches, today }: { branches: readonly StaffBranch[]; today: string }): DayQuery {
  const params = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const problems: string[] = [];
  let date = single(params.date);
  if (date && !isRealDate(date)) {
    problems.push(`"${date}" is not a date: use YYYY-MM-DD.`);
    date = '';
  }
  const branchId = single(params.branch);
  const branch = branchId && branchId !== ALL_BRANCHES ? findBranch(branches, branchId) : undefined;
  if (branchId && branchId !== ALL_BRANCHES && !branch) problems.push(`There is no branch "${branchId}".`);
  return { date: date || today, branch, problems };
}

/** The day view's address for a day and a branch (undefined: every branch). */
export function dayQueryString(date: string, branch: Pick<StaffBranch, 'id'> | undefined): string {
  return `?${new URLSearchParams({ date, branch: branch?.id ?? ALL_BRANCHES }).toString()}`;
}
