import type { BookingRules } from './booking-rules';
import { validateAppointmentDate, validateAppointmentTime, validateService } from './appointment-slot-rules';
import type { ContactPayload } from './contact-form-rules';
import { validateAppointmentEmail } from './email-rules';
import { validateMessage } from './message-rules';
import { validateFirstName, validateLastName } from './name-rules';
import { collectFieldErrors, readTextFields, type PayloadValidation } from './payload-shape';
import { CLINIC_COUNTRY_CODE, validateCountryCode, validatePhoneNumber } from './phone-rules';

const APPOINTMENT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'countryCode', 'message', 'service', 'date', 'time'] as const;

export interface AppointmentPayload extends ContactPayload {
  /** One of the clinic's treatment choices. */
  service: string;
  /** `YYYY-MM-DD`, clinic time. */
  date: string;
  /** `HH:mm`, 24-hour, clinic time, as the visitor entered it. */
  time: string;
}

export interface AppointmentRuleContext {
  treatmentChoices: readonly string[];
  /** The current instant; "today" and "now" are read from it in the clinic's time zone. */
  now: () => Date;
  /** The booking horizon and opening hours from pages/site.json. */
  booking: BookingRules;
}

/**
 * react-hook-form `validate` functions for the appointment form. Register `service` on the
 * treatment select whatever the form calls it (`services` in the spec's form state); `time`
 * reads the chosen date from the other form values, so the form's date field must be `date`.
 */
export function createAppointmentFieldValidators({ treatmentChoices, now, booking }: AppointmentRuleContext) {
  return {
    firstName: validateFirstName,
    lastName: validateLastName,
    email: validateAppointmentEmail,
    phoneNumber: validatePhoneNumber,
    service: (value: unknown) => validateService(value, treatmentChoices),
    date: (value: unknown) => validateAppointmentDate(value, now(), booking),
    time: (value: unknown, formValues: { date?: unknown }) => validateAppointmentTime(value, formValues.date, now(), booking),
    message: validateMessage,
  } as const;
}

export function validateAppointmentPayload(body: unknown, { treatmentChoices, now, booking }: AppointmentRuleContext): PayloadValidation<AppointmentPayload> {
  const shape = readTextFields(body, APPOINTMENT_FIELDS);
  if (!shape.ok) return shape;
  const { text } = shape;
  const instant = now();
  const failure = collectFieldErrors([
    ['firstName', validateFirstName(text.firstName)],
    ['lastName', validateLastName(text.lastName)],
    ['email', validateAppointmentEmail(text.email)],
    ['phoneNumber', validatePhoneNumber(text.phoneNumber)],
    ['countryCode', validateCountryCode(text.countryCode)],
    ['service', validateService(text.service, treatmentChoices)],
    ['date', validateAppointmentDate(text.date, instant, booking)],
    ['time', validateAppointmentTime(text.time, text.date, instant, booking)],
    ['message', validateMessage(text.message)],
  ]);
  if (failure) return { ok: false, ...failure };
  return { ok: true, value: { ...text, countryCode: CLINIC_COUNTRY_CODE } };
}
