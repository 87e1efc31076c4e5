import { findBranch } from '../../src/content/branches';
import type { Dentist } from '../../src/content/dentists';
import { validateBranchDay, validateBranchTime } from '../../src/forms/branch-rules';
import type { VisitSlot } from '../db/request-rows';
import { isRealDate } from './inbox-filter';
import type { StaffBranch } from './staff-context';

/**
 * The slot staff confirm a visit for, as the confirm and reschedule forms (and the staff API) send
 * it: `date`, `time`, `branch` and an optional `dentist`, each checked here with a message tied to
 * its field. Staff may book beyond the patients' booking horizon, but only when the branch is open
 * (its hours that day, its closures: the rules the patients' form applies, branch-rules.ts), with a
 * dentist who sees patients there; a slot already past is refused by the lifecycle (visit-status.ts).
 */

export type SlotField = 'date' | 'time' | 'branch' | 'dentist';
export type SlotInput = Record<SlotField, string>;
export type SlotErrors = Partial<Record<SlotField, string>>;

export interface SlotRules {
  branches: readonly StaffBranch[];
  dentists: readonly Dentist[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function readSlotInput(body: unknown): SlotInput {
  const read = (name: SlotField) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  return { date: read('date'), time: read('time'), branch: read('branch'), dentist: read('dentist') };
}

/** The slot, or a message for each field that is wrong. */
export function validateSlot(input: SlotInput, rules: SlotRules): { ok: true; slot: VisitSlot } | { ok: false; errors: SlotErrors } {
  const errors: SlotErrors = {};
  if (!input.date) errors.date = 'Enter the date of the visit.';
  else if (!isRealDate(input.date)) errors.date = 'Enter the date as a calendar date (YYYY-MM-DD).';
  if (!input.time) errors.time = 'Enter the time of the visit.';
  else if (!TIME.test(input.time)) errors.time = 'Enter the time as hours and minutes (HH:MM, 24-hour).';
  const branch = findBranch(rules.branches, input.branch);
  if (!branch) errors.branch = 'Choose the branch the visit is at.';
  const dentist = input.dentist ? rules.dentists.find((entry) => entry.id === input.dentist) : undefined;
  if (input.dentist && !dentist) errors.dentist = 'Choose one of the dentists, or none.';
  else if (dentist && branch && !branch.dentists.includes(dentist.id)) errors.dentist = `${dentist.name} does not see patients at ${branch.name}.`;
  if (branch && !errors.date) {
    const day = validateBranchDay(branch, input.date);
    if (day !== true) errors.date = day;
    else if (!errors.time) {
      const time = validateBranchTime(branch, input.date, input.time);
      if (time !== true) errors.time = time;
    }
  }
  if (Object.keys(errors).length > 0 || !branch) return { ok: false, errors };
  return { ok: true, slot: { date: input.date, time: input.time, branchId: branch.id, dentistId: dentist?.id ?? null } };
}
