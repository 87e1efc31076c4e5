import type { FormDictionary } from './form-dictionary';

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

/** `2027-01-14` → `Thursday, 14 January 2027` (a calendar date: no time zone shifts it); another locale writes it its own way. */
export function formatCalendarDate(isoDate: string, locale = 'en-GB'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** `08:00` → `8 am`, `21:30` → `9:30 pm`: how the site writes its hours elsewhere. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** `17:45` as a locale writes a time of day (`5:45 pm` in hi-IN, `5:45 PM` in gu-IN); anything but `HH:mm` as it is. */
export function formatClockTimeIn(time: string, locale: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return time;
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

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
