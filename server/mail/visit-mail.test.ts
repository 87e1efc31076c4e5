import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, requestApiPaths } from '../../src/contract/api-contract';
import { appointmentChoices } from '../../src/content/derived-lists';
import { SAME_ORIGIN, signInNewStaff } from '../staff/testing/staff-test-server';
import { startSiteTestServer, type SiteTestServer } from '../testing/site-test-server';
import { readIcs } from '../visits/testing/read-ics';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';
import { startMailSink } from './testing/mail-sink';
import { calendarParts, decodeQuotedPrintable, subjectOf, textParts } from './testing/read-mail';

/** 2026-05-10 14:30 at the clinic; the visit asked for is two days later. */
const clock = { now: new Date('2026-05-10T09:00:00.000Z') };
const appointment = {
  firstName: 'Ravi',
  lastName: 'Shah',
  email: 'ravi.visit@example.com',
  phoneNumber: '9123456780',
  countryCode: '+91',
  branch: 'south-bopal',
  service: 'root-canal',
  date: '2026-05-12',
  time: '16:45',
  message: '',
};

let site: SiteTestServer;
let mail: Awaited<ReturnType<typeof startMailSink>>;
let worker: OutboxWorker;
let cookie: string;
const quiet = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  mail = await startMailSink();
  site = await startSiteTestServer({ now: () => clock.now, formRateLimit: false, mailEnabled: true, reminderHour: 18 });
  worker = startOutboxWorker({
    db: site.db,
    smtpUrl: mail.url,
    to: 'clinic@example.com',
    site: { ...site.content.site, siteUrl: 'https://www.example-clinic.in', branches: site.content.branches },
    treatments: appointmentChoices(site.content),
    pollMs: 3_600_000,
    now: () => clock.now,
    log: quiet,
  });
  cookie = await signInNewStaff(site.app, site.db, { username: 'asha', role: 'admin', at: clock.now });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await site?.close();
  await mail?.close();
});

async function book(overrides: Partial<typeof appointment> = {}): Promise<string> {
  const response = await site.app.inject({ method: 'POST', url: `${API_BASE}${requestApiPaths.appointment}`, payload: { ...appointment, ...overrides } });
  expect(response.statusCode).toBe(201);
  return response.json().data.reference as string;
}

/** The slot the front desk agrees on: the day asked for, at another time than the 4:45 pm asked for. */
const AGREED = { date: '2026-05-12', time: '17:30', branch: 'south-bopal' };

