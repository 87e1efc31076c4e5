import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES, FORM_MESSAGES } from './form-messages';
import type { RuleContext } from './request-fields';
import { checkField, formFields, validatePayload } from './request-form';

/** The appointment's rules at a chosen branch: its own days, hours, closures and treatments. */

// Sunday 2026-05-10, 14:30 at the clinic (UTC+05:30).
const NOW = new Date('2026-05-10T09:00:00.000Z');
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const context: RuleContext = {
  treatments: [
    { id: 'root-canal', label: 'Root Canal' },
    { id: 'dental-implants', label: 'Dental Implants' },
    { id: 'sleep-apnea', label: 'Sleep Apnea' },
  ],
  booking: { horizonMonths: 6, opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' },
  now: () => NOW,
  branches: [
    {
      id: 'south-bopal',
      name: 'South Bopal',
      openingHours: [{ days: [...EVERY_DAY], opens: '08:00', closes: '22:00' }],
      closures: [],
      treatments: ['root-canal', 'dental-implants'],
    },
    {
      id: 'chandkheda',
      name: 'Chandkheda',
      openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '21:00' }],
      closures: [{ date: '2026-05-14', note: 'Uttarayan' }, { date: '2026-05-15' }],
      treatments: ['root-canal'],
    },
    // Evenings into the night, every day: 8 pm to 2 am.
    {
      id: 'night',
      name: 'Night Owl',
      openingHours: [{ days: [...EVERY_DAY], opens: '20:00', closes: '02:00' }],
      closures: [],
      treatments: ['root-canal', 'dental-implants'],
    },
  ],
};

const appointment = {
  firstName: 'Ravi',
  lastName: 'Shah',
  email: 'ravi@example.com',
  phoneNumber: '9123456780',
  countryCode: '+91',
  service: 'root-canal',
  date: '2026-05-12',
  time: '10:00',
  message: '',
};

const check = (change: Record<string, string | null>) => validatePayload('appointment', { ...appointment, ...change }, context);

describe('the rules at a chosen branch', () => {
  it('refuses a weekday the branch keeps no hours, naming the branch and the day', () => {
    expect(check({ branch: 'chandkheda', date: '2026-05-17' })).toMatchObject({
      ok: false,
      fields: { date: 'Our Chandkheda branch is closed on Sunday, 17 May 2026. Please choose another day.' },
    });
    // The clinic (no branch) and South Bopal are open that Sunday.
    expect(check({ date: '2026-05-17' }).ok).toBe(true);
    expect(check({ branch: 'south-bopal', date: '2026-05-17' }).ok).toBe(true);
  });

  it('refuses a closure with its note, and one without a note plainly', () => {
    expect(check({ branch: 'chandkheda', date: '2026-05-14' })).toMatchObject({
      fields: { date: 'Our Chandkheda branch is closed on Thursday, 14 May 2026 (Uttarayan). Please choose another day.' },
    });
    expect(check({ branch: 'chandkheda', date: '2026-05-15' })).toMatchObject({
      fields: { date: 'Our Chandkheda branch is closed on Friday, 15 May 2026. Please choose another day.' },
    });
  });

  it("refuses a time outside that day's hours at the branch, saying them; the clinic's hours without a branch", () => {
    expect(check({ branch: 'chandkheda', time: '08:30' })).toMatchObject({
      fields: { time: 'On Tuesday, 12 May 2026 our Chandkheda branch is open from 9 am to 9 pm. Please choose a time within those hours.' },
    });
    expect(check({ branch: 'chandkheda', time: '21:00' }).ok).toBe(false);
    expect(check({ branch: 'chandkheda', time: '20:59' }).ok).toBe(true);
    expect(check({ time: '08:30' }).ok).toBe(true);
    expect(check({ time: '07:30' })).toMatchObject({ fields: { time: 'Time must be within opening hours (8 am to 10 pm)' } });
  });

  it('hours past midnight: the small hours belong to the evening before', () => {
    expect(check({ branch: 'night', time: '23:30' }).ok).toBe(true);
    expect(check({ branch: 'night', time: '01:30' }).ok).toBe(true);
    expect(check({ branch: 'night', time: '03:00' })).toMatchObject({
      fields: { time: 'On Tuesday, 12 May 2026 our Night Owl branch is open from 8 pm to 2 am. Please choose a time within those hours.' },
    });
  });

  it('refuses a treatment the branch does not offer, naming the branches that do', () => {
    expect(check({ branch: 'chandkheda', service: 'dental-implants' })).toMatchObject({
      fields: { service: 'Dental Implants are offered at our South Bopal and Night Owl branches.' },
    });
    expect(check({ branch: 'chandkheda', service: 'sleep-apnea' })).toMatchObject({
      fields: { service: 'Sleep Apnea is not offered at any of our branches at the moment.' },
    });
    expect(check({ service: 'dental-implants' }).ok).toBe(true);
  });

  it('an unknown branch is a field message; no branch is stored as none', () => {
    expect(check({ branch: 'nowhere' })).toEqual({ ok: false, message: BRANCH_MESSAGES.branchUnknown, fields: { branch: BRANCH_MESSAGES.branchUnknown } });
    expect(check({ branch: null })).toMatchObject({ ok: true, value: { branch: '' } });
    expect(check({ branch: 'south-bopal' })).toMatchObject({ ok: true, value: { branch: 'south-bopal' } });
  });

  it('the forms ask for a branch while there is a choice; the API and the contact form do not', () => {
    const [branch] = formFields('appointment').filter((field) => field.name === 'branch');
    expect(checkField(branch, '', {}, context)).toBe(BRANCH_MESSAGES.branchRequired);
    expect(checkField(branch, '', {}, { ...context, branches: context.branches.slice(0, 1) })).toBe(true);
    expect(validatePayload('appointment', appointment, context, { asForm: true })).toMatchObject({ fields: { branch: BRANCH_MESSAGES.branchRequired } });
    const [contactBranch] = formFields('contact').filter((field) => field.name === 'branch');
    expect(checkField(contactBranch, '', {}, context)).toBe(true);
    // The spec's existing messages are unchanged.
    expect(check({ date: '' })).toMatchObject({ fields: { date: FORM_MESSAGES.dateRequired } });
  });
});
