import type { FormDictionary } from './form-dictionary';
import { formatCalendarDate, formatClockTime } from './date-time-format';

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

/** What the branch rules say, with the branch's own hours and closures (branch-rules.ts). */
export const BRANCH_MESSAGES = {
  branchRequired: 'Please choose a branch',
  branchUnknown: 'Please choose one of our branches',
  closedOn: (branchName: string, date: string, note: string | undefined) =>
    `Our ${branchName} branch is closed on ${formatCalendarDate(date)}${note ? ` (${note})` : ''}. Please choose another day.`,
  openHours: (branchName: string, date: string, opens: string, closes: string) =>
    `On ${formatCalendarDate(date)} our ${branchName} branch is open from ${formatClockTime(opens)} to ${formatClockTime(closes)}. Please choose a time within those hours.`,
  /** The verb follows the label: a label ending in a plural -s ("Dental Implants", "Dentures") takes "are", any other "is". */
  treatmentOfferedAt: (label: string, offering: readonly string[]) => {
    const verb = /[^s]s$/i.test(label) ? 'are' : 'is';
    if (offering.length === 0) return `${label} ${verb} not offered at any of our branches at the moment.`;
    const names = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(offering);
    return `${label} ${verb} offered at our ${names} branch${offering.length === 1 ? '' : 'es'}.`;
  },
} as const;

/** The English dictionary: the messages above, as every rule gives them unless it is handed another language's. */
export const ENGLISH_FORM_DICTIONARY: FormDictionary = {
  messages: FORM_MESSAGES,
  unsafeText: UNSAFE_TEXT_MESSAGES,
  dateTooFarAhead: BOOKING_MESSAGES.dateTooFarAhead,
  timeOutsideOpeningHours: BOOKING_MESSAGES.timeOutsideOpeningHours,
  branchRequired: BRANCH_MESSAGES.branchRequired,
  branchUnknown: BRANCH_MESSAGES.branchUnknown,
  branchClosedOn: BRANCH_MESSAGES.closedOn,
  branchOpenHours: BRANCH_MESSAGES.openHours,
  treatmentOfferedAt: BRANCH_MESSAGES.treatmentOfferedAt,
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phoneNumber: 'Mobile number',
    countryCode: 'Country code',
    branch: 'Branch',
    service: 'Treatment',
    date: 'Date',
    time: 'Time',
    message: 'Message',
  },
  summary: {
    readLabels: { date: 'Preferred date', time: 'Preferred time' },
    date: (isoDate) => formatCalendarDate(isoDate),
    time: (time) => (/^\d{2}:\d{2}$/.test(time) ? formatClockTime(time) : time),
  },
  form: {
    optional: '(optional)',
    countryCode: 'Country code',
    selectTreatment: 'Select a treatment',
    checkTheForm: 'Please check the form',
    submit: { contact: { idle: 'Send Message', pending: 'Sending...' }, appointment: { idle: 'Book Appointment', pending: 'Sending' } },
  },
};

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;