async function takeStep(reference: string, path: 'confirm' | 'reschedule' | 'cancel' | 'patient-cancelled', payload: object = {}): Promise<void> {
  const response = await site.app.inject({
    method: 'POST',
    url: `/staff/api/requests/${reference}/${path}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const confirm = (reference: string, slot: typeof AGREED = AGREED) => takeStep(reference, 'confirm', slot);

async function outboxOf(reference: string) {
  return site.db.kysely
    .selectFrom('outbox')
    .innerJoin('requests', 'requests.id', 'outbox.request_id')
    .select(['outbox.purpose', 'outbox.status', 'outbox.voided_at', 'outbox.next_attempt_at', 'outbox.event_id'])
    .where('requests.reference', '=', reference)
    .orderBy('outbox.id')
    .execute();
}

describe('visit e-mails through the outbox', () => {
  it('confirm: a visit update (METHOD:REQUEST, SEQUENCE 1, stable UID) and a reminder due the day before at REMINDER_HOUR, in the same transaction', async () => {
    const reference = await book();
    await confirm(reference);
    const rows = await outboxOf(reference);
    expect(rows.map((row) => row.purpose)).toEqual(['notice', 'acknowledgement', 'visit-update', 'reminder']);
    // 18:00 on 11 May at the clinic (UTC+05:30).
    expect(rows[3].next_attempt_at).toBe(Date.parse('2026-05-11T12:30:00.000Z'));
    expect(rows[2].event_id).toBe(rows[3].event_id);

    mail.received.length = 0;
    await worker.drain();
    const update = mail.received.find((message) => /confirmed/i.test(message.split('\r\n\r\n')[0]));
    expect(update).toBeDefined();
    const [attachment] = calendarParts(update!).filter((part) => /attachment/i.test(part.headers));
    expect(attachment.headers).toMatch(/text\/calendar; charset=UTF-8; method=REQUEST/i);
    const ics = readIcs(attachment.ics);
    expect(ics.find((p) => p.name === 'METHOD')?.value).toBe('REQUEST');
    expect(ics.find((p) => p.name === 'SEQUENCE')?.value).toBe('1');
    expect(ics.find((p) => p.name === 'UID')?.value).toBe(`${reference}@www.example-clinic.in`);
    // The link in the e-mail opens the patient's page.
    const link = /https:\/\/www\.example-clinic\.in(\/requests\/manage\?t=[A-Za-z0-9_-]{22})/.exec(decodeQuotedPrintable(update!));
    expect(link).not.toBeNull();
    const page = await site.app.inject({ method: 'GET', url: link![1] });
    expect(page.body, page.body.slice(page.body.indexOf('<main'), page.body.indexOf('<main') + 600)).toContain('Confirmed for Tuesday, 12 May 2026 at 5:30 pm');
    // The reminder waits for its day.
    expect((await outboxOf(reference))[3].status).toBe('pending');
  });

  it('cancel by the clinic: the reminder is voided and never sent; the patient gets METHOD:CANCEL at a higher SEQUENCE', async () => {
    const reference = await book({ email: 'meera.visit@example.com' });
    await confirm(reference);
    await takeStep(reference, 'cancel');
    const rows = await outboxOf(reference);
    expect(rows.map((row) => [row.purpose, row.voided_at !== null])).toEqual([
      ['notice', false],
      ['acknowledgement', false],
      ['visit-update', false],
      ['reminder', true],
      ['visit-update', false],
    ]);
    mail.received.length = 0;
    await worker.drain();
    const cancel = mail.received.find((message) => /is cancelled/.test(message.split('\r\n\r\n')[0]));
    const [attachment] = calendarParts(cancel!).filter((part) => /attachment/i.test(part.headers));
    const ics = readIcs(attachment.ics);
    expect(ics.find((p) => p.name === 'METHOD')?.value).toBe('CANCEL');
    expect(ics.find((p) => p.name === 'SEQUENCE')?.value).toBe('2');
    // Even at its hour, the voided reminder is not claimed.
    clock.now = new Date('2026-05-11T12:31:00.000Z');
    try {
      mail.received.length = 0;
      await worker.drain();
      expect(mail.received.filter((message) => message.includes('meera.visit@example.com'))).toEqual([]);
    } finally {
      clock.now = new Date('2026-05-10T09:00:00.000Z');
    }
  });

  it('reschedule: the first reminder is voided, the update names the new slot and the one before at SEQUENCE 2, and a new reminder is due the day before the new day', async () => {
    const reference = await book({ email: 'nisha.visit@example.com' });
    await confirm(reference);
    await takeStep(reference, 'reschedule', { date: '2026-05-14', time: '10:00', branch: 'south-bopal' });
    const rows = await outboxOf(reference);
    expect(rows.map((row) => [row.purpose, row.voided_at !== null])).toEqual([
      ['notice', false],
      ['acknowledgement', false],
      ['visit-update', false],
      ['reminder', true],
      ['visit-update', false],
      ['reminder', false],
    ]);
    // 18:00 on 13 May at the clinic.
    expect(rows[5].next_attempt_at).toBe(Date.parse('2026-05-13T12:30:00.000Z'));
    mail.received.length = 0;
    await worker.drain();
    const moved = mail.received.find((message) => message.includes('nisha.visit@example.com') && /moved|changed|new time/i.test(message.split('\r\n\r\n')[0]));
    expect(moved, mail.received.map((message) => message.split('\r\n\r\n')[0]).join('\n---\n')).toBeDefined();
    const [attachment] = calendarParts(moved!).filter((part) => /attachment/i.test(part.headers));
    const ics = readIcs(attachment.ics);
    expect(ics.find((p) => p.name === 'SEQUENCE')?.value).toBe('2');
    expect(ics.find((p) => p.name === 'DTSTART')?.value).toBe('20260514T043000Z');
    // The e-mail says where the visit was before: the confirmed slot on 12 May.
    expect(moved!.replace(/=\r\n/g, '')).toContain('12 May 2026');
  });

  it('the patient cancels by phone and the front desk records it: the patient’s own cancellation e-mail (no apology, METHOD:CANCEL), no reminder', async () => {
    const reference = await book({ email: 'phoned.visit@example.com' });
    await confirm(reference);
    await worker.drain();
    mail.received.length = 0;
    await takeStep(reference, 'patient-cancelled');
    await worker.drain();
    const sent = mail.received.filter((message) => message.includes('phoned.visit@example.com'));
    expect(sent).toHaveLength(1);
    const decoded = sent[0].replace(/=\r\n/g, '');
    expect(decoded.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ')).toMatch(/Subject: .*we have cancelled your appointment as you asked/);
    expect(decoded).toContain('As you asked, we have cancelled your appointment');
    expect(decoded).not.toMatch(/sorry|apologise/i);
    const [attachment] = calendarParts(sent[0]).filter((part) => /attachment/i.test(part.headers));
    expect(readIcs(attachment.ics).find((p) => p.name === 'METHOD')?.value).toBe('CANCEL');
    const reminder = (await outboxOf(reference)).find((row) => row.purpose === 'reminder')!;
    expect(reminder.voided_at).not.toBeNull();
  });

  it('a reminder whose visit was cancelled after it was queued is not sent even if the void did not reach it (checked at send time); a current one is sent once', async () => {
    const reference = await book({ email: 'kiran.visit@example.com' });
    await confirm(reference);
    await worker.drain();
    // A race: the visit was cancelled but its reminder left unvoided.
    const { id } = await site.db.kysely.selectFrom('requests').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
    await site.db.kysely.updateTable('requests').set({ status: 'cancelled' }).where('id', '=', id).execute();
    clock.now = new Date('2026-05-11T12:31:00.000Z');
    try {
      mail.received.length = 0;
      await worker.drain();
      expect(mail.received.filter((message) => message.includes('kiran.visit@example.com'))).toEqual([]);
      const reminder = (await outboxOf(reference)).find((row) => row.purpose === 'reminder')!;
      expect(reminder.voided_at).not.toBeNull();

      const current = await book({ email: 'dev.visit@example.com' });
      clock.now = new Date('2026-05-10T09:00:00.000Z');
      await confirm(current);
      await worker.drain();
      clock.now = new Date('2026-05-11T12:31:00.000Z');
      mail.received.length = 0;
      await worker.drain();
      await worker.drain();
      const reminders = mail.received.filter((message) => message.includes('dev.visit@example.com') && /reminder/i.test(message.split('\r\n\r\n')[0]));
      expect(reminders).toHaveLength(1);
    } finally {
      clock.now = new Date('2026-05-10T09:00:00.000Z');
    }
  });

  it('a reminder queued under another REMINDER_HOUR is sent when it comes due: the hour it was queued for stands', async () => {
    const reference = await book({ email: 'hour.visit@example.com' });
    await confirm(reference);
    await worker.drain();
    // Queued while REMINDER_HOUR was 16 (4 pm on 11 May at the clinic); the server's hour is 18 now.
    const { id } = await site.db.kysely.selectFrom('requests').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
    await site.db.kysely
      .updateTable('outbox')
      .set({ next_attempt_at: Date.parse('2026-05-11T10:30:00.000Z') })
      .where('request_id', '=', id)
      .where('purpose', '=', 'reminder')
      .execute();
    clock.now = new Date('2026-05-11T10:31:00.000Z');
    try {
      mail.received.length = 0;
      await worker.drain();
      const reminders = mail.received.filter((message) => message.includes('hour.visit@example.com') && /reminder/i.test(message.split('\r\n\r\n')[0]));
      expect(reminders).toHaveLength(1);
      const reminder = (await outboxOf(reference)).find((row) => row.purpose === 'reminder')!;
      expect(reminder.status).toBe('sent');
      expect(reminder.voided_at).toBeNull();
    } finally {
      clock.now = new Date('2026-05-10T09:00:00.000Z');
    }
  });

  it('a visit e-mail’s Reply-To is the inbox of the branch the visit was confirmed at, not the one asked for', async () => {
    await worker.drain();
    const routed = startOutboxWorker({
      db: site.db,
      smtpUrl: mail.url,
      to: 'clinic@example.com',
      routeToBranches: true,
      site: {
        ...site.content.site,
        siteUrl: 'https://www.example-clinic.in',
        branches: site.content.branches.map((branch) => ({ ...branch, email: `${branch.id}@example.com` })),
      },
      treatments: appointmentChoices(site.content),
      pollMs: 3_600_000,
      now: () => clock.now,
      log: quiet,
    });
    try {
      const reference = await book({ email: 'moved.branch@example.com', branch: 'south-bopal' });
      await confirm(reference, { ...AGREED, branch: 'chandkheda' });
      mail.received.length = 0;
      await routed.drain();
      const toPatient = mail.received.filter((message) => message.includes('To: moved.branch@example.com'));
      const headersOf = (subject: RegExp) => toPatient.find((message) => subject.test(message.split('\r\n\r\n')[0]))!.split('\r\n\r\n')[0];
      // The acknowledgement answers the request: the branch it asked for.
      expect(headersOf(/received|thank/i)).toContain('Reply-To: south-bopal@example.com');
      expect(headersOf(/confirmed/i)).toContain('Reply-To: chandkheda@example.com');
    } finally {
      await routed.stop();
    }
  });

  it('a name with a comma, a semicolon and a line break stays out of the calendar file, which stays well-formed', async () => {
    const reference = await book({ email: 'odd.visit@example.com' });
    await site.db.kysely.updateTable('requests').set({ first_name: 'Ravi, Jr.; Dr\nX' }).where('reference', '=', reference).execute();
    await confirm(reference);
    mail.received.length = 0;
    await worker.drain();
    const update = mail.received.find((message) => message.includes('odd.visit@example.com') && /confirmed/i.test(message.split('\r\n\r\n')[0]));
    const [attachment] = calendarParts(update!).filter((part) => /attachment/i.test(part.headers));
    const ics = readIcs(attachment.ics);
    const attendee = ics.find((p) => p.name === 'ATTENDEE')!;
    expect(attendee.parameters.CN).toBe('odd.visit@example.com');
    expect(attachment.ics).not.toContain('Jr.');
    expect(ics.filter((p) => p.name === 'BEGIN').map((p) => p.value)).toEqual(['VCALENDAR', 'VEVENT']);
  });
});

describe("e-mails in the patient's language", () => {
  it('a request made in Gujarati: the acknowledgement in Gujarati (subject, text and HTML with lang="gu"), the clinic told the language in English, and the confirmation and its calendar file in Gujarati', async () => {
    const email = 'patel.gujarati@example.com';
    const reference = await book({ email, firstName: 'ભાવિન', lastName: 'પટેલ', language: 'gu' } as never);
    mail.received.length = 0;
    await worker.drain();
    const toPatient = mail.received.find((message) => message.includes(email) && !/^To: clinic@/im.test(message.split('\r\n\r\n')[0]));
    expect(toPatient).toBeDefined();
    expect(subjectOf(toPatient!)).toBe(`${site.content.site.clinic.name}: તમારી એપોઇન્ટમેન્ટની વિનંતી અમને મળી ગઈ છે (${reference})`);
    const [plain, html] = ['plain', 'html'].map((type) => textParts(toPatient!).find((part) => part.type === type)?.text ?? '');
    expect(plain).toMatch(/^નમસ્તે ભાવિન,$/m);
    expect(plain).toContain(`તમારો રેફરન્સ નંબર: ${reference}`);
    // The slot asked for, written by Intl in gu-IN.
    expect(plain).toContain('મંગળવાર, 12 મે, 2026, 4:45 PM');
    expect(html).toContain('<html lang="gu">');
    expect(plain).not.toMatch(/Thank you|Your reference|What happens next/);

    const toClinic = mail.received.find((message) => /^To: clinic@example\.com/im.test(message.split('\r\n\r\n')[0]) && message.includes(reference));
    const clinicText = textParts(toClinic!)
      .map((part) => part.text)
      .join('\n');
    expect(clinicText).toContain('Language: Gujarati');
    expect(clinicText).toContain('Last name: પટેલ');

    await confirm(reference);
    mail.received.length = 0;
    await worker.drain();
    const update = mail.received.find((message) => message.includes(email));
    expect(subjectOf(update!)).toBe(`${site.content.site.clinic.name}: તમારી એપોઇન્ટમેન્ટ મંગળવાર, 12 મે, 2026, 5:30 PM માટે નક્કી થઈ ગઈ છે (${reference})`);
    const [attachment] = calendarParts(update!).filter((part) => /attachment/i.test(part.headers));
    const ics = readIcs(attachment.ics);
    expect(ics.find((p) => p.name === 'SUMMARY')?.value).toMatch(/^દાંતની એપોઇન્ટમેન્ટ: /);
    expect(ics.find((p) => p.name === 'DESCRIPTION')?.value).toContain(`રેફરન્સ નંબર: ${reference}.`);
  });
});
