import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/render-page';
import { defaultLoadOptions, loadContent } from '../../src/content/node/load-content';
import { PageStore } from '../../src/content/page-store';
import type { Weekday } from '../../src/content/branches';
import { appointmentChoices } from '../../src/content/derived-lists';
import GUJARATI from '../../src/forms/dictionaries/gu';
import HINDI from '../../src/forms/dictionaries/hi';
import { FORM_MESSAGES } from '../../src/forms/form-messages';
import { registerApi } from '../api/register-api';
import { listOutbox } from '../db/outbox-repository';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { createTemporaryDirectory, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { fastifyServerOptions } from '../fastify-options';
import type { SsrRenderer } from '../ssr/ssr-routes';
import { registerFormPostRoutes } from './form-post-routes';
import { createThankYouTokens, THANK_YOU_TOKEN_TTL_MS, type ThankYouTokens } from './thank-you-token';
import { SAMPLE_BOOKING_RULES } from '../api/testing/sample-requests';

/**
 * The forms posted without JavaScript, against the real API routes, rules, database and page
 * renderer (in-process): stored exactly as the API stores them, answered with a 303 to the
 * thank-you page and its pass, or with the page again holding the values and messages.
 */
const root = path.resolve(__dirname, '../..');
const loaded = loadContent(defaultLoadOptions(root));
// The demo branches keep the clinic's hours and treatments: here Chandkheda keeps its own (shorter
// Sundays, no implants), so the rules that read the chosen branch are seen at work.
const content = {
  ...loaded,
  index: {
    ...loaded.index,
    branches: loaded.index.branches.map((branch) =>
      branch.id === 'chandkheda'
        ? {
            ...branch,
            openingHours: [
              { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as Weekday[], opens: '09:00', closes: '21:00' },
              { days: ['Sunday'] as Weekday[], opens: '10:00', closes: '14:00' },
            ],
            treatments: appointmentChoices(loaded.index)
              .map((choice) => choice.id)
              .filter((id) => id !== 'dental-implants'),
          }
        : branch,
    ),
  },
};
// 2026-05-10 14:30 in Ahmedabad.
const NOW = new Date('2026-05-10T09:00:00.000Z');
// The site's own rules: its treatments and branches, its booking limits, the test's clock.
const rules = { treatments: appointmentChoices(content.index), branches: content.index.branches, booking: SAMPLE_BOOKING_RULES, now: () => NOW };
const TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

const renderer: SsrRenderer = {
  template: async () => TEMPLATE,
  render: (url, api, options) =>
    renderPage(
      url,
      {
        index: content.index,
        pages: new PageStore(Object.fromEntries([...content.pages].map(([key, page]) => [key, async () => ({ default: page })])), async () => ({
          default: content.treatmentCards,
        })),
        api,
      },
      options,
    ),
};

let tmp: TemporaryDirectory;
let db: TestDatabase;
let app: FastifyInstance;
let tokenClock = NOW.getTime();
let tokens: ThankYouTokens;

const RATE_LIMIT = 6;

beforeAll(async () => {
  tmp = createTemporaryDirectory('clinic-form-post-');
  db = await openTestDatabase();
  tokens = createThankYouTokens({ secret: 'form post test secret, long enough to sign', now: () => new Date(tokenClock) });
  app = Fastify({ ...fastifyServerOptions(), logger: false });
  await registerApi(app, {
    db,
    mediaDir: tmp.path,
    ...rules,
    formRateLimit: { max: RATE_LIMIT, timeWindowMs: 60_000 },
    thankYouTokens: tokens,
  });
  await registerFormPostRoutes(app, { renderer, indexes: [content.index], thankYouTokens: tokens, rules });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  tmp?.remove();
});

let visitor = 0;
/** Each test posts from its own address, so the per-address limit is only met where a test means to. */
function nextAddress(): string {
  visitor += 1;
  return `203.0.113.${visitor}`;
}

function postForm(url: string, fields: Record<string, string | string[]>, remoteAddress: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString(), remoteAddress });
}

function tokenOf(location: string | undefined): string {
  const url = new URL(location ?? '', 'http://localhost');
  expect(url.pathname).toBe('/thank-you');
  return url.searchParams.get('t') ?? '';
}

const contact = { firstName: 'Asha', lastName: 'Patel', email: 'asha.nojs@example.com', phoneNumber: '98765 43210', message: 'Please call after 6 pm.' };
const appointment = {
  firstName: 'Ravi',
  lastName: 'Shah',
  email: 'ravi.nojs@example.com',
  phoneNumber: '9123456780',
  branch: 'south-bopal',
  service: 'root-canal',
  date: '2026-05-12',
  time: '16:45',
  message: '',
};

