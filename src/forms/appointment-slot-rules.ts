import { isWithinOpeningHours, lastBookableDate, type BookingRules } from './booking-rules';
import { validateBranchDay, validateBranchTime, type RequestBranch } from './branch-rules';
import { clinicDateTime } from './clinic-clock';
import type { FormDictionary } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from './form-messages';
import { trimmedText } from './text-value';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// 24-hour `HH:mm`, exactly as the time input gives it; the time is stored as entered.
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const candidate = new Date(Date.UTC(year, month - 1, day));
  return candidate.getUTCFullYear() === year && candidate.getUTCMonth() === month - 1 && candidate.getUTCDate() === day;
}

/**
 * From today (in the clinic) up to the booking horizon: nobody books a check-up for 9999. At a
 * chosen branch, also a day it is open.
 */
export function validateAppointmentDate(
  value: unknown,
  now: Date,
  rules: BookingRules,
  branch?: RequestBranch,
  dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY,
): string | true {
  const date = trimmedText(value);
  if (date === '') return dictionary.messages.dateRequired;
  if (!isCalendarDate(date)) return dictionary.messages.dateInvalid;
  // ISO dates compare correctly as strings.
  const today = clinicDateTime(now, rules.timeZone).date;
  if (date < today) return dictionary.messages.dateInPast;
  if (date > lastBookableDate(today, rules.horizonMonths)) return dictionary.dateTooFarAhead(rules.horizonMonths);
  return branch ? validateBranchDay(branch, date, dictionary) : true;
}

/**
 * Within the opening hours: the clinic's, or at a chosen branch that date's own (checked once the
 * date is a real date); and, only when the chosen date is today in the clinic, not earlier than now.
 */
export function validateAppointmentTime(
  value: unknown,
  chosenDate: unknown,
  now: Date,
  rules: BookingRules,
  branch?: RequestBranch,
  dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY,
): string | true {
  const time = trimmedText(value);
  if (time === '') return dictionary.messages.timeRequired;
  if (!TIME_PATTERN.test(time)) return dictionary.messages.timeInvalid;
  if (branch) {
    const date = trimmedText(chosenDate);
    if (isCalendarDate(date)) {
      const open = validateBranchTime(branch, date, time, dictionary);
      if (open !== true) return open;
    }
  } else if (!isWithinOpeningHours(time, rules)) return dictionary.timeOutsideOpeningHours(rules.opens, rules.closes);
  const clinicNow = clinicDateTime(now, rules.timeZone);
  if (trimmedText(chosenDate) === clinicNow.date && time < clinicNow.time) return dictionary.messages.timeInPast;
  return true;
}
