import { describe, expect, it } from 'vitest';
import { bookingRulesFromSite, lastBookableDate, lastBookableTime } from './booking-rules';
import { clinicDateTime, clinicToday } from './clinic-clock';
import { validateAppointmentEmail, validateContactEmail } from './email-rules';
import { BOOKING_MESSAGES, FORM_MESSAGES, UNSAFE_TEXT_MESSAGES } from './form-messages';
import { formatClockTime } from './date-time-format';
import { CLINIC_COUNTRY_CODE, nationalPhoneNumber, normalisePhoneInput } from './phone-rules';
import { REQUEST_FORMS, type RequestKind, type RuleContext } from './request-fields';
import { checkField, validatePayload } from './request-form';

// 2026-05-10 14:30 in Asia/Kolkata (UTC+05:30) is 09:00 UTC.
const NOW = new Date('2026-05-10T09:00:00.000Z');
const TREATMENTS = [
  { id: 'dental-cleaning', label: 'Dental Cleaning' },
  { id: 'root-canal', label: 'Root Canal' },
];
// The clinic's limits as pages/site.json sets them: six months ahead, 8 am to 10 pm.
const BOOKING = { horizonMonths: 6, opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' };
const appointmentContext: RuleContext = { treatments: TREATMENTS, branches: [], now: () => NOW, booking: BOOKING };

const validateContactPayload = (body: unknown) => validatePayload('contact', body, appointmentContext);
const validateAppointmentPayload = (body: unknown, context: RuleContext) => validatePayload('appointment', body, context);
/** A form's per-field rules as react-hook-form calls them (value, then the form's values). */
function fieldValidators(kind: RequestKind, context: RuleContext = appointmentContext) {
  return Object.fromEntries(
    REQUEST_FORMS[kind].map((field) => [field.name, (value: unknown, values: Record<string, string> = {}) => checkField(field, value, values, context)]),
  );
}
const contactFieldValidators = fieldValidators('contact');
const createAppointmentFieldValidators = (context: RuleContext) => fieldValidators('appointment', context);

const validContact = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha.patel@example.com',
  phoneNumber: '9876543210',
  countryCode: '+91',
  message: 'Please call me in the evening.',
};
const validAppointment = {
  ...validContact,
  email: 'asha@example.com',
  service: 'Root Canal',
  date: '2026-05-10',
  time: '14:30',
};

describe('clinic clock', () => {
  it('reads date and time in Asia/Kolkata, not UTC', () => {
    expect(clinicDateTime(NOW, 'Asia/Kolkata')).toEqual({ date: '2026-05-10', time: '14:30' });
    // 20:00 UTC is already the next day in the clinic.
    expect(clinicToday(new Date('2026-05-10T20:00:00.000Z'), 'Asia/Kolkata')).toBe('2026-05-11');
    expect(clinicDateTime(new Date('2026-05-10T18:30:00.000Z'), 'Asia/Kolkata').time).toBe('00:00');
  });
});

describe('contact e-mail rules: every message is reachable, first failing rule wins', () => {
  const rows: Array<[input: string, expected: string | true]> = [
    ['', FORM_MESSAGES.emailRequired],
    ['   ', FORM_MESSAGES.emailRequired],
    ['plainaddress', FORM_MESSAGES.emailInvalidFormat],
    ['a@b', FORM_MESSAGES.emailInvalidFormat],
    ['a b@example.com', FORM_MESSAGES.emailInvalidFormat],
    ['a@b@example.com', FORM_MESSAGES.emailInvalidFormat],
    ['a(b)@example.com', FORM_MESSAGES.emailNotValid],
    ['asha@exämple.com', FORM_MESSAGES.emailNotValid],
    ['asha@exa_mple.com', FORM_MESSAGES.emailNotValid],
    ['.a@x.com', FORM_MESSAGES.emailDotAtEdge],
    ['a.@x.com', FORM_MESSAGES.emailDotAtEdge],
    ['a@x.com.', FORM_MESSAGES.emailDotAtEdge],
    ['a@.x.com', FORM_MESSAGES.emailDotAtEdge],
    ['a..b@x.com', FORM_MESSAGES.emailConsecutiveDots],
    ['ab@x..com', FORM_MESSAGES.emailConsecutiveDots],
    [`${'a'.repeat(64)}@${'d'.repeat(186)}.com`, FORM_MESSAGES.emailTooLong],
    [`${'a'.repeat(64)}@${'d'.repeat(185)}.com`, true],
    [`${'a'.repeat(65)}@example.com`, FORM_MESSAGES.emailLocalPartTooLong],
    ['a@b.c', FORM_MESSAGES.emailDomainInvalid],
    ['a@bb.c', FORM_MESSAGES.emailExtensionInvalid],
    ['a@example.c', FORM_MESSAGES.emailExtensionInvalid],
    ['asha.patel@example.com', true],
    ["o'brien+clinic@mail.example.co.in", true],
    [`${'a'.repeat(64)}@example.com`, true],
    ['  asha@example.com  ', true],
  ];
  it.each(rows)('%j -> %j', (input, expected) => {
    expect(validateContactEmail(input)).toBe(expected);
  });

  it('the 254-character limit is checked before the local-part limit', () => {
    expect(validateContactEmail(`${'a'.repeat(70)}@${'d'.repeat(185)}.com`)).toBe(FORM_MESSAGES.emailTooLong);
  });
});

