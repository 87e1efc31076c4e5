import { closureOn, hoursOn, isOpenAt } from '../content/branch-hours';
import { offersTreatment, type Branch } from '../content/branches';
import type { FormDictionary } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from './form-messages';

/**
 * What a request's branch changes in its rules: the days and times it is open (its own weekly
 * hours and closures, not the clinic's) and the treatments it offers.
 */

/** The part of a branch the request rules and their messages read. */
export type RequestBranch = Pick<Branch, 'id' | 'name' | 'openingHours' | 'closures' | 'treatments'>;

/** The query parameter that chooses the branch on a form's page (`/book-appointment?branch=chandkheda`). */
export const BRANCH_QUERY_PARAM = 'branch';

/** The chosen branch; undefined when none was chosen or the id names none (the branch field says so). */
export function chosenBranch<T extends Pick<Branch, 'id'>>(branches: readonly T[], id: string | undefined): T | undefined {
  return id ? branches.find((branch) => branch.id === id) : undefined;
}

/** A date (already a valid, bookable calendar date) the branch is closed on: a closure, or a weekday without hours. */
export function validateBranchDay(branch: RequestBranch, date: string, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  if (hoursOn(branch, date)) return true;
  return dictionary.branchClosedOn(branch.name, date, closureOn(branch, date)?.note || undefined);
}

/**
 * A time (already `HH:mm`) the branch is open at on the date: that day's hours, or the previous
 * day's hours running past midnight. On a day it is closed the date's own message says so.
 */
export function validateBranchTime(branch: RequestBranch, date: string, time: string, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  if (isOpenAt(branch, date, time)) return true;
  const hours = hoursOn(branch, date);
  if (!hours) return true;
  return dictionary.branchOpenHours(branch.name, date, hours.opens, hours.closes);
}

/** A treatment the branch does not offer, with the branches that do. */
export function validateBranchTreatment(
  branch: RequestBranch,
  branches: readonly RequestBranch[],
  treatment: { id: string; label: string },
  dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY,
): string | true {
  if (offersTreatment(branch, treatment.id)) return true;
  const offering = branches.filter((candidate) => offersTreatment(candidate, treatment.id)).map((candidate) => candidate.name);
  return dictionary.treatmentOfferedAt(treatment.label, offering);
}