describe('a form posted without JavaScript', () => {
  it('a valid enquiry is stored as the API stores it, then 303 to the thank-you page with a pass', async () => {
    const response = await postForm('/contact', { ...contact, isAdmin: 'yes', firstName: ['Asha', 'Mallory'] }, nextAddress());
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(tokens.verify(tokenOf(response.headers.location))).toBe(true);

    const rows = await db.kysely.selectFrom('requests').selectAll().where('email', '=', contact.email).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'contact',
        first_name: 'Asha',
        last_name: 'Patel',
        phone_number: '9876543210',
        country_code: '+91',
        message: 'Please call after 6 pm.',
        created_at: NOW.toISOString(),
      }),
    ]);
    const queued = (await listOutbox(db)).filter((entry) => entry.requestId === rows[0].id);
    expect(queued).toHaveLength(1);
  });

  it('a valid appointment is stored with the time as entered', async () => {
    const response = await postForm('/book-appointment', appointment, nextAddress());
    expect(response.statusCode).toBe(303);
    const row = await db.kysely.selectFrom('requests').selectAll().where('email', '=', appointment.email).executeTakeFirst();
    expect(row).toMatchObject({
      kind: 'appointment',
      treatment_id: 'root-canal',
      appointment_date: '2026-05-12',
      appointment_time: '16:45',
      country_code: '+91',
      branch_id: 'south-bopal',
    });
  });

  it('the appointment form asks for a branch: without one, 422 with every message and nothing stored (the API alone would take it)', async () => {
    const email = 'no.branch@example.com';
    const response = await postForm('/book-appointment', { ...appointment, email, branch: '', time: '' }, nextAddress());
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/<p class="form-field__error" id="[^"]+">Please choose a branch<\/p>/);
    expect(response.body).toContain(FORM_MESSAGES.timeRequired);
    expect(response.body).toMatch(/<option value="root-canal" selected="">Root Canal<\/option>/);
    expect(await db.kysely.selectFrom('requests').selectAll().where('email', '=', email).execute()).toEqual([]);
    // An enquiry may leave it out.
    expect((await postForm('/contact', { ...contact, email: 'enquiry.no.branch@example.com' }, nextAddress())).statusCode).toBe(303);
  });

  it("remembers the chosen branch when refused, and refuses a day it is closed and a time outside that day's hours", async () => {
    const closed = await postForm('/book-appointment', { ...appointment, branch: 'chandkheda', date: '2026-11-09' }, nextAddress());
    expect(closed.statusCode).toBe(422);
    expect(closed.body).toContain('Our Chandkheda branch is closed on Monday, 9 November 2026 (Diwali). Please choose another day.');
    const radios = closed.body.match(/<input[^>]*name="branch"[^>]*>/g) ?? [];
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([expect.stringContaining('value="chandkheda"')]);
    const late = await postForm('/book-appointment', { ...appointment, branch: 'chandkheda', date: '2026-05-17', time: '16:45' }, nextAddress());
    expect(late.statusCode).toBe(422);
    expect(late.body).toContain('On Sunday, 17 May 2026 our Chandkheda branch is open from 10 am to 2 pm. Please choose a time within those hours.');
    const implants = await postForm('/book-appointment', { ...appointment, branch: 'chandkheda', service: 'dental-implants' }, nextAddress());
    expect(implants.statusCode).toBe(422);
    expect(implants.body).toContain('Dental Implants are offered at our South Bopal branch.');
  });

  it('a number typed with its country code or trunk prefix is stored as its ten digits, as the API and the script store it', async () => {
    for (const [index, phoneNumber] of ['+91 98765-43210', '+919876543210', '09876543210'].entries()) {
      const email = `prefixed${index}@example.com`;
      const response = await postForm('/contact', { ...contact, email, phoneNumber }, nextAddress());
      expect(response.statusCode).toBe(303);
      expect(await db.kysely.selectFrom('requests').select('phone_number').where('email', '=', email).executeTakeFirst()).toEqual({
        phone_number: '9876543210',
      });
    }
  });

  it('an invalid enquiry: 422, the page again with what was typed and each message beside its field; nothing stored', async () => {
    const email = 'nobody..here@example.com';
    const response = await postForm('/contact', { ...contact, lastName: '  ', email, message: 'Tea & <biscuits>' }, nextAddress());
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    const formTag = /<form id="contact-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/contact#contact-form"');
    expect(html).toMatch(/name="firstName" value="Asha"/);
    expect(html).toMatch(/name="email" value="nobody\.\.here@example\.com"/);
    expect(html).toMatch(/name="phoneNumber" value="98765 43210"/);
    expect(html).toContain('name="message">Tea &amp; &lt;biscuits&gt;</textarea>');
    for (const message of [FORM_MESSAGES.lastNameRequired, FORM_MESSAGES.emailConsecutiveDots]) {
      expect(html).toMatch(new RegExp(`<p class="form-field__error" id="[^"]+">${message}</p>`));
    }
    expect(html).toContain('Please check the form');
    expect(await db.kysely.selectFrom('requests').selectAll().where('email', '=', email).execute()).toEqual([]);
  });

  it('in the language its hidden field names: the messages in Gujarati, and the request stored with its language', async () => {
    const refused = await postForm('/book-appointment', { ...appointment, language: 'gu', firstName: '', branch: '' }, nextAddress());
    expect(refused.statusCode).toBe(422);
    for (const message of [GUJARATI.messages.firstNameRequired, GUJARATI.branchRequired]) {
      expect(refused.body).toMatch(new RegExp(`<p class="form-field__error" id="[^"]+">${message}</p>`));
    }
    const refusedByApi = await postForm('/contact', { ...contact, language: 'hi', email: 'a..b@example.com' }, nextAddress());
    expect(refusedByApi.statusCode).toBe(422);
    expect(refusedByApi.body).toContain(HINDI.messages.emailConsecutiveDots);

    const email = 'patel.gu@example.com';
    const stored = await postForm('/contact', { ...contact, email, lastName: 'પટેલ', language: 'gu' }, nextAddress());
    expect(stored.statusCode).toBe(303);
    expect(await db.kysely.selectFrom('requests').select(['last_name', 'language']).where('email', '=', email).executeTakeFirst()).toEqual({
      last_name: 'પટેલ',
      language: 'gu',
    });
    // A field naming no language: the page's own (English here).
    const unknown = await postForm('/contact', { ...contact, email: 'fr@example.com', language: 'fr' }, nextAddress());
    expect(unknown.statusCode).toBe(303);
    expect(await db.kysely.selectFrom('requests').select('language').where('email', '=', 'fr@example.com').executeTakeFirst()).toEqual({ language: 'en' });
  });

  it('an invalid appointment keeps the chosen treatment and names the faults of date and time', async () => {
    const response = await postForm('/book-appointment', { ...appointment, date: '2026-05-09', time: '' }, nextAddress());
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/<option value="root-canal" selected="">Root Canal<\/option>/);
    expect(response.body).toContain(FORM_MESSAGES.dateInPast);
    expect(response.body).toContain(FORM_MESSAGES.timeRequired);
    const unknownTreatment = await postForm('/book-appointment', { ...appointment, service: 'Free whitening' }, nextAddress());
    expect(unknownTreatment.statusCode).toBe(422);
    expect(unknownTreatment.body).toContain(FORM_MESSAGES.serviceRequired);
  });

  it('an empty or unreadable post shows every required message', async () => {
    for (const response of [
      await postForm('/contact', {}, nextAddress()),
      await app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello', remoteAddress: nextAddress() }),
    ]) {
      expect(response.statusCode).toBe(422);
      for (const message of [FORM_MESSAGES.firstNameRequired, FORM_MESSAGES.lastNameRequired, FORM_MESSAGES.emailRequired, FORM_MESSAGES.phoneRequired]) {
        expect(response.body).toContain(message);
      }
    }
  });

  it("shares the API's per-address limit: over it, 429 with Retry-After and the page saying so; another address is unaffected", async () => {
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMIT - 1; i++) {
      const viaApi = await app.inject({
        method: 'POST',
        url: '/api/v1/contacts/create-contacts-inquiry',
        payload: { ...contact, phoneNumber: '9876543210', countryCode: '+91', email: `limit${i}@example.com` },
        remoteAddress: address,
      });
      expect(viaApi.statusCode).toBe(201);
    }
    expect((await postForm('/contact', { ...contact, email: 'last.allowed@example.com' }, address)).statusCode).toBe(303);
    const refused = await postForm('/contact', { ...contact, email: 'one.too.many@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many requests from your network');
    expect(refused.body).toMatch(/name="email" value="one\.too\.many@example\.com"/);
    expect(await db.kysely.selectFrom('requests').selectAll().where('email', '=', 'one.too.many@example.com').execute()).toEqual([]);
    expect((await postForm('/contact', { ...contact, email: 'neighbour@example.com' }, nextAddress())).statusCode).toBe(303);
  });

  it('refuses a body over the limit with 413 before any rule runs', async () => {
    const response = await postForm('/contact', { ...contact, message: 'x'.repeat(20_000) }, nextAddress());
    expect(response.statusCode).toBe(413);
    expect(response.body).toMatch(/too large/);
  });
});

describe('the thank-you page', () => {
  it('renders with a valid pass, uncached; without one, or with a forged or expired one, it sends the visitor home', async () => {
    const response = await postForm('/contact', { ...contact, email: 'thanks@example.com' }, nextAddress());
    const location = response.headers.location as string;
    const page = await app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Thank You for Reaching Out!');

    for (const url of [
      '/thank-you',
      '/thank-you?t=',
      '/thank-you?t=forged',
      `/thank-you?t=${tokenOf(location).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
    ]) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(302);
      expect(refused.headers.location, url).toBe('/');
    }

    tokenClock += THANK_YOU_TOKEN_TTL_MS;
    try {
      const expired = await app.inject({ method: 'GET', url: location });
      expect(expired.statusCode).toBe(302);
    } finally {
      tokenClock = NOW.getTime();
    }
  });
});
