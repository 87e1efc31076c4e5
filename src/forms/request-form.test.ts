import { describe, expect, it } from 'vitest';
import { emptyValues, readPostedValues, toPayload } from './request-form';
import { holdsThankYouToken, readThankYouToken, rememberThankYouToken, requestKindInThankYouAddress, thankYouHref } from './thank-you-pass';

describe('readPostedValues (a form posted without JavaScript)', () => {
  it('keeps only the form\'s fields, as text, the first of a repeated one, "" for a missing one', () => {
    const body = Object.assign(Object.create(null), { firstName: ['Asha', 'Mallory'], lastName: 42, email: 'a@example.com', isAdmin: 'true', __proto__: 'x' });
    expect(readPostedValues('contact', body)).toEqual({ firstName: 'Asha', lastName: '', email: 'a@example.com', phoneNumber: '', branch: '', message: '' });
    expect(readPostedValues('contact', 'not an object')).toEqual(emptyValues('contact'));
    expect(readPostedValues('appointment', null).service).toBe('');
  });

  it('becomes the same payload the script sends', () => {
    const values = readPostedValues('appointment', {
      firstName: ' Ravi ',
      lastName: 'Shah',
      email: ' ravi@example.com ',
      phoneNumber: '9123456780',
      branch: 'chandkheda',
      service: 'Root Canal',
      date: '2026-05-12',
      time: '16:45',
      message: ' Hi ',
    });
    expect(toPayload('appointment', values)).toEqual({
      firstName: 'Ravi',
      lastName: 'Shah',
      email: 'ravi@example.com',
      phoneNumber: '9123456780',
      countryCode: '+91',
      branch: 'chandkheda',
      message: 'Hi',
      service: 'Root Canal',
      date: '2026-05-12',
      time: '16:45',
    });
    expect(toPayload('contact', values)).not.toHaveProperty('service');
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
