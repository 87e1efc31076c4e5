/**
 * Every message a visitor can see from the contact and appointment forms. The first group is
 * quoted from the product specification and must not be reworded; the second group
 * covers limits the spec leaves open but a server has to enforce.
 */
export const FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalidFormat: 'Invalid email format',
  emailNotValid: 'Please enter a valid email address',
  emailDotAtEdge: 'Email cannot start or end with a dot',
  emailConsecutiveDots: 'Email cannot contain consecutive dots',
  emailTooLong: 'Email address is too long',
  emailLocalPartTooLong: 'Email local part is too long',
  emailDomainInvalid: 'Invalid domain name',
  emailExtensionInvalid: 'Invalid domain extension',
  phoneRequired: 'Mobile number is required',
  phoneInvalid: 'Enter a valid 10-digit number',
  serviceRequired: 'Please select a treatment',
  dateRequired: 'Date is required',
  dateInPast: 'Date cannot be in the past',
  timeRequired: 'Time is required',
  timeInPast: 'Time cannot be in the past',

  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameTooLong: 'Last name must be at most 100 characters',
  messageTooLong: 'Message must be at most 2000 characters',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  timeInvalid: 'Enter a valid time (HH:mm, 24-hour)',
  countryCodeInvalid: 'Country code must be +91',
  phoneNotMobile: 'Enter a mobile number: it starts with 6, 7, 8 or 9',
  firstNameNeedsLetter: 'First name must contain a letter',
  lastNameNeedsLetter: 'Last name must contain a letter',
} as const;

/**
 * What a field says when it holds characters no person types (see text-safety-rules.ts). One
 * message per problem, naming the field, in the same plain style as the messages above.
 */
function unsafeTextMessages(label: string) {
  return {
    control: `${label} cannot contain control characters`,
    bidi: `${label} cannot contain text-direction override characters`,
    surrogate: `${label} contains an invalid character`,
  } as const;
}

export const UNSAFE_TEXT_MESSAGES = {
  firstName: unsafeTextMessages('First name'),
  lastName: unsafeTextMessages('Last name'),
  email: unsafeTextMessages('Email'),
  message: unsafeTextMessages('Message'),
} as const;

/** The appointment limits read from pages/site.json, so their messages carry the clinic's numbers. */
export const BOOKING_MESSAGES = {
  dateTooFarAhead: (months: number) => `Date cannot be more than ${months} month${months === 1 ? '' : 's'} ahead`,
  timeOutsideOpeningHours: (opens: string, closes: string) => `Time must be within opening hours (${formatClockTime(opens)} to ${formatClockTime(closes)})`,
} as const;

/** `08:00` → `8 am`, `21:30` → `9:30 pm`: how the site writes its hours elsewhere. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;
