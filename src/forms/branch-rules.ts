import { closureOn, hoursOn, isOpenAt } from '../content/branch-hours';
import type { Branch } from '../content/branches';
import { formatClockTime } from './form-messages';

/**
 * What a request's branch changes in its rules: the days and times it is open (its own weekly
 * hours and closures, not the clinic's) and the treatments it offers.
 */

/** The part of a branch the request rules and their messages read. */
export type RequestBranch = Pick<Branch, 'id' | 'name' | 'openingHours' | 'closures' | 'treatments'>;

/** The query parameter that chooses the branch on a form's page (`/book-appointment?branch=chandkheda`). */
export const BRANCH_QUERY_PARAM = 'branch';

export const BRANCH_MESSAGES = {
  branchRequired: 'Please choose a branch',
  branchUnknown: 'Please choose one of our branches',
} as const;

/** The chosen branch; undefined when none was chosen or the id names none (the branch field says so). */
export function chosenBranch<T extends Pick<Branch, 'id'>>(branches: readonly T[], id: string | undefined): T | undefined {
  return id ? branches.find((branch) => branch.id === id) : undefined;
}

/** `2027-01-14` → `Thursday, 14 January 2027` (a calendar date: no time zone shifts it). */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** A date (already a valid, bookable calendar date) the branch is closed on: a closure, or a weekday without hours. */
export function validateBranchDay(branch: RequestBranch, date: string): string | true {
  if (hoursOn(branch, date)) return true;
  const closure = closureOn(branch, date);
  const note = closure?.note ? ` (${closure.note})` : '';
  return `Our ${branch.name} branch is closed on ${formatCalendarDate(date)}${note}. Please choose another day.`;
}

/**
 * A time (already `HH:mm`) the branch is open at on the date: that day's hours, or the previous
 * day's hours running past midnight. On a day it is closed the date's own message says so.
 */
export function validateBranchTime(branch: RequestBranch, date: string, time: string): string | true {
  if (isOpenAt(branch, date, time)) return true;
  const hours = hoursOn(branch, date);
  if (!hours) return true;
  return `On ${formatCalendarDate(date)} our ${branch.name} branch is open from ${formatClockTime(hours.opens)} to ${formatClockTime(hours.closes)}. Please choose a time within those hours.`;
}

/**
 * A treatment the branch does not offer, with the branches that do. The verb follows the label: a
 * label ending in a plural -s ("Dental Implants", "Dentures") takes "are", any other "is".
 */
export function validateBranchTreatment(
  branch: RequestBranch,
  branches: readonly RequestBranch[],
  treatment: { id: string; label: string },
): string | true {
  if (branch.treatments.includes(treatment.id)) return true;
  const verb = /[^s]s$/i.test(treatment.label) ? 'are' : 'is';
  const offering = branches.filter((candidate) => candidate.treatments.includes(treatment.id));
  if (offering.length === 0) return `${treatment.label} ${verb} not offered at any of our branches at the moment.`;
  const names = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(offering.map((candidate) => candidate.name));
  return `${treatment.label} ${verb} offered at our ${names} branch${offering.length === 1 ? '' : 'es'}.`;
}
