/**
 * Every message a visitor can see from the contact and appointment forms. The first group is
 * quoted from the product specification (SPEC §5) and must not be reworded; the second group
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
} as const;

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;
