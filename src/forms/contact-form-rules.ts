import { validateContactEmail } from './email-rules';
import { validateMessage } from './message-rules';
import { validateFirstName, validateLastName } from './name-rules';
import { collectFieldErrors, readTextFields, type PayloadValidation } from './payload-shape';
import { CLINIC_COUNTRY_CODE, validateCountryCode, validatePhoneNumber } from './phone-rules';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'countryCode', 'message'] as const;

export interface ContactPayload {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits, without the country code. */
  phoneNumber: string;
  countryCode: typeof CLINIC_COUNTRY_CODE;
  /** Empty when the visitor wrote nothing. */
  message: string;
}

/** react-hook-form `validate` functions for the contact form, one per field. */
export const contactFieldValidators = {
  firstName: validateFirstName,
  lastName: validateLastName,
  email: validateContactEmail,
  phoneNumber: validatePhoneNumber,
  message: validateMessage,
} as const;

export function validateContactPayload(body: unknown): PayloadValidation<ContactPayload> {
  const shape = readTextFields(body, CONTACT_FIELDS);
  if (!shape.ok) return shape;
  const { text } = shape;
  const failure = collectFieldErrors([
    ['firstName', validateFirstName(text.firstName)],
    ['lastName', validateLastName(text.lastName)],
    ['email', validateContactEmail(text.email)],
    ['phoneNumber', validatePhoneNumber(text.phoneNumber)],
    ['countryCode', validateCountryCode(text.countryCode)],
    ['message', validateMessage(text.message)],
  ]);
  if (failure) return { ok: false, ...failure };
  return { ok: true, value: { ...text, countryCode: CLINIC_COUNTRY_CODE } };
}
