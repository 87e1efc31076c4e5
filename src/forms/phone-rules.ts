import { FORM_MESSAGES } from './form-messages';
import { trimmedText } from './text-value';

/** The only country code the clinic accepts; the form shows it fixed, the API checks it. */
export const CLINIC_COUNTRY_CODE = '+91';

const PHONE_DIGITS = 10;
const PHONE_PATTERN = /^\d{10}$/;

/** What the phone input keeps while the visitor types: digits only, at most ten. */
export function normalisePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function validatePhoneNumber(value: unknown): string | true {
  const phone = trimmedText(value);
  if (phone === '') return FORM_MESSAGES.phoneRequired;
  if (!PHONE_PATTERN.test(phone)) return FORM_MESSAGES.phoneInvalid;
  return true;
}

export function validateCountryCode(value: unknown): string | true {
  return trimmedText(value) === CLINIC_COUNTRY_CODE ? true : FORM_MESSAGES.countryCodeInvalid;
}