describe('appointment e-mail rules: presence and the basic pattern only', () => {
  it.each([
    ['', FORM_MESSAGES.emailRequired],
    ['not-an-email', FORM_MESSAGES.emailInvalidFormat],
    ['a@b@c.com', FORM_MESSAGES.emailInvalidFormat],
    ['.a@x.com', true],
    ['a..b@x.com', true],
    ['asha@example.com', true],
  ] as Array<[string, string | true]>)('%j -> %j', (input, expected) => {
    expect(validateAppointmentEmail(input)).toBe(expected);
  });
});

type PayloadRow = [description: string, changes: Record<string, unknown>, field: string, message: string];

describe('contact payload: a table of inputs and the message each gives', () => {
  const rows: PayloadRow[] = [
    ['first name missing', { firstName: '' }, 'firstName', FORM_MESSAGES.firstNameRequired],
    ['first name blank', { firstName: '   ' }, 'firstName', FORM_MESSAGES.firstNameRequired],
    ['first name too long', { firstName: 'x'.repeat(101) }, 'firstName', FORM_MESSAGES.firstNameTooLong],
    ['last name missing', { lastName: undefined }, 'lastName', FORM_MESSAGES.lastNameRequired],
    ['last name null', { lastName: null }, 'lastName', FORM_MESSAGES.lastNameRequired],
    ['last name too long', { lastName: 'y'.repeat(101) }, 'lastName', FORM_MESSAGES.lastNameTooLong],
    ['email missing', { email: '' }, 'email', FORM_MESSAGES.emailRequired],
    ['email basic pattern', { email: 'asha' }, 'email', FORM_MESSAGES.emailInvalidFormat],
    ['email stricter pattern', { email: 'as(ha)@example.com' }, 'email', FORM_MESSAGES.emailNotValid],
    ['email leading dot', { email: '.asha@example.com' }, 'email', FORM_MESSAGES.emailDotAtEdge],
    ['email consecutive dots', { email: 'a..b@x.com' }, 'email', FORM_MESSAGES.emailConsecutiveDots],
    ['email too long', { email: `a@${'d'.repeat(250)}.com` }, 'email', FORM_MESSAGES.emailTooLong],
    ['email local part', { email: `${'l'.repeat(65)}@x.com` }, 'email', FORM_MESSAGES.emailLocalPartTooLong],
    ['email domain', { email: 'a@b.c' }, 'email', FORM_MESSAGES.emailDomainInvalid],
    ['email extension', { email: 'a@bb.c' }, 'email', FORM_MESSAGES.emailExtensionInvalid],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', FORM_MESSAGES.phoneRequired],
    ['phone 9 digits', { phoneNumber: '987654321' }, 'phoneNumber', FORM_MESSAGES.phoneInvalid],
    ['phone 11 digits', { phoneNumber: '98765432101' }, 'phoneNumber', FORM_MESSAGES.phoneInvalid],
    ['phone with letters', { phoneNumber: '98765abcde' }, 'phoneNumber', FORM_MESSAGES.phoneInvalid],
    ['phone not a mobile', { phoneNumber: '1234567890' }, 'phoneNumber', FORM_MESSAGES.phoneNotMobile],
    ['country code other', { countryCode: '+1' }, 'countryCode', FORM_MESSAGES.countryCodeInvalid],
    ['country code missing', { countryCode: undefined }, 'countryCode', FORM_MESSAGES.countryCodeInvalid],
    ['message too long', { message: 'm'.repeat(2001) }, 'message', FORM_MESSAGES.messageTooLong],
  ];
  it.each(rows)('%s', (_description, changes, field, message) => {
    const result = validateContactPayload({ ...validContact, ...changes });
    expect(result).toEqual({ ok: false, message, fields: { [field]: message } });
  });

  it('accepts a valid payload and returns trimmed, typed values', () => {
    const result = validateContactPayload({ ...validContact, firstName: '  Asha ', message: undefined });
    expect(result).toEqual({ ok: true, value: { ...validContact, branch: '', message: '' } });
  });

  it('accepts a message of exactly 2000 characters', () => {
    expect(validateContactPayload({ ...validContact, message: 'm'.repeat(2000) }).ok).toBe(true);
  });

  it('reports the first failing field in form order, with every field message', () => {
    const result = validateContactPayload({ ...validContact, email: 'nope', firstName: '', phoneNumber: '1' });
    expect(result).toEqual({
      ok: false,
      message: FORM_MESSAGES.firstNameRequired,
      fields: {
        firstName: FORM_MESSAGES.firstNameRequired,
        email: FORM_MESSAGES.emailInvalidFormat,
        phoneNumber: FORM_MESSAGES.phoneInvalid,
      },
    });
  });

  it('names only the first five unknown fields, and how many there are', () => {
    const junk = Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`junk${index}`, 'x']));
    const result = validateContactPayload({ ...validContact, ...junk });
    expect(result).toEqual({
      ok: false,
      message:
        'Unknown fields "junk0", "junk1", "junk2", "junk3", "junk4" and 1495 more (1500 in all); allowed fields are firstName, lastName, email, phoneNumber, countryCode, branch, message',
      fields: { junk0: 'Unknown field', junk1: 'Unknown field', junk2: 'Unknown field', junk3: 'Unknown field', junk4: 'Unknown field' },
    });
  });

  it('rejects unknown fields, non-objects and non-text values with clear messages', () => {
    expect(validateContactPayload({ ...validContact, admin: true })).toEqual({
      ok: false,
      message: 'Unknown field "admin"; allowed fields are firstName, lastName, email, phoneNumber, countryCode, branch, message',
      fields: { admin: 'Unknown field' },
    });
    expect(validateContactPayload(JSON.parse('{"__proto__": {"x": 1}, "firstName": "A"}'))).toMatchObject({
      ok: false,
      fields: { __proto__: 'Unknown field' },
    });
    for (const body of [null, undefined, 'text', 42, [validContact]]) {
      expect(validateContactPayload(body)).toEqual({ ok: false, message: 'Request body must be a JSON object', fields: {} });
    }
    expect(validateContactPayload({ ...validContact, phoneNumber: 9876543210 })).toEqual({
      ok: false,
      message: '"phoneNumber" must be a string',
      fields: { phoneNumber: '"phoneNumber" must be a string' },
    });
  });
});

