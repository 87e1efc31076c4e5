import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClusterDatabase, type ClusterDatabase, type ClusterDatabaseKind } from '../../scripts/cluster/cluster-database';
import { startSiteInstance, type SiteInstance } from '../../scripts/cluster/site-instance';
import { startMailSink } from '../../server/mail/testing/mail-sink';
import { calendarParts, decodeQuotedPrintable, headersOf } from '../../server/mail/testing/read-mail';
import { readIcs } from '../../server/visits/testing/read-ics';
import { addFrontDeskAccount, signIn } from './front-desk-account';
import { clinicDatePlus } from './form-data';
import { expect, test, type Page } from './test';

/**
 * The whole loop from a request to a visit, on each database, with the server e-mailing a real SMTP
 * server: a patient asks for an appointment on the site; the front desk confirms it in the day view
 * with one press; the patient's e-mail carries the calendar file; the manage link from the
 * patient's acknowledgement shows the confirmed visit; the patient cancels, receives the calendar's
 * cancellation, and the front desk sees it in the day view and on the request's page. The printed
 * day with a confirmed and a cancelled visit is one A4 page. Screenshots go to tmp/screens/.
 *
 * Each run starts its own `npm start` server (the build in dist/) on a new database, since the
 * suite's shared server sends no e-mail.
 */

type MailSink = Awaited<ReturnType<typeof startMailSink>>;

const screensDir = path.resolve('tmp/screens');
// Apart from the suite's server (4173) and the cluster test's ports (4340–4343): one per project and database.
const PORT_BASE = 4350;

async function waitForMail(sink: MailSink, description: string, matches: (raw: string) => boolean): Promise<string> {
  await expect.poll(() => sink.received.some(matches), { message: `an e-mail: ${description}`, timeout: 30_000 }).toBe(true);
  return sink.received.find(matches)!;
}

const to = (address: string) => (raw: string) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(headersOf(raw));
const subjectIs = (pattern: RegExp) => (raw: string) => pattern.test(decodeHeader(/^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(headersOf(raw))?.[1] ?? ''));

