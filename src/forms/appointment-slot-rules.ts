import { clinicDateTime } from './clinic-clock';
import { FORM_MESSAGES } from './form-messages';
import { trimmedText } from './text-value';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// 24-hour `HH:mm`, exactly as the time input gives it; the time is stored as entered.
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const candidate = new Date(Date.UTC(year, month - 1, day));
  return (
    candidate.getUTCFullYear() === year &&
    candidate.getUTCMonth() === month - 1 &&
    candidate.getUTCDate() === day
  );
}

/** An empty or missing list means "choices unknown here": only presence is checked then. */
export function validateService(value: unknown, treatmentChoices?: readonly string[]): string | true {
  const service = trimmedText(value);
  if (service === '') return FORM_MESSAGES.serviceRequired;
  if (treatmentChoices && treatmentChoices.length > 0 && !treatmentChoices.includes(service)) {
    return FORM_MESSAGES.serviceRequired;
  }
  return true;
}

export function validateAppointmentDate(value: unknown, now: Date): string | true {
  const date = trimmedText(value);
  if (date === '') return FORM_MESSAGES.dateRequired;
  if (!isCalendarDate(date)) return FORM_MESSAGES.dateInvalid;
  // ISO dates compare correctly as strings.
  if (date < clinicDateTime(now).date) return FORM_MESSAGES.dateInPast;
  return true;
}

/** The time only needs to be in the future when the chosen date is today in the clinic. */
export function validateAppointmentTime(value: unknown, chosenDate: unknown, now: Date): string | true {
  const time = trimmedText(value);
  if (time === '') return FORM_MESSAGES.timeRequired;
  if (!TIME_PATTERN.test(time)) return FORM_MESSAGES.timeInvalid;
  const clinicNow = clinicDateTime(now);
  if (trimmedText(chosenDate) === clinicNow.date && time < clinicNow.time) return FORM_MESSAGES.timeInPast;
  return true;
}