describe('appointment payload: a table of inputs and the message each gives', () => {
  const rows: PayloadRow[] = [
    ['first name missing', { firstName: '' }, 'firstName', FORM_MESSAGES.firstNameRequired],
    ['last name missing', { lastName: '' }, 'lastName', FORM_MESSAGES.lastNameRequired],
    ['email missing', { email: '' }, 'email', FORM_MESSAGES.emailRequired],
    ['email format', { email: 'asha@' }, 'email', FORM_MESSAGES.emailInvalidFormat],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', FORM_MESSAGES.phoneRequired],
    ['phone short', { phoneNumber: '12345' }, 'phoneNumber', FORM_MESSAGES.phoneInvalid],
    ['country code', { countryCode: '+44' }, 'countryCode', FORM_MESSAGES.countryCodeInvalid],
    ['treatment missing', { service: '' }, 'service', FORM_MESSAGES.serviceRequired],
    ['treatment unknown', { service: 'Hair Transplant' }, 'service', FORM_MESSAGES.serviceRequired],
    ['date missing', { date: '' }, 'date', FORM_MESSAGES.dateRequired],
    ['date yesterday', { date: '2026-05-09' }, 'date', FORM_MESSAGES.dateInPast],
    ['date not a date', { date: '10/05/2026' }, 'date', FORM_MESSAGES.dateInvalid],
    ['date impossible', { date: '2026-02-30' }, 'date', FORM_MESSAGES.dateInvalid],
    ['time missing', { time: '' }, 'time', FORM_MESSAGES.timeRequired],
    ['time earlier today', { time: '14:29' }, 'time', FORM_MESSAGES.timeInPast],
    ['time 12-hour', { time: '2:30 PM' }, 'time', FORM_MESSAGES.timeInvalid],
    ['time out of range', { time: '24:00' }, 'time', FORM_MESSAGES.timeInvalid],
    ['message too long', { message: 'm'.repeat(2001) }, 'message', FORM_MESSAGES.messageTooLong],
  ];
  it.each(rows)('%s', (_description, changes, field, message) => {
    const result = validateAppointmentPayload({ ...validAppointment, ...changes }, appointmentContext);
    expect(result).toEqual({ ok: false, message, fields: { [field]: message } });
  });

  it.each([
    ['the current minute today', { time: '14:30' }],
    ['the last minute before closing today', { time: '21:59' }],
    ['opening time on a later day', { date: '2026-05-11', time: '08:00' }],
    ['the last day of the horizon', { date: '2026-11-10' }],
    ['a stricter-invalid but basic-valid e-mail', { email: 'a..b@x.com' }],
    ['no message', { message: undefined }],
  ] as Array<[string, Record<string, unknown>]>)('accepts %s', (_description, changes) => {
    const result = validateAppointmentPayload({ ...validAppointment, ...changes }, appointmentContext);
    expect(result.ok).toBe(true);
  });

  it('returns the time exactly as entered (no 12-hour shift)', () => {
    const result = validateAppointmentPayload({ ...validAppointment, date: '2026-06-01', time: '09:15' }, appointmentContext);
    expect(result).toEqual({ ok: true, value: { ...validAppointment, branch: '', service: 'root-canal', date: '2026-06-01', time: '09:15' } });
  });

  it('does not judge the time against "now" when the date itself is in the past', () => {
    const result = validateAppointmentPayload({ ...validAppointment, date: '2026-05-09', time: '08:00' }, appointmentContext);
    expect(result).toMatchObject({ ok: false, fields: { date: FORM_MESSAGES.dateInPast } });
    expect(result.ok === false && 'time' in result.fields).toBe(false);
  });
});

