import { describe, expect, it } from 'vitest';
import { repositoryBranches, repositorySite } from '../../src/testing/repository-content';
import { composePatientMessage, type VisitFacts } from './patient-messages';
import { property, textOf } from './testing/read-ics';
import { DEFAULT_VISIT_MINUTES, visitCalendar, visitUid } from './visit-calendar';

const southBopal = repositoryBranches.find((branch) => branch.id === 'south-bopal')!;
const chandkheda = repositoryBranches.find((branch) => branch.id === 'chandkheda')!;

const VISIT: VisitFacts = {
  reference: 'DC-7K4Q-92',
  firstName: 'Asha',
  phoneNumber: '9876543210',
  treatmentLabel: 'Root Canal Treatment',
  date: '2026-12-03',
  time: '10:30',
  branch: southBopal,
  dentistName: 'Demo Dentist',
  manageUrl: 'https://www.demo-dental-clinic.example/visit/Abc_DEF-123xyz456789Q',
};

const KINDS = ['confirmed', 'rescheduled', 'cancelled-by-clinic', 'cancelled-by-patient', 'reminder'] as const;

/** The WhatsApp link's message, decoded. */
const chatText = (href: string) => new URL(href).searchParams.get('text')!;

describe('the confirmation', () => {
  const message = composePatientMessage('confirmed', VISIT, repositorySite, { calendar: 'REQUEST' });

  it('has a subject with the clinic, the slot and the reference', () => {
    expect(message.subject).toBe('Demo Dental Clinic: your appointment is confirmed for Thursday, 3 December 2026 at 10:30 am (DC-7K4Q-92)');
  });

  it('says when, where (address and map), what, with whom, the reference, and how to manage it', () => {
    for (const part of [message.text, message.html]) {
      expect(part).toContain('Dear Asha,');
      expect(part).toContain('Thursday, 3 December 2026 at 10:30 am');
      expect(part).toContain('Demo address, South Bopal, Ahmedabad, Gujarat 380058');
      expect(part).toContain('Root Canal Treatment');
      expect(part).toContain('Demo Dentist');
      expect(part).toContain('DC-7K4Q-92');
      expect(part).toContain(VISIT.manageUrl);
      expect(part).toContain(southBopal.phone.display);
      expect(part).toContain('The attached calendar file adds the appointment to your calendar');
    }
    expect(message.text).toMatch(/^Where: Demo Dental Clinic, South Bopal: Demo address/m);
    expect(message.text).toContain('Map: https://www.google.com/maps/search/?api=1&query=23.01284,72.47251');
  });

  it('HTML: links the map and the manage page, and loads nothing remote', () => {
    expect(message.html).toContain(`<a href="${VISIT.manageUrl}">`);
    expect(message.html).toContain('<a href="https://www.google.com/maps/search/?api=1&amp;query=23.01284,72.47251">');
    expect(message.html).not.toMatch(/<img|<link|<script|url\(|src=/i);
    expect(message.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it('mentions a calendar file only when one is attached', () => {
    expect(composePatientMessage('confirmed', VISIT, repositorySite).text).not.toContain('calendar file');
    expect(chatText(message.whatsApp)).not.toContain('calendar file');
  });

  it('the WhatsApp link goes to the patient’s number with +91, the same words typed in', () => {
    expect(message.whatsApp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const chat = chatText(message.whatsApp);
    expect(chat).toMatch(/^Dear Asha,\n\nYour appointment at Demo Dental Clinic, South Bopal, is confirmed\./);
    expect(chat).toContain('When: Thursday, 3 December 2026 at 10:30 am');
    expect(chat).toContain(VISIT.manageUrl);
  });
});

describe('each message', () => {
  it.each(KINDS)('%s has its own subject and opening, with the reference', (kind) => {
    const message = composePatientMessage(kind, VISIT, repositorySite);
    expect(message.subject).toMatch(/^Demo Dental Clinic: .+ \(DC-7K4Q-92\)$/);
    expect(message.text.split('\n')[2]).not.toBe('');
    expect(message.text).toContain('Your reference: DC-7K4Q-92');
  });

  it('the subjects differ', () => {
    expect(new Set(KINDS.map((kind) => composePatientMessage(kind, VISIT, repositorySite).subject)).size).toBe(KINDS.length);
  });

  it('a rescheduled visit gives the new slot and the old one', () => {
    const moved = { ...VISIT, date: '2026-12-04', time: '17:00', branch: chandkheda, previous: { date: VISIT.date, time: VISIT.time, branch: southBopal } };
    const { subject, text } = composePatientMessage('rescheduled', moved, repositorySite, { calendar: 'REQUEST' });
    expect(subject).toContain('has moved to Friday, 4 December 2026 at 5 pm');
    expect(text).toContain('When: Friday, 4 December 2026 at 5 pm');
    expect(text).toContain('Previously: Thursday, 3 December 2026 at 10:30 am, South Bopal');
    expect(text).toContain('Demo address, Chandkheda');
  });

  it('the clinic’s cancellation apologises, says how to book again, and leaves out the arrival advice', () => {
    const { text } = composePatientMessage('cancelled-by-clinic', VISIT, repositorySite, { calendar: 'CANCEL' });
    expect(text).toContain('We are sorry: we have had to cancel your appointment on Thursday, 3 December 2026 at 10:30 am');
    expect(text).toContain('send a new request at https://www.demo-dental-clinic.example/book-appointment');
    expect(text).toContain('The attached calendar file removes the appointment from your calendar.');
    expect(text).not.toContain('arrive 10 minutes early');
    expect(text).not.toContain('Map:');
  });

  it('the patient’s own cancellation (on their page, or told to the front desk) confirms it without apology, and says how to book again', () => {
    const { subject, text } = composePatientMessage('cancelled-by-patient', { ...VISIT, manageUrl: '' }, repositorySite, { calendar: 'CANCEL' });
    expect(subject).toBe('Demo Dental Clinic: we have cancelled your appointment as you asked (DC-7K4Q-92)');
    expect(text).toContain('As you asked, we have cancelled your appointment on Thursday, 3 December 2026 at 10:30 am');
    expect(text).not.toMatch(/sorry|apologise/i);
    expect(text).toContain('send a new request at https://www.demo-dental-clinic.example/book-appointment');
    expect(text).not.toContain('cancel it or ask for another time');
    expect(text).not.toContain('arrive 10 minutes early');
  });

  it('the reminder says tomorrow, with the time', () => {
    const { subject, text } = composePatientMessage('reminder', VISIT, repositorySite);
    expect(subject).toBe('Demo Dental Clinic: reminder of your appointment tomorrow at 10:30 am (DC-7K4Q-92)');
    expect(text).toContain('This is a reminder of your appointment tomorrow at Demo Dental Clinic, South Bopal.');
    expect(text).toContain('arrive 10 minutes early');
  });
});

describe('what the patient typed cannot get into the message', () => {
  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['commas', 'Patel, Asha'],
    ['a line break and a fake line', 'Asha\nWhen: never'],
    ['a link', 'Asha visit evil.example'],
  ])('a first name with %s is not repeated; the greeting has no name', (_case, firstName) => {
    const message = composePatientMessage('confirmed', { ...VISIT, firstName }, repositorySite);
    for (const part of [message.subject, message.text, message.html, chatText(message.whatsApp)]) expect(part).not.toContain(firstName);
    expect(message.text).toMatch(/^Hello,\n/);
    expect(message.html).not.toContain('<script>');
    expect(message.text).not.toContain('When: never');
  });

  it('names in other scripts are repeated', () => {
    expect(composePatientMessage('confirmed', { ...VISIT, firstName: 'પટેલ' }, repositorySite).text).toMatch(/^Dear પટેલ,/);
    expect(composePatientMessage('confirmed', { ...VISIT, firstName: ' आशा ' }, repositorySite).text).toMatch(/^Dear आशा,/);
  });

  it('every value in the HTML part is escaped, staff’s too', () => {
    const message = composePatientMessage(
      'confirmed',
      { ...VISIT, dentistName: 'Dr <b>Mehta</b> & "Shah"', treatmentLabel: "Kids' <i>care</i>" },
      repositorySite,
    );
    expect(message.html).toContain('Dr &lt;b&gt;Mehta&lt;/b&gt; &amp; &quot;Shah&quot;');
    expect(message.html).toContain('Kids&#39; &lt;i&gt;care&lt;/i&gt;');
    expect(message.html).not.toMatch(/<b>|<i>/);
  });

  it('a phone number with separators still gives a wa.me link of digits', () => {
    expect(composePatientMessage('reminder', { ...VISIT, phoneNumber: '98765 43210' }, repositorySite).whatsApp).toMatch(/^https:\/\/wa\.me\/919876543210\?/);
  });
});

describe('the calendar file of a visit', () => {
  const now = new Date('2026-11-26T04:30:00.000Z');
  const file = visitCalendar(VISIT, repositorySite, { method: 'REQUEST', sequence: 1, now, attendee: { name: 'Patel, Asha', email: 'asha@example.org' } });

  it('starts at 10:30 in the clinic, which is 05:00 UTC, and lasts the default 30 minutes', () => {
    expect(DEFAULT_VISIT_MINUTES).toBe(30);
    expect(property(file, 'DTSTART').value).toBe('20261203T050000Z');
    expect(property(file, 'DTEND').value).toBe('20261203T053000Z');
    const long = visitCalendar(VISIT, repositorySite, { method: 'REQUEST', sequence: 1, now, durationMinutes: 90 });
    expect(property(long, 'DTEND').value).toBe('20261203T063000Z');
  });

  it('has a UID from the reference and the site’s host, the same for every version', () => {
    expect(visitUid('DC-7K4Q-92', 'https://www.example-clinic.in')).toBe('DC-7K4Q-92@www.example-clinic.in');
    expect(textOf(file, 'UID')).toBe('DC-7K4Q-92@www.demo-dental-clinic.example');
    const cancelled = visitCalendar(VISIT, repositorySite, { method: 'CANCEL', sequence: 2, now });
    expect(textOf(cancelled, 'UID')).toBe(textOf(file, 'UID'));
    expect(property(cancelled, 'STATUS').value).toBe('CANCELLED');
  });

  it('names the treatment, clinic and branch; places it at the branch; links the manage page', () => {
    expect(textOf(file, 'SUMMARY')).toBe('Dental appointment: Root Canal Treatment — Demo Dental Clinic, South Bopal');
    expect(textOf(file, 'LOCATION')).toBe('Demo Dental Clinic, South Bopal, Demo address, South Bopal, Ahmedabad, Gujarat 380058');
    expect(property(file, 'GEO').value).toBe('23.01284;72.47251');
    expect(property(file, 'URL').value).toBe(VISIT.manageUrl);
    expect(textOf(file, 'DESCRIPTION')).toContain('Reference: DC-7K4Q-92.\nDentist: Demo Dentist.');
    expect(textOf(file, 'DESCRIPTION')).toContain(southBopal.phone.display);
    expect(property(file, 'ORGANIZER')).toMatchObject({ parameters: { CN: 'Demo Dental Clinic' }, value: `mailto:${southBopal.email}` });
    expect(property(file, 'ATTENDEE').parameters.CN).toBe('Patel, Asha');
    expect(file).toContain('ATTENDEE;CN="Patel, Asha";');
  });

  it('without a treatment, the summary says only dental appointment', () => {
    const general = visitCalendar({ ...VISIT, treatmentLabel: undefined }, repositorySite, { method: 'REQUEST', sequence: 0, now });
    expect(textOf(general, 'SUMMARY')).toBe('Dental appointment — Demo Dental Clinic, South Bopal');
  });
});

describe("the messages in the patient's language", () => {
  it.each([
    ['gu', /[\u0A80-\u0AFF]/u, 'નમસ્તે Asha,', 'ગુરુવાર, 3 ડિસેમ્બર, 2026, 10:30 AM'],
    ['hi', /[\u0900-\u097F]/u, 'नमस्ते Asha,', 'गुरुवार, 3 दिसंबर 2026, 10:30 am'],
  ] as const)(
    '%s: every kind in its script, the slot through Intl in its locale, the HTML in its lang; the calendar file too',
    (language, script, greeting, when) => {
      for (const kind of KINDS) {
        const message = composePatientMessage(kind, { ...VISIT, previous: { date: '2026-12-01', time: '09:00', branch: chandkheda } }, repositorySite, {
          calendar: 'REQUEST',
          language,
        });
        expect(message.subject, kind).toMatch(script);
        expect(message.subject, kind).toContain('DC-7K4Q-92');
        expect(message.text, kind).toContain(greeting);
        expect(message.html, kind).toContain(`<html lang="${language}">`);
        expect(chatText(message.whatsApp), kind).toContain(greeting);
        expect(message.text, kind).not.toMatch(/Dear|Your reference|Please arrive/);
      }
      expect(composePatientMessage('confirmed', VISIT, repositorySite, { language }).text).toContain(when);
      const ics = visitCalendar(VISIT, repositorySite, { method: 'REQUEST', sequence: 1, now: new Date('2026-11-26T06:00:00.000Z'), language });
      expect(textOf(ics, 'SUMMARY')).toMatch(script);
      expect(textOf(ics, 'DESCRIPTION')).toContain('DC-7K4Q-92');
    },
  );
});
