import type { FormDictionary } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from './form-messages';
import { trimmedText } from './text-value';

/** The only country code the clinic accepts; the form shows it fixed, and every number is stored under it. */
export const CLINIC_COUNTRY_CODE = '+91';

const PHONE_DIGITS = 10;
const PHONE_PATTERN = /^\d{10}$/;
/** An Indian mobile number (ten digits) starts with 6, 7, 8 or 9. */
const MOBILE_FIRST_DIGIT = /^[6-9]/;
/** What people type between digits: spaces, hyphens, dots, brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * The ten digits of a number written with its country code or trunk prefix: a leading 91 is
 * dropped when there are 12 digits, a leading 0 when there are 11 (`+91 98765-43210`,
 * `919876543210` and `09876543210` are all `9876543210`). Anything else is left as it is.
 */
function withoutPrefix(digits: string): string {
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The number as stored, from what was sent (the API, a form posted without JavaScript): the
 * separators go, then a leading `+91`, `91` or `0` as above. Letters and other characters stay,
 * for the rule to refuse.
 */
export function nationalPhoneNumber(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  const digits = compact.replace(/^\+(?=91\d{10}$)/, '');
  return /^\d+$/.test(digits) ? withoutPrefix(digits) : compact;
}

/**
 * What the phone input keeps while the visitor types or pastes: digits only, the prefix dropped
 * as above, at most ten. While what has been typed may still be a number with its prefix (it
 * starts with 91 or 0), the input holds up to the prefix's digits more, so that typing
 * `+91 98765 43210` key by key ends as `9876543210` just as pasting it does.
 */
export function normalisePhoneInput(raw: string): string {
  const digits = withoutPrefix(raw.replace(/\D/g, ''));
  const room = digits.startsWith('91') ? PHONE_DIGITS + 2 : digits.startsWith('0') ? PHONE_DIGITS + 1 : PHONE_DIGITS;
  return withoutPrefix(digits.slice(0, room));
}

export function validatePhoneNumber(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  const phone = nationalPhoneNumber(trimmedText(value));
  if (phone === '') return dictionary.messages.phoneRequired;
  if (!PHONE_PATTERN.test(phone)) return dictionary.messages.phoneInvalid;
  if (!MOBILE_FIRST_DIGIT.test(phone)) return dictionary.messages.phoneNotMobile;
  return true;
}

export function validateCountryCode(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  return trimmedText(value) === CLINIC_COUNTRY_CODE ? true : dictionary.messages.countryCodeInvalid;
}
