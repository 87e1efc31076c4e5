import { describe, expect, it } from 'vitest';
import { validateAppointmentDate, validateAppointmentTime } from './appointment-slot-rules';
import { validateBranchDay, validateBranchTime, validateBranchTreatment, type RequestBranch } from './branch-rules';
import GUJARATI from './dictionaries/gu';
import HINDI from './dictionaries/hi';
import { validateAppointmentEmail, validateContactEmail } from './email-rules';
import type { FormDictionary } from './form-dictionary';
import { BOOKING_MESSAGES, BRANCH_MESSAGES, ENGLISH_FORM_DICTIONARY, FORM_MESSAGES, UNSAFE_TEXT_MESSAGES } from './form-messages';
import { validateMessage } from './message-rules';
import { validateFirstName, validateLastName } from './name-rules';
import { validateCountryCode, validatePhoneNumber } from './phone-rules';
import type { RuleContext } from './request-fields';
import { validatePayload } from './request-form';
import { summarizeRequest } from './request-summary';

// 2026-05-10 14:30 in Asia/Kolkata.
const NOW = new Date('2026-05-10T09:00:00.000Z');
const BOOKING = { horizonMonths: 6, opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' };
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const chandkheda: RequestBranch = {
  id: 'chandkheda',
  name: 'Chandkheda',
  openingHours: [{ days: [...EVERY_DAY], opens: '09:00', closes: '21:00' }],
  closures: [{ date: '2026-05-14', note: 'Test holiday' }],
  treatments: ['cleaning'],
} as unknown as RequestBranch;
const southBopal = { ...chandkheda, id: 'south-bopal', name: 'South Bopal', closures: [], treatments: ['cleaning', 'root-canal'] } as RequestBranch;

/** Every string a dictionary gives, its functions called with sample values. */
function everyText(dictionary: FormDictionary): string[] {
  return [
    ...Object.values(dictionary.messages),
    ...Object.values(dictionary.unsafeText).flatMap((messages) => Object.values(messages)),
    dictionary.dateTooFarAhead(6),
    dictionary.timeOutsideOpeningHours('08:00', '22:00'),
    dictionary.branchRequired,
    dictionary.branchUnknown,
    dictionary.branchClosedOn('Chandkheda', '2026-05-14', 'Test holiday'),
    dictionary.branchOpenHours('Chandkheda', '2026-05-14', '09:00', '21:00'),
    dictionary.treatmentOfferedAt('Root Canal', ['South Bopal']),
    dictionary.treatmentOfferedAt('Root Canal', []),
    ...Object.values(dictionary.labels),
    ...Object.values(dictionary.summary.readLabels),
    dictionary.summary.date('2026-05-14'),
    dictionary.form.optional,
    dictionary.form.countryCode,
    dictionary.form.selectTreatment,
    dictionary.form.checkTheForm,
    ...Object.values(dictionary.form.submit).flatMap(({ idle, pending }) => [idle, pending]),
  ];
}

describe('the form dictionaries', () => {
  it('a dictionary without every key does not compile', () => {
    const { branchUnknown: _left, ...withoutOne } = GUJARATI;
    // @ts-expect-error -- a language that lacks a message is refused by the compiler, not found by a patient.
    const incomplete: FormDictionary = withoutOne;
    // @ts-expect-error -- and so is a messages object with a key missing.
    const missingMessage: FormDictionary = { ...HINDI, messages: { firstNameRequired: HINDI.messages.firstNameRequired } };
    expect([incomplete, missingMessage]).toHaveLength(2);
  });

  it("English is the spec's messages, unchanged", () => {
    expect(ENGLISH_FORM_DICTIONARY.messages).toBe(FORM_MESSAGES);
    expect(ENGLISH_FORM_DICTIONARY.unsafeText).toBe(UNSAFE_TEXT_MESSAGES);
    expect(ENGLISH_FORM_DICTIONARY.messages.firstNameRequired).toBe('First name is required');
    expect(ENGLISH_FORM_DICTIONARY.dateTooFarAhead(6)).toBe(BOOKING_MESSAGES.dateTooFarAhead(6));
    expect(ENGLISH_FORM_DICTIONARY.branchRequired).toBe('Please choose a branch');
    expect(BRANCH_MESSAGES.treatmentOfferedAt('Dental Implants', ['South Bopal'])).toBe('Dental Implants are offered at our South Bopal branch.');
  });

  it.each([
    ['gu', GUJARATI, /[\u0A80-\u0AFF]/u],
    ['hi', HINDI, /[\u0900-\u097F]/u],
  ] as const)('%s: every text is written in its own script, none is left in English, each message is its own', (_language, dictionary, script) => {
    const texts = everyText(dictionary);
    const english = new Set(everyText(ENGLISH_FORM_DICTIONARY));
    for (const text of texts) {
      expect(text, text).toMatch(script);
      expect(english.has(text), text).toBe(false);
    }
    const messages = Object.values(dictionary.messages);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('Gujarati and Hindi write dates and times through Intl in their own locale', () => {
    expect(GUJARATI.branchClosedOn('Chandkheda', '2026-05-14', undefined)).toBe(
      'ગુરુવાર, 14 મે, 2026ના રોજ અમારી Chandkheda શાખા બંધ છે. કૃપા કરીને બીજો દિવસ પસંદ કરો.',
    );
    expect(HINDI.timeOutsideOpeningHours('08:00', '22:00')).toBe('समय क्लिनिक खुले रहने के समय में होना चाहिए (8:00 am से 10:00 pm)');
    expect(HINDI.treatmentOfferedAt('Root Canal', ['South Bopal', 'Chandkheda'])).toBe('Root Canal का इलाज हमारी South Bopal और Chandkheda शाखाओं में होता है।');
  });
});

describe('every rule speaks the dictionary it is given, and English without one', () => {
  it.each([
    ['en', ENGLISH_FORM_DICTIONARY],
    ['gu', GUJARATI],
    ['hi', HINDI],
  ] as const)('%s', (_language, d) => {
    const given = (dictionary: FormDictionary) => (d === ENGLISH_FORM_DICTIONARY ? undefined : dictionary);
    expect(validateFirstName('', given(d))).toBe(d.messages.firstNameRequired);
    expect(validateLastName('---', given(d))).toBe(d.messages.lastNameNeedsLetter);
    expect(validateFirstName('a\u202Eb', given(d))).toBe(d.unsafeText.firstName.bidi);
    expect(validateContactEmail('a..b@x.com', given(d))).toBe(d.messages.emailConsecutiveDots);
    expect(validateAppointmentEmail('a\u0000@x.com', given(d))).toBe(d.unsafeText.email.control);
    expect(validatePhoneNumber('5876543210', given(d))).toBe(d.messages.phoneNotMobile);
    expect(validateCountryCode('+1', given(d))).toBe(d.messages.countryCodeInvalid);
    expect(validateMessage('x'.repeat(2001), given(d))).toBe(d.messages.messageTooLong);
    expect(validateAppointmentDate('2026-05-09', NOW, BOOKING, undefined, given(d))).toBe(d.messages.dateInPast);
    expect(validateAppointmentDate('2027-01-01', NOW, BOOKING, undefined, given(d))).toBe(d.dateTooFarAhead(6));
    expect(validateAppointmentTime('07:30', '2026-05-11', NOW, BOOKING, undefined, given(d))).toBe(d.timeOutsideOpeningHours('08:00', '22:00'));
    expect(validateAppointmentTime('14:00', '2026-05-10', NOW, BOOKING, undefined, given(d))).toBe(d.messages.timeInPast);
    expect(validateBranchDay(chandkheda, '2026-05-14', given(d))).toBe(d.branchClosedOn('Chandkheda', '2026-05-14', 'Test holiday'));
    expect(validateBranchTime(chandkheda, '2026-05-13', '08:30', given(d))).toBe(d.branchOpenHours('Chandkheda', '2026-05-13', '09:00', '21:00'));
    expect(validateBranchTreatment(chandkheda, [southBopal, chandkheda], { id: 'root-canal', label: 'Root Canal' }, given(d))).toBe(
      d.treatmentOfferedAt('Root Canal', ['South Bopal']),
    );
  });

  it('a payload checked with the Gujarati dictionary: every field message in Gujarati, the branch the form asks for too', () => {
    const context: RuleContext = {
      treatments: [{ id: 'root-canal', label: 'Root Canal' }],
      branches: [southBopal, chandkheda],
      now: () => NOW,
      booking: BOOKING,
      dictionary: GUJARATI,
    };
    const result = validatePayload('appointment', { branch: 'nowhere' }, context, { asForm: true });
    expect(result).toEqual({
      ok: false,
      message: GUJARATI.messages.firstNameRequired,
      fields: {
        firstName: GUJARATI.messages.firstNameRequired,
        lastName: GUJARATI.messages.lastNameRequired,
        email: GUJARATI.messages.emailRequired,
        phoneNumber: GUJARATI.messages.phoneRequired,
        countryCode: GUJARATI.messages.countryCodeInvalid,
        branch: GUJARATI.branchUnknown,
        service: GUJARATI.messages.serviceRequired,
        date: GUJARATI.messages.dateRequired,
        time: GUJARATI.messages.timeRequired,
      },
    });
    const noBranch = validatePayload('appointment', {}, context, { asForm: true });
    expect(noBranch.ok ? undefined : noBranch.fields.branch).toBe(GUJARATI.branchRequired);
  });
});

describe('names in any script', () => {
  it.each(['પટેલ', 'ક્રિષ્ના', 'पटेल', 'प्रिया', 'ज़ैनब', 'Zoë', 'ઋત્વિજ', 'क्‍ष'])('accepts %s as typed', (name) => {
    expect(validateFirstName(name)).toBe(true);
    expect(validateLastName(name, GUJARATI)).toBe(true);
  });

  it('a vowel sign, a virama or a digit alone is no name', () => {
    for (const name of ['\u0ABE', '\u094D', '\u0AE7\u0AE8', '१२३']) expect(validateFirstName(name, HINDI)).toBe(HINDI.messages.firstNameNeedsLetter);
  });
});

describe('the request read back on the thank-you page', () => {
  const sent = {
    kind: 'appointment' as const,
    request: {
      firstName: 'ભાવિન',
      lastName: 'પટેલ',
      email: 'b@example.com',
      phoneNumber: '9876543210',
      countryCode: '+91',
      branch: '',
      service: 'root-canal',
      date: '2026-05-14',
      time: '17:45',
      message: '',
    },
  };
  const context = { treatments: [{ id: 'root-canal', label: 'Root Canal' }], branches: [] };

  it('in English without a dictionary, as before', () => {
    expect(summarizeRequest(sent, context).slice(-2)).toEqual([
      { label: 'Preferred date', value: 'Thursday, 14 May 2026' },
      { label: 'Preferred time', value: '5:45 pm' },
    ]);
    expect(summarizeRequest(sent, { ...context, dictionary: ENGLISH_FORM_DICTIONARY })).toEqual(summarizeRequest(sent, context));
  });

  it("in the form's language with its dictionary: the names of the fields, the date and the time", () => {
    expect(summarizeRequest(sent, { ...context, dictionary: GUJARATI })).toEqual([
      { label: 'પહેલું નામ', value: 'ભાવિન' },
      { label: 'અટક', value: 'પટેલ' },
      { label: 'ઈમેલ', value: 'b@example.com' },
      { label: 'મોબાઇલ નંબર', value: '+91 98765 43210' },
      { label: 'સારવાર', value: 'Root Canal' },
      { label: 'પસંદ કરેલી તારીખ', value: 'ગુરુવાર, 14 મે, 2026' },
      { label: 'પસંદ કરેલો સમય', value: '5:45 PM' },
    ]);
  });
});