describe('per-field validators for react-hook-form', () => {
  it('contact validators return a message or true', () => {
    expect(contactFieldValidators.firstName('')).toBe(FORM_MESSAGES.firstNameRequired);
    expect(contactFieldValidators.email('a..b@x.com')).toBe(FORM_MESSAGES.emailConsecutiveDots);
    expect(contactFieldValidators.phoneNumber('9876543210')).toBe(true);
    expect(contactFieldValidators.message('')).toBe(true);
  });

  it('appointment time reads the chosen date from the form values', () => {
    const validators = createAppointmentFieldValidators(appointmentContext);
    expect(validators.time('10:00', { date: '2026-05-10' })).toBe(FORM_MESSAGES.timeInPast);
    expect(validators.time('10:00', { date: '2026-05-11' })).toBe(true);
    expect(validators.date('2026-05-09')).toBe(FORM_MESSAGES.dateInPast);
    expect(validators.service('dental-cleaning')).toBe(true);
    // The spec's payload sends the label: it is read as the treatment's id.
    expect(validators.service('Dental Cleaning')).toBe(true);
    expect(validators.service('Something else')).toBe(FORM_MESSAGES.serviceRequired);
  });
});

describe('phone input', () => {
  it.each([
    ['98765 43210', '9876543210'],
    // A number pasted with its country code or trunk prefix keeps its own ten digits.
    ['+91 98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['+91 (987) 654-3210', '9876543210'],
    ['987654321012345', '9876543210'],
    // While it may still become a number with its prefix, the input holds the prefix's digits more.
    ['+91987', '91987'],
    ['0987654321', '0987654321'],
    ['abc', ''],
  ])('normalisePhoneInput(%j) -> %j', (raw, expected) => {
    expect(normalisePhoneInput(raw)).toBe(expected);
  });

  it('typing +91 98765 43210 key by key ends as the ten digits, as pasting does', () => {
    let value = '';
    for (const key of '+91 98765 43210') value = normalisePhoneInput(value + key);
    expect(value).toBe('9876543210');
    value = '';
    for (const key of '09876543210') value = normalisePhoneInput(value + key);
    expect(value).toBe('9876543210');
  });

  it.each([
    ['+91 98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 432.10', '9876543210'],
    ['+44 20 7946 0000', '+442079460000'],
    ['98765abcde', '98765abcde'],
  ])('the API and the form posted without scripts read %j as %j', (sent, stored) => {
    expect(nationalPhoneNumber(sent)).toBe(stored);
    expect(validateContactPayload({ ...validContact, phoneNumber: sent })).toMatchObject(
      /^\d{10}$/.test(stored) ? { ok: true, value: { phoneNumber: stored } } : { ok: false },
    );
  });

  it('a ten-digit mobile number starts with 6, 7, 8 or 9', () => {
    expect(contactFieldValidators.phoneNumber('5876543210')).toBe(FORM_MESSAGES.phoneNotMobile);
    expect(contactFieldValidators.phoneNumber('0987654321')).toBe(FORM_MESSAGES.phoneNotMobile);
    expect(contactFieldValidators.phoneNumber('6000000000')).toBe(true);
  });

  it('the country code is fixed', () => {
    expect(CLINIC_COUNTRY_CODE).toBe('+91');
  });
});

describe('junk the forms and the API refuse, with a message naming the field', () => {
  const ZERO_WIDTH_ONLY = '\u200B\u200C\u200D\u2060';
  const rows: PayloadRow[] = [
    ['NUL inside a first name', { firstName: 'As\u0000ha' }, 'firstName', UNSAFE_TEXT_MESSAGES.firstName.control],
    ['an escape sequence in a last name', { lastName: 'Patel\u001b[31m' }, 'lastName', UNSAFE_TEXT_MESSAGES.lastName.control],
    ['a C1 control in a name', { firstName: 'Asha\u0085x' }, 'firstName', UNSAFE_TEXT_MESSAGES.firstName.control],
    ['DEL in a name', { lastName: 'Pa\u007ftel' }, 'lastName', UNSAFE_TEXT_MESSAGES.lastName.control],
    ['a name of zero-width characters only', { firstName: ZERO_WIDTH_ONLY }, 'firstName', FORM_MESSAGES.firstNameNeedsLetter],
    ['a name of digits and punctuation', { lastName: '12-34 ...' }, 'lastName', FORM_MESSAGES.lastNameNeedsLetter],
    ['a name of emoji', { firstName: '😀😀' }, 'firstName', FORM_MESSAGES.firstNameNeedsLetter],
    ['a right-to-left override in a name', { firstName: 'Asha\u202Eahsa' }, 'firstName', UNSAFE_TEXT_MESSAGES.firstName.bidi],
    ['a direction isolate in a last name', { lastName: '\u2067Patel\u2069' }, 'lastName', UNSAFE_TEXT_MESSAGES.lastName.bidi],
    ['a lone high surrogate in a name', { firstName: 'Asha\uD800' }, 'firstName', UNSAFE_TEXT_MESSAGES.firstName.surrogate],
    ['a lone low surrogate in a name', { lastName: '\uDC00Patel' }, 'lastName', UNSAFE_TEXT_MESSAGES.lastName.surrogate],
    ['NUL in an e-mail address', { email: 'asha\u0000@example.com' }, 'email', UNSAFE_TEXT_MESSAGES.email.control],
    ['an override in an e-mail address', { email: 'asha@exa\u202Emple.com' }, 'email', UNSAFE_TEXT_MESSAGES.email.bidi],
    ['NUL in a message', { message: 'Hello\u0000there' }, 'message', UNSAFE_TEXT_MESSAGES.message.control],
    ['a vertical tab in a message', { message: 'Hello\u000bthere' }, 'message', UNSAFE_TEXT_MESSAGES.message.control],
    ['an override in a message', { message: 'Call \u202E01234' }, 'message', UNSAFE_TEXT_MESSAGES.message.bidi],
    ['a lone surrogate in a message', { message: 'Hi \uDBFF' }, 'message', UNSAFE_TEXT_MESSAGES.message.surrogate],
  ];
  it.each(rows)('contact: %s', (_description, changes, field, message) => {
    expect(validateContactPayload({ ...validContact, ...changes })).toEqual({ ok: false, message, fields: { [field]: message } });
  });
  it.each(rows)('appointment: %s', (_description, changes, field, message) => {
    const result = validateAppointmentPayload({ ...validAppointment, ...changes }, appointmentContext);
    expect(result).toEqual({ ok: false, message, fields: { [field]: message } });
  });

  it.each([
    ['a Gujarati name', { firstName: 'આશા', lastName: 'પટેલ' }],
    ['a Devanagari name with vowel signs', { firstName: 'प्रिया', lastName: 'शाह' }],
    ['an apostrophe and a hyphen', { firstName: "D'Souza", lastName: 'Mehta-Rao' }],
    ['an emoji after a name (a well-formed surrogate pair)', { firstName: 'Asha 😀' }],
    ['a message over several lines with a tab', { message: 'Line one\r\nLine two\n\tindented' }],
    ['a right-to-left mark, which reorders nothing', { lastName: 'Patel\u200F' }],
  ] as Array<[string, Record<string, unknown>]>)('accepts %s', (_description, changes) => {
    expect(validateContactPayload({ ...validContact, ...changes }).ok).toBe(true);
  });

  it('the browser validators give the same messages', () => {
    expect(contactFieldValidators.firstName('\u200B')).toBe(FORM_MESSAGES.firstNameNeedsLetter);
    expect(contactFieldValidators.email('a\u0000@b.com')).toBe(UNSAFE_TEXT_MESSAGES.email.control);
    expect(contactFieldValidators.message('x\u202Ey')).toBe(UNSAFE_TEXT_MESSAGES.message.bidi);
    expect(createAppointmentFieldValidators(appointmentContext).lastName('\uD83D')).toBe(UNSAFE_TEXT_MESSAGES.lastName.surrogate);
  });
});

describe('booking horizon and opening hours', () => {
  const tooFar = BOOKING_MESSAGES.dateTooFarAhead(6);
  const outsideHours = BOOKING_MESSAGES.timeOutsideOpeningHours('08:00', '22:00');

  it("words the limits with the clinic's numbers", () => {
    expect(tooFar).toBe('Date cannot be more than 6 months ahead');
    expect(BOOKING_MESSAGES.dateTooFarAhead(1)).toBe('Date cannot be more than 1 month ahead');
    expect(outsideHours).toBe('Time must be within opening hours (8 am to 10 pm)');
    expect(formatClockTime('00:00')).toBe('12 am');
    expect(formatClockTime('12:30')).toBe('12:30 pm');
  });

  it.each([
    ['2026-05-10', 6, '2026-11-10'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-31', 13, '2027-02-28'],
  ])('lastBookableDate(%s, %i) = %s', (today, months, expected) => {
    expect(lastBookableDate(today, months)).toBe(expected);
  });

  it('the time input stops a minute before closing', () => {
    expect(lastBookableTime('22:00')).toBe('21:59');
    expect(lastBookableTime('18:30')).toBe('18:29');
  });

  it('reads the limits from the site definition and refuses hours that close before they open', () => {
    const site = { clinic: { openingHours: [{ opens: '09:00', closes: '17:30' }], timeZone: 'Europe/London' }, appointments: { horizonMonths: 3 } };
    expect(bookingRulesFromSite(site)).toEqual({ horizonMonths: 3, opens: '09:00', closes: '17:30', timeZone: 'Europe/London' });
    expect(() => bookingRulesFromSite({ ...site, clinic: { openingHours: [{ opens: '18:00', closes: '09:00' }], timeZone: 'Europe/London' } })).toThrow(
      /must be before/,
    );
  });

  const rows: PayloadRow[] = [
    ['a day past the horizon', { date: '2026-11-11' }, 'date', tooFar],
    ['the far future', { date: '9999-12-31' }, 'date', tooFar],
    ['midnight', { date: '2026-05-11', time: '00:00' }, 'time', outsideHours],
    ['a minute before opening', { date: '2026-05-11', time: '07:59' }, 'time', outsideHours],
    ['closing time itself', { date: '2026-05-11', time: '22:00' }, 'time', outsideHours],
    ['late tonight', { time: '23:59' }, 'time', outsideHours],
  ];
  it.each(rows)('refuses %s', (_description, changes, field, message) => {
    const result = validateAppointmentPayload({ ...validAppointment, ...changes }, appointmentContext);
    expect(result).toEqual({ ok: false, message, fields: { [field]: message } });
  });

  it('other opening hours move the limit', () => {
    const context = { ...appointmentContext, booking: { horizonMonths: 1, opens: '10:00', closes: '18:00', timeZone: 'Asia/Kolkata' } };
    expect(validateAppointmentPayload({ ...validAppointment, date: '2026-05-11', time: '09:30' }, context)).toMatchObject({
      ok: false,
      fields: { time: 'Time must be within opening hours (10 am to 6 pm)' },
    });
    expect(validateAppointmentPayload({ ...validAppointment, date: '2026-06-11' }, context)).toMatchObject({
      ok: false,
      fields: { date: 'Date cannot be more than 1 month ahead' },
    });
  });
});
