import type { VisitMailSite } from './compose-visit-mail';
import { formatPostalAddress } from '../../src/content/postal-address';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeRequest, type StoreOptions } from '../db/enquiry-repository';
import type { ClinicDatabase } from '../db/open-database';
import { claimDueMessages, listOutbox } from '../db/outbox-repository';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import siteJson from '../../tests/fixtures/content-base/site.json';
import { repositoryBranches } from '../../src/testing/repository-content';
import type { AcknowledgementSite } from './compose-acknowledgement';
import { startOutboxWorker, type OutboxLogger, type OutboxWorker } from './outbox-worker';

const site = { ...(siteJson as unknown as AcknowledgementSite & VisitMailSite), branches: repositoryBranches };

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (random port); `failWith` makes it refuse messages, `onAccept` runs as each is accepted. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const control = { failWith: null as string | null, onAccept: () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (control.failWith) {
          callback(Object.assign(new Error(control.failWith), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        control.onAccept();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers unfolded and the body decoded from quoted-printable, so fields can be looked up. */
function readable(raw: string): { headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** The parts of a multipart message, each with its headers and its decoded body. */
function mimeParts(raw: string): Array<{ headers: string; body: string }> {
  const { headers } = readable(raw);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (!boundary) return [readable(raw)];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const { headers: partHeaders, body } = readable(part.replace(/^\r\n/, ''));
      const decoded = /content-transfer-encoding: base64/i.test(partHeaders) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
      return { headers: partHeaders, body: decoded };
    });
}

function recordingLogger() {
  const entries: Array<{ level: string; message: string; details: object }> = [];
  const log: OutboxLogger = {
    info: (details, message) => entries.push({ level: 'info', message, details }),
    warn: (details, message) => entries.push({ level: 'warn', message, details }),
    error: (details, message) => entries.push({ level: 'error', message, details }),
  };
  return { log, entries };
}

const TREATMENTS = [{ id: 'root-canal', label: 'Root Canal' }];
const storeContactEnquiry = (database: ClinicDatabase, values: Record<string, string>, at: Date, options?: StoreOptions) =>
  storeRequest(database, 'contact', values, at, options);
const storeAppointmentRequest = (database: ClinicDatabase, values: Record<string, string>, at: Date, options?: StoreOptions) =>
  storeRequest(database, 'appointment', values, at, options);

const contact = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  countryCode: '+91' as const,
  message: 'Do you open on Sundays?\nI work weekdays.',
};
const appointment = {
  ...contact,
  firstName: 'Vikram',
  lastName: 'Desai',
  email: 'vikram@example.com',
  phoneNumber: '9123456780',
  message: 'Sensitive tooth, lower left.',
  service: 'root-canal',
  date: '2026-06-02',
  time: '17:45',
};

let db: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: OutboxWorker | undefined;
let clock: Date;
const now = () => clock;

beforeEach(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer();
  clock = new Date('2026-06-01T06:00:00.000Z');
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await smtp.close();
  await db.close();
});

function startWorker(log: OutboxLogger = recordingLogger().log, pollMs = 60_000): OutboxWorker {
  worker = startOutboxWorker({
    db,
    smtpUrl: smtp.url,
    to: 'clinic@example.com',
    from: 'website@example.com',
    site,
    treatments: TREATMENTS,
    log,
    pollMs,
    now,
  });
  return worker;
}

describe('outbox worker with a working SMTP server', () => {
  it('delivers an appointment request with every field and marks it sent', async () => {
    const { id, reference } = await storeAppointmentRequest(db, appointment, clock);
    const summary = await startWorker().drain();
    expect(summary).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('website@example.com');
    expect(mail.to).toEqual(['clinic@example.com']);
    const { headers, body } = readable(mail.raw);
    expect(headers).toContain('Subject: New appointment request: Vikram Desai, 2026-06-02 17:45');
    expect(headers).toContain('Reply-To: vikram@example.com');
    for (const line of [
      'First name: Vikram',
      'Last name: Desai',
      'Email: vikram@example.com',
      'Mobile number: +91 91234 56780',
      // The treatment is stored by its id and written by its label.
      'Treatment: Root Canal',
      'Preferred date: Tuesday, 2 June 2026',
      'Preferred time: 5:45 pm',
      'Message:\nSensitive tooth, lower left.',
      'Language: English',
      `Reference: ${reference}`,
      'Received: 2026-06-01T06:00:00.000Z',
    ]) {
      expect(body).toContain(line);
    }

    const [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ audience: 'clinic', requestId: id, status: 'sent', attempts: 0, lastError: null });
    expect(entry.sentAt).toBe(clock.toISOString());
  });

  it('delivers a contact enquiry with every field', async () => {
    await storeContactEnquiry(db, contact, clock);
    await startWorker().drain();
    const { headers, body } = readable(smtp.received[0].raw);
    expect(headers).toContain('Subject: New enquiry from Asha Patel');
    for (const line of [
      'First name: Asha',
      'Last name: Patel',
      'Email: asha@example.com',
      'Mobile number: +91 98765 43210',
      'Message:\nDo you open on Sundays?\nI work weekdays.',
    ]) {
      expect(body).toContain(line);
    }
  });

  it('keeps visitor text out of the headers (no header injection)', async () => {
    await storeContactEnquiry(db, { ...contact, firstName: 'Eve\r\nBcc: victim@example.com', lastName: 'X' }, clock);
    await startWorker().drain();
    const { headers } = readable(smtp.received[0].raw);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(smtp.received[0].to).toEqual(['clinic@example.com']);
  });

  it('sends queued messages by itself on its polling timer', async () => {
    await storeContactEnquiry(db, contact, clock);
    startWorker(recordingLogger().log, 50);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    await vi.waitFor(async () => expect((await listOutbox(db))[0].status).toBe('sent'), { timeout: 5_000 });
  });
});

