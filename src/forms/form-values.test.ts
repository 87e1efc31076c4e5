import { describe, expect, it } from 'vitest';
import { APPOINTMENT_FORM_FIELDS, CONTACT_FORM_FIELDS, readPostedValues, toAppointmentPayload, toContactPayload } from './form-values';
import { holdsThankYouToken, readThankYouToken, rememberThankYouToken, requestKindInThankYouAddress, thankYouHref } from './thank-you-pass';

describe('readPostedValues (a form posted without JavaScript)', () => {
  it('keeps only the form\'s fields, as text, the first of a repeated one, "" for a missing one', () => {
    const body = Object.assign(Object.create(null), { firstName: ['Asha', 'Mallory'], lastName: 42, email: 'a@example.com', isAdmin: 'true', __proto__: 'x' });
    expect(readPostedValues(body, CONTACT_FORM_FIELDS)).toEqual({ firstName: 'Asha', lastName: '', email: 'a@example.com', phoneNumber: '', message: '' });
    expect(readPostedValues('not an object', CONTACT_FORM_FIELDS)).toEqual({ firstName: '', lastName: '', email: '', phoneNumber: '', message: '' });
    expect(readPostedValues(null, APPOINTMENT_FORM_FIELDS).service).toBe('');
  });

  it('drops the separators people type in a phone number, and nothing else', () => {
    expect(readPostedValues({ phoneNumber: '(98765) 432-10' }, CONTACT_FORM_FIELDS).phoneNumber).toBe('9876543210');
    expect(readPostedValues({ phoneNumber: '98765.43210' }, CONTACT_FORM_FIELDS).phoneNumber).toBe('9876543210');
    // A country code is not guessed away: the shared rule refuses it, with the value shown again.
    expect(readPostedValues({ phoneNumber: '+91 98765 43210' }, CONTACT_FORM_FIELDS).phoneNumber).toBe('+919876543210');
  });

  it('becomes the same payload the script sends', () => {
    const values = readPostedValues(
      {
        firstName: ' Ravi ',
        lastName: 'Shah',
        email: ' ravi@example.com ',
        phoneNumber: '9123456780',
        service: 'Root Canal',
        date: '2026-05-12',
        time: '16:45',
        message: ' Hi ',
      },
      APPOINTMENT_FORM_FIELDS,
    );
    expect(toAppointmentPayload(values)).toEqual({
      firstName: 'Ravi',
      lastName: 'Shah',
      email: 'ravi@example.com',
      phoneNumber: '9123456780',
      countryCode: '+91',
      message: 'Hi',
      service: 'Root Canal',
      date: '2026-05-12',
      time: '16:45',
    });
    expect(toContactPayload(values)).not.toHaveProperty('service');
  });
});

describe('the thank-you pass in the browser', () => {
  it('builds and reads the address', () => {
    expect(thankYouHref('/thank-you', 'ab.c_d-e', 'contact')).toBe('/thank-you?t=ab.c_d-e');
    expect(readThankYouToken('?t=ab.c_d-e&x=1')).toBe('ab.c_d-e');
    expect(readThankYouToken('')).toBeNull();
    const appointment = thankYouHref('/thank-you', 'ab.c_d-e', 'appointment');
    expect(appointment).toBe('/thank-you?t=ab.c_d-e&request=appointment');
    expect(readThankYouToken(appointment.slice(appointment.indexOf('?')))).toBe('ab.c_d-e');
    expect(requestKindInThankYouAddress('?t=ab.c_d-e&request=appointment')).toBe('appointment');
    for (const search of ['?t=ab.c_d-e', '?t=x&request=other', '']) expect(requestKindInThankYouAddress(search)).toBe('contact');
  });

  it('holds only a token this tab was handed, for ten minutes', () => {
    const at = 1_800_000_000_000;
    expect(holdsThankYouToken('?t=handed-over', at)).toBe(false);
    rememberThankYouToken('handed-over', at);
    expect(holdsThankYouToken('?t=handed-over', at + 1000)).toBe(true);
    expect(holdsThankYouToken('?t=made-up', at + 1000)).toBe(false);
    expect(holdsThankYouToken('', at + 1000)).toBe(false);
    expect(holdsThankYouToken('?t=handed-over', at + 10 * 60_000)).toBe(false);
  });
});