/** A MIME-encoded subject (=?UTF-8?Q?…?= or ?B?) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true });
}

for (const [databaseIndex, kind] of (['sqlite', 'postgres'] as ClusterDatabaseKind[]).entries()) {
  test.describe(`from request to visit on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let workDir: string;
    let database: ClusterDatabase;
    let sink: MailSink;
    let site: SiteInstance;

    test.beforeAll(async ({}, testInfo) => {
      testInfo.setTimeout(120_000);
      workDir = fs.mkdtempSync(path.resolve('tmp', `visit-loop-${kind}-`));
      database = await createClusterDatabase(kind, workDir);
      sink = await startMailSink();
      const port = PORT_BASE + testInfo.config.projects.findIndex((project) => project.name === testInfo.project.name) * 2 + databaseIndex;
      site = startSiteInstance({
        port,
        logFile: path.join(workDir, 'server.log'),
        env: {
          ...database.env,
          SITE_URL: `http://127.0.0.1:${port}`,
          SMTP_URL: sink.url,
          MAIL_TO: 'clinic@visit-loop.test',
          OUTBOX_POLL_MS: '200',
          FORM_TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
        },
      });
      await site.ready(90_000);
    });

    test.afterAll(async () => {
      await site?.stop();
      await sink?.close();
      await database?.drop();
      if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    });

    test('a request is confirmed in the day view, the patient’s e-mail has the calendar file, the patient cancels and the front desk sees it', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const run = `${testInfo.project.name}${kind}${Date.now().toString(36)}`.toLowerCase();
      const email = `patient.${run}@example.com`;
      const day = clinicDatePlus(9);
      const origin = site.origin;

      // The patient asks on the site.
      await page.goto(`${origin}/book-appointment`);
      const form = page.locator('form.enquiry-form');
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
      await field('First name').fill('Ravi');
      await field('Last name').fill(`Shah ${run}`);
      await field('Email').fill(email);
      await field('Mobile number').fill(`98${String(Date.now()).slice(-8)}`);
      await form.getByRole('radio', { name: /South Bopal/ }).check();
      await field('Treatment').selectOption('Root Canal');
      await field('Date').fill(day);
      await field('Time').fill('11:30');
      await form.getByRole('button', { name: /send|book|request/i }).click();
      await expect(page).toHaveURL(/\/thank-you\?/);

      const acknowledgement = decodeQuotedPrintable(await waitForMail(sink, 'the acknowledgement', to(email)));
      const manageLink = new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/requests/manage\\?t=[A-Za-z0-9_-]{22}`).exec(acknowledgement)?.[0];
      expect(manageLink, 'the acknowledgement links to the patient’s page').toBeDefined();
      const [{ reference }] = await database.rows<{ reference: string }>(`select reference from requests where email = '${email}'`);

      // A second request that day, which stays confirmed, for the printed day.
      const other = await page.request.post(`${origin}/api/v1/appointment/book-appointment`, {
        data: {
          firstName: 'Meera',
          lastName: `Patel ${run}`,
          email: `other.${run}@example.com`,
          phoneNumber: `97${String(Date.now()).slice(-8)}`,
          countryCode: '+91',
          service: 'Dental Cleaning',
          branch: 'south-bopal',
          date: day,
          time: '12:00',
          message: 'Cleaning before a wedding in the family.',
        },
      });
      expect(other.status()).toBe(201);
      const otherReference = ((await other.json()) as { data: { reference: string } }).data.reference;

      // The front desk confirms both in the day view, each as asked, with one press.
      const username = `loop-${run}`.replace(/[^a-z0-9-]/g, '').slice(0, 32);
      addFrontDeskAccount(username, database.env);
      await signIn(page, username, origin);
      await page.goto(`${origin}/staff/day?date=${day}&branch=south-bopal`);
      const row = page.getByRole('row', { name: new RegExp(reference) });
      await expect(row).toContainText('New');
      await screenshot(page, `visit-loop-day-before-${kind}-${testInfo.project.name}`);
      await row.getByRole('button', { name: `Confirm ${reference} as asked, 11:30 am` }).click();
      await expect(page.getByRole('status')).toHaveText(`${reference} is now Confirmed.`);
      await expect(page).toHaveURL(new RegExp(`/staff/day\\?date=${day}&branch=south-bopal`));
      await expect(row).toContainText('Confirmed');
      await expect(row.getByRole('button')).toHaveCount(0);
      await page
        .getByRole('row', { name: new RegExp(otherReference) })
        .getByRole('button', { name: /Confirm .* as asked/ })
        .click();
      await expect(page.getByRole('status')).toHaveText(`${otherReference} is now Confirmed.`);

      // The patient's e-mail carries the calendar file.
      const confirmation = await waitForMail(sink, 'the confirmation', (raw) => to(email)(raw) && subjectIs(/confirmed/i)(raw));
      const [invitation] = calendarParts(confirmation).filter((part) => /attachment/i.test(part.headers));
      expect(invitation.headers).toMatch(/method=REQUEST/i);
      const event = readIcs(invitation.ics);
      const value = (name: string) => event.find((property) => property.name === name)?.value;
      expect(value('METHOD')).toBe('REQUEST');
      expect(value('UID')).toBe(`${reference}@127.0.0.1`);
      expect(value('SEQUENCE')).toBe('1');
      // 11:30 in Ahmedabad (UTC+05:30) is 06:00 UTC.
      expect(value('DTSTART')).toBe(`${day.replaceAll('-', '')}T060000Z`);

      // The manage link from the acknowledgement shows the confirmed visit; the patient cancels.
      await page.goto(manageLink!);
      await expect(page.getByText(/^Confirmed for .+ at 11:30 am/)).toBeVisible();
      await page.getByRole('link', { name: 'Cancel my request' }).click();
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByRole('status')).toHaveText('Your request is cancelled. The clinic has been told.');

      const cancellation = await waitForMail(
        sink,
        'the cancellation',
        (raw) => to(email)(raw) && calendarParts(raw).some((part) => /method=CANCEL/i.test(part.headers)),
      );
      const cancelled = readIcs(calendarParts(cancellation).find((part) => /attachment/i.test(part.headers))!.ics);
      expect(cancelled.find((property) => property.name === 'METHOD')?.value).toBe('CANCEL');
      expect(cancelled.find((property) => property.name === 'UID')?.value).toBe(`${reference}@127.0.0.1`);
      expect(Number(cancelled.find((property) => property.name === 'SEQUENCE')?.value)).toBeGreaterThan(1);

      // The front desk sees it: in the day view, and on the request's page and history.
      await page.goto(`${origin}/staff/day?date=${day}&branch=south-bopal`);
      await expect(row).toContainText('Cancelled');
      await expect(page.getByRole('row', { name: new RegExp(otherReference) })).toContainText('Confirmed');
      await screenshot(page, `visit-loop-day-after-${kind}-${testInfo.project.name}`);
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, `visit-loop-day-print-${kind}-${testInfo.project.name}`);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
      await page.emulateMedia({ media: 'screen' });

      await page.goto(`${origin}/staff/requests/${reference}`);
      await expect(page.getByText('Cancelled by the patient.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' })).toContainText('(by the patient)');
    });
  });
}