describe('acknowledgement to the patient', () => {
  it('arrives over SMTP with the reference, what happens next, the phone and branches, as text and HTML, and none of the visitor’s free text', async () => {
    const { reference } = await storeAppointmentRequest(db, { ...appointment, message: 'Tooth <b>hurts</b> & "swollen"' }, clock, { acknowledge: true });
    expect(await startWorker().drain()).toEqual({ sent: 2, failed: 0 });

    const toPatient = smtp.received.find((mail) => mail.to.includes('vikram@example.com'));
    expect(toPatient).toBeDefined();
    expect(smtp.received.find((mail) => mail.to.includes('clinic@example.com'))).toBeDefined();
    expect(toPatient!.from).toBe('website@example.com');
    const { headers } = readable(toPatient!.raw);
    expect(headers).toContain(`Subject: ${site.clinic.name}: we received your appointment request (${reference})`);
    expect(headers).toMatch(/^From: "?Demo Dental Clinic"? <website@example\.com>/m);
    expect(headers).toContain('Reply-To: clinic@example.com');
    expect(headers).toContain('Auto-Submitted: auto-generated');
    expect(headers).toMatch(/multipart\/alternative/);

    const parts = mimeParts(toPatient!.raw);
    const text = parts.find((part) => /content-type: text\/plain/i.test(part.headers))!.body;
    const html = parts.find((part) => /content-type: text\/html/i.test(part.headers))!.body;
    for (const line of [
      'Dear Vikram,',
      `Your reference: ${reference}`,
      'You asked for Root Canal on Tuesday, 2 June 2026 at 5:45 pm.',
      site.requests.replyPromise,
      `Call us: ${site.clinic.phone.display}`,
      `https://wa.me/${site.clinic.phone.e164.slice(1)}?text=${encodeURIComponent(`Hello, I am writing about my request ${reference}.`)}`,
      ...site.branches.map((branch) => `${branch.name}: ${formatPostalAddress(branch.address)}`),
      'We keep requests for 12 months',
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain(`<strong style="font-size:22px;letter-spacing:1px;">${reference}</strong>`);
    for (const typed of ['Desai', 'hurts', '91234', 'vikram@example.com']) {
      expect(text).not.toContain(typed);
      expect(html).not.toContain(typed);
    }
    expect(html).toContain(`href="tel:${site.clinic.phone.e164}"`);
    // No tracking: no images, no remote resources, no script.
    expect(html).not.toMatch(/<img|<script|<link|<iframe|url\(/i);

    const entries = await listOutbox(db);
    expect(entries.map((entry) => [entry.audience, entry.status])).toEqual([
      ['clinic', 'sent'],
      ['patient', 'sent'],
    ]);
  });

  it('acknowledges an enquiry too', async () => {
    const { reference } = await storeContactEnquiry(db, contact, clock, { acknowledge: true });
    await startWorker().drain();
    const toPatient = smtp.received.find((mail) => mail.to.includes('asha@example.com'))!;
    expect(readable(toPatient.raw).headers).toContain(`we received your enquiry (${reference})`);
    const text = mimeParts(toPatient.raw).find((part) => /text\/plain/i.test(part.headers))!.body;
    expect(text).toContain('We have received your enquiry.');
    expect(text).not.toContain('Treatment:');
  });

  it('is not queued for a request stored while e-mail was off', async () => {
    await storeContactEnquiry(db, contact, clock);
    expect((await listOutbox(db)).map((entry) => entry.audience)).toEqual(['clinic']);
  });
});

describe('outbox worker when delivery fails', () => {
  it('keeps the message and retries with exponential backoff until the server accepts it', async () => {
    await storeContactEnquiry(db, contact, clock);
    const { log, entries } = recordingLogger();
    const running = startWorker(log);
    smtp.control.failWith = 'Mailbox temporarily unavailable';

    expect(await running.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: clock.getTime() + 30_000 });
    expect(entry.lastError).toMatch(/Mailbox temporarily unavailable/);
    expect(entries.some((logged) => logged.level === 'warn')).toBe(true);

    // Not due yet: nothing is tried.
    clock = new Date(clock.getTime() + 29_000);
    expect(await running.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Second failure: the delay doubles.
    clock = new Date(clock.getTime() + 1_000);
    expect(await running.runOnce()).toEqual({ sent: 0, failed: 1 });
    [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: clock.getTime() + 60_000 });

    // The server recovers: the message goes out at the next due attempt, nothing lost.
    smtp.control.failWith = null;
    clock = new Date(clock.getTime() + 60_000);
    expect(await running.drain()).toEqual({ sent: 1, failed: 0 });
    [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('records an unreachable server as a failure to retry', async () => {
    await smtp.close();
    await storeContactEnquiry(db, contact, clock);
    expect(await startWorker().runOnce()).toEqual({ sent: 0, failed: 1 });
    const [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
    smtp = await startSmtpServer();
  });
});

describe('outbox worker without SMTP_URL', () => {
  it('logs once that e-mail is off and leaves the outbox as it is', async () => {
    await storeContactEnquiry(db, contact, clock);
    const before = await listOutbox(db);
    const { log, entries } = recordingLogger();
    // Five of its polling intervals pass on a fake clock: nothing is polled, nothing sent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      worker = startOutboxWorker({ db, log, pollMs: 10, now, treatments: TREATMENTS });
      expect(worker.enabled).toBe(false);
      expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(50);
    } finally {
      vi.useRealTimers();
    }
    expect(await listOutbox(db)).toEqual(before);
    expect(entries).toHaveLength(1);
    expect(entries[0].message).toMatch(/E-mail delivery is off/);
  });

  it('refuses to start with SMTP_URL but no inbox to send to, or no clinic facts to acknowledge with', () => {
    expect(() => startOutboxWorker({ db, smtpUrl: smtp.url, site, treatments: TREATMENTS, log: recordingLogger().log })).toThrow(/MAIL_TO/);
    expect(() => startOutboxWorker({ db, smtpUrl: smtp.url, to: 'clinic@example.com', treatments: TREATMENTS, log: recordingLogger().log })).toThrow(
      /clinic facts/,
    );
  });
});

describe('acknowledgements to one address', () => {
  const limitedWorker = (limit: number) => {
    worker = startOutboxWorker({
      db,
      smtpUrl: smtp.url,
      to: 'clinic@example.com',
      site,
      treatments: TREATMENTS,
      log: recordingLogger().log,
      pollMs: 60_000,
      now,
      acknowledgementsPerAddressPerDay: limit,
    });
    return worker;
  };
  const toVictim = () => smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase().endsWith('@example.org')));
  const toClinic = () => smtp.received.filter((mail) => mail.to.includes('clinic@example.com'));

  it('at most the daily number go to one recipient, however the address is written; the clinic gets every request', async () => {
    const spellings = ['victim@example.org', 'Victim@Example.org', 'victim+1@example.org', ' victim@EXAMPLE.org', 'victim+win@example.org'];
    for (const email of spellings) await storeContactEnquiry(db, { ...contact, email }, clock, { acknowledge: true });
    expect(await limitedWorker(3).drain()).toEqual({ sent: 5 + 3, failed: 0 });
    expect(toVictim()).toHaveLength(3);
    expect(toClinic()).toHaveLength(5);
    // The dropped acknowledgements leave the outbox: nothing waits to be sent later.
    expect((await listOutbox(db)).filter((entry) => entry.audience === 'patient')).toHaveLength(3);
  });

  it('counts per clinic day, in the database (another worker on the same file sees the count)', async () => {
    await storeContactEnquiry(db, { ...contact, email: 'victim@example.org' }, clock, { acknowledge: true });
    await storeContactEnquiry(db, { ...contact, email: 'victim@example.org' }, clock, { acknowledge: true });
    await limitedWorker(1).drain();
    await worker!.stop();
    expect(toVictim()).toHaveLength(1);

    // A second worker (another process) the same day: the count holds.
    await storeContactEnquiry(db, { ...contact, email: 'victim@example.org' }, clock, { acknowledge: true });
    await limitedWorker(1).drain();
    await worker!.stop();
    expect(toVictim()).toHaveLength(1);

    // The next day in the clinic (Asia/Kolkata), one more may go.
    clock = new Date('2026-06-01T18:30:00.000Z');
    await storeContactEnquiry(db, { ...contact, email: 'victim@example.org' }, clock, { acknowledge: true });
    await limitedWorker(1).drain();
    expect(toVictim()).toHaveLength(2);
    expect(toClinic()).toHaveLength(4);
  });
});

describe('several instances on one database', () => {
  let other: ClinicDatabase;
  let workers: OutboxWorker[] = [];
  beforeEach(async () => {
    other = await db.openAgain();
  });
  afterEach(async () => {
    for (const running of workers) await running.stop();
    workers = [];
    await other.close();
  });
  const workerOn = (database: ClinicDatabase) => {
    const running = startOutboxWorker({
      db: database,
      smtpUrl: smtp.url,
      to: 'clinic@example.com',
      site,
      treatments: TREATMENTS,
      log: recordingLogger().log,
      pollMs: 60_000,
      now,
      batchSize: 3,
    });
    workers.push(running);
    return running;
  };
  const subjects = () => smtp.received.map((mail) => /^Subject: (.*)$/im.exec(readable(mail.raw).headers)?.[1]);

  const allSent = () =>
    vi.waitFor(
      async () => {
        const entries = await listOutbox(db);
        expect(entries.every((entry) => entry.status === 'sent')).toBe(true);
      },
      { timeout: 10_000 },
    );

  it('send each message once between them, every one sent', async () => {
    const [first, second] = [workerOn(db), workerOn(other)];
    for (let i = 0; i < 12; i += 1) await storeContactEnquiry(db, { ...contact, firstName: `Asha${i}` }, clock);
    await Promise.all([first.drain(), second.drain()]);
    // Their own polls may still hold a last batch.
    await allSent();
    expect(smtp.received).toHaveLength(12);
    expect(new Set(subjects()).size).toBe(12);
  });

  it('a worker whose sends are slow gives back the rest of its batch before its lease runs short, and it is sent next', async () => {
    for (let i = 0; i < 3; i += 1) await storeContactEnquiry(db, { ...contact, firstName: `Asha${i}` }, clock);
    // Each send takes two minutes: after two, less than 2 of the lease's 5 minutes are left.
    smtp.control.onAccept = () => {
      clock = new Date(clock.getTime() + 2 * 60_000);
    };
    const slow = workerOn(db);
    expect(await slow.runOnce()).toEqual({ sent: 2, failed: 0 });
    // Given back, not left under a lease: the next run sends it at once.
    await slow.drain();
    expect(smtp.received).toHaveLength(3);
    expect(new Set(subjects()).size).toBe(3);
  });

  it('send the messages of an instance that died mid-send once its lease has run out, and not before', async () => {
    for (let i = 0; i < 2; i += 1) await storeContactEnquiry(db, { ...contact, firstName: `Asha${i}` }, clock);
    // The dead instance claimed both and never reported back.
    expect((await claimDueMessages(other, { nowMs: clock.getTime(), limit: 10, leaseMs: 5 * 60_000 })).messages).toHaveLength(2);
    clock = new Date(clock.getTime() + 5 * 60_000 - 1);
    const survivor = workerOn(db);
    await survivor.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await listOutbox(db)).map((entry) => entry.status)).toEqual(['pending', 'pending']);
    clock = new Date(clock.getTime() + 1);
    await survivor.drain();
    await allSent();
    expect(smtp.received).toHaveLength(2);
  });
});

describe('the clinic e-mail goes to the branch the request is for', () => {
  const branchSite = { ...site, branches: repositoryBranches.map((branch) => ({ ...branch, email: `${branch.id}@example.com` })) };
  const routedWorker = (options: { routeToBranches: boolean }) => {
    worker = startOutboxWorker({
      db,
      smtpUrl: smtp.url,
      to: 'clinic@example.com',
      ...options,
      site: branchSite,
      treatments: TREATMENTS,
      log: recordingLogger().log,
      pollMs: 60_000,
      now,
    });
    return worker;
  };
  const recipientsOf = (email: string) => smtp.received.filter((mail) => readable(mail.raw).headers.includes(`Reply-To: ${email}`)).map((mail) => mail.to);

  it("to the branch's address; without a branch to the clinic's; MAIL_TO (no routing) takes every one", async () => {
    await storeContactEnquiry(db, { ...contact, email: 'for.chandkheda@example.com', branch: 'chandkheda' }, clock);
    await storeContactEnquiry(db, { ...contact, email: 'no.branch@example.com' }, clock);
    expect(await routedWorker({ routeToBranches: true }).drain()).toEqual({ sent: 2, failed: 0 });
    expect(recipientsOf('for.chandkheda@example.com')).toEqual([['chandkheda@example.com']]);
    expect(recipientsOf('no.branch@example.com')).toEqual([['clinic@example.com']]);
    await worker!.stop();

    await storeContactEnquiry(db, { ...contact, email: 'staging@example.com', branch: 'chandkheda' }, clock);
    await routedWorker({ routeToBranches: false }).drain();
    expect(recipientsOf('staging@example.com')).toEqual([['clinic@example.com']]);
  });
});
