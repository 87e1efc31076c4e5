/**
 * What the two forms hold (the text of each field) and how that becomes the API's payload.
 * The browser's react-hook-form forms and the server, for a form posted without JavaScript,
 * both go through these, so the same typing gives the same request.
 */
import type { AppointmentPayload } from './appointment-form-rules';
import type { ContactPayload } from './contact-form-rules';
import { CLINIC_COUNTRY_CODE } from './phone-rules';

export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'message'] as const;

export type ContactFormValues = Record<(typeof CONTACT_FORM_FIELDS)[number], string>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

export function toContactPayload(values: ContactFormValues): ContactPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber,
    countryCode: CLINIC_COUNTRY_CODE,
    message: values.message.trim(),
  };
}

/** The form state of the appointment form; the treatment is `service` (the spec's `services`), as the shared rules expect. */
export const APPOINTMENT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'service', 'date', 'time', 'message'] as const;

export type AppointmentFormValues = Record<(typeof APPOINTMENT_FORM_FIELDS)[number], string>;

export const EMPTY_APPOINTMENT_VALUES: AppointmentFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  service: '',
  date: '',
  time: '',
  message: '',
};

/** The time goes out exactly as entered (24-hour `HH:mm`), never shifted by 12 hours: the clinic books the hour the visitor chose. */
export function toAppointmentPayload(values: AppointmentFormValues): AppointmentPayload {
  return {
    ...toContactPayload(values),
    service: values.service,
    date: values.date,
    time: values.time,
  };
}

/**
 * The fields of a form posted the classic way (application/x-www-form-urlencoded), as text:
 * only the form's own fields (anything else is ignored, as the form never sends it), the first
 * value of a repeated field, '' for a missing one. The mobile number loses the characters people
 * type between digits (spaces, hyphens, dots, brackets), which the script's input drops as they
 * are typed; anything else is left for the shared rules to judge.
 */
export function readPostedValues<TField extends string>(body: unknown, fields: readonly TField[]): Record<TField, string> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values = {} as Record<TField, string>;
  for (const field of fields) {
    const raw = Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
    const value = Array.isArray(raw) ? raw[0] : raw;
    values[field] = typeof value === 'string' ? value : '';
  }
  if ('phoneNumber' in values) {
    const phone = values as Record<string, string>;
    phone.phoneNumber = phone.phoneNumber.replace(/[\s().-]/g, '');
  }
  return values;
}
