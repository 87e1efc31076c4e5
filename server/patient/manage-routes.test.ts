import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, requestApiPaths } from '../../src/contract/api-contract';
import { changeVisit } from '../db/visit-repository';
import { SAME_ORIGIN, signInNewStaff } from '../staff/testing/staff-test-server';
import { FORM_DICTIONARIES } from '../forms/form-dictionaries';
import { CHANGE_REQUESTS_PER_DAY } from './change-request-rules';
import { startSiteTestServer, type SiteTestServer } from '../testing/site-test-server';
import { unfold } from '../visits/testing/read-ics';

/** 2026-05-10 14:30 at the clinic. */
const clock = { now: new Date('2026-05-10T09:00:00.000Z') };
const appointment = {
  firstName: 'Ravi',
  lastName: 'Shah',
  email: 'ravi.manage@example.com',
  phoneNumber: '9123456780',
  countryCode: '+91',
  branch: 'south-bopal',
  service: 'root-canal',
  date: '2026-05-12',
  time: '16:45',
  message: 'Lower left molar.',
};

let site: SiteTestServer;
beforeAll(async () => {
  // With the other languages' content, as `npm start` loads it: a Gujarati or Hindi page names its branch in its language.
  site = await startSiteTestServer({ now: () => clock.now, formRateLimit: false, withLanguages: true });
}, 120_000);
afterAll(async () => {
  await site?.close();
});

let staffSession: string | undefined;
/** A front-desk session on the same server, made once. */
async function staffCookie(): Promise<string> {
  if (staffSession) return staffSession;
  staffSession = await signInNewStaff(site.app, site.db, { username: 'asha', role: 'front-desk', at: clock.now });
  return staffSession;
}

let addressCounter = 0;
/** A fresh address per test, so one test's misses never count against another. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

async function book(overrides: Partial<typeof appointment> & { language?: string } = {}): Promise<{ reference: string; manage: string; token: string }> {
  const response = await site.app.inject({ method: 'POST', url: `${API_BASE}${requestApiPaths.appointment}`, payload: { ...appointment, ...overrides } });
  expect(response.statusCode).toBe(201);
  const { reference, manage } = response.json().data as { reference: string; manage: string };
  expect(manage).toMatch(/^\/requests\/manage\?t=[A-Za-z0-9_-]{22}$/);
  return { reference, manage, token: manage.split('t=')[1] };
}

const get = (url: string, remoteAddress = nextAddress()) => site.app.inject({ method: 'GET', url, remoteAddress });

function formTokenOf(html: string): string {
  const match = /name="form" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form token on the page');
  return match[1];
}

function post(url: string, fields: Record<string, string>, { headers = SAME_ORIGIN, remoteAddress = nextAddress() } = {}) {
  return site.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

describe("the patient's manage page", () => {
  it('an appointment request gets a link once; only its hash is stored; an enquiry gets none', async () => {
    const { reference, token } = await book();
    const rows = await site.db.kysely
      .selectFrom('manage_tokens')
      .innerJoin('requests', 'requests.id', 'manage_tokens.request_id')
      .select(['token_hash'])
      .where('reference', '=', reference)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await site.db.kysely.selectFrom('manage_tokens').selectAll().execute())).not.toContain(token);

    const enquiry = await site.app.inject({
      method: 'POST',
      url: `${API_BASE}${requestApiPaths.contact}`,
      payload: { firstName: 'Asha', lastName: 'Patel', email: 'asha@example.com', phoneNumber: '9876543210', countryCode: '+91', message: 'Hello' },
    });
    expect(enquiry.statusCode).toBe(201);
    expect(enquiry.json().data.manage).toBeUndefined();
  });

  it('shows "received" with the first name and the time asked for, and no other personal data; private headers', async () => {
    const { manage, reference } = await book();
    const response = await get(manage);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Received');
    expect(response.body).toContain('Hello Ravi');
    expect(response.body).toContain('Tuesday, 12 May 2026');
    expect(response.body).toContain('4:45 pm');
    expect(response.body).toContain(reference);
    for (const personal of ['Shah', 'ravi.manage@example.com', '9123456780', '91234 56780', 'Lower left molar']) expect(response.body).not.toContain(personal);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.body).not.toContain('<script');
  });

  it('one neutral page, same status and text, for a made-up token, a malformed one, an erased request and a day that has passed', async () => {
    const made = await get('/requests/manage?t=AAAAAAAAAAAAAAAAAAAAAA');
    const malformed = await get('/requests/manage?t=%3Cb%3E');
    const missing = await get('/requests/manage');
    const erased = await book();
    await site.db.kysely.updateTable('requests').set({ erased_at: clock.now.toISOString() }).where('reference', '=', erased.reference).execute();
    const erasedPage = await get(erased.manage);
    const past = await book({ date: '2026-05-11' });
    const before = await get(past.manage);
    expect(before.statusCode).toBe(200);
    clock.now = new Date('2026-05-11T18:31:00.000Z'); // just after midnight on the 12th at the clinic
    try {
      const after = await get(past.manage);
      const pages = [made, malformed, missing, erasedPage, after];
      for (const page of pages) {
        expect(page.statusCode).toBe(404);
        expect(page.body).toBe(made.body);
      }
      expect(made.body).toContain('This request has ended.');
    } finally {
      clock.now = new Date('2026-05-10T09:00:00.000Z');
    }
  });

  it('misses from one address are limited: past the limit, every link from it is refused (a good one too) with Retry-After', async () => {
    const { manage } = await book();
    const address = nextAddress();
    for (let miss = 0; miss < 10; miss++) expect((await get(`/requests/manage?t=${'B'.repeat(21)}${miss % 10}`, address)).statusCode).toBe(404);
    const refused = await get(manage, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(manage, nextAddress())).statusCode).toBe(200);
  });

  it('a good link to a visit that has run its course gets the ended page without counting as a miss', async () => {
    const { manage, reference } = await book();
    const timeZone = site.content.site.clinic.timeZone;
    const slot = { date: '2026-05-12', time: '16:45', branchId: 'south-bopal', dentistId: null };
    expect((await changeVisit(site.db, reference, { action: 'confirm', slot }, { actor: 'asha', at: clock.now, timeZone })).ok).toBe(true);
    clock.now = new Date('2026-05-12T12:00:00.000Z'); // the visit's day, 5:30 pm at the clinic: the link still works
    try {
      expect((await changeVisit(site.db, reference, { action: 'mark-attended' }, { actor: 'asha', at: clock.now, timeZone })).ok).toBe(true);
      const address = nextAddress();
      const neutral = await get('/requests/manage?t=AAAAAAAAAAAAAAAAAAAAAA');
      // More opens than the miss limit allows, from one address: never refused.
      for (let open = 0; open < 12; open++) {
        const page = await get(manage, address);
        expect(page.statusCode).toBe(404);
        expect(page.body).toBe(neutral.body);
      }
      const misses = await site.db.kysely.selectFrom('form_rate_limit').selectAll().where('key', '=', `manage-link-miss:${address}`).execute();
      expect(misses).toEqual([]);
    } finally {
      clock.now = new Date('2026-05-10T09:00:00.000Z');
    }
  });

  it('cancel: a confirm step, then a POST with the form token; without it (or from another site) nothing changes', async () => {
    const { manage, token, reference } = await book();
    const confirmStep = await get(`/requests/manage/cancel?t=${token}`);
    expect(confirmStep.statusCode).toBe(200);
    expect(confirmStep.body).toContain('Yes, cancel it');
    const formToken = formTokenOf(confirmStep.body);

    const status = async () =>
      (await site.db.kysely.selectFrom('requests').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
    const withoutFormToken = await post('/requests/manage/cancel', { t: token });
    expect(withoutFormToken.statusCode).toBe(403);
    const wrongFormToken = await post('/requests/manage/cancel', { t: token, form: formToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(wrongFormToken.statusCode).toBe(403);
    const crossSite = await post(
      '/requests/manage/cancel',
      { t: token, form: formToken },
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await status()).toBe('new');

    const done = await post('/requests/manage/cancel', { t: token, form: formToken });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${manage}&done=cancelled`);
    expect(await status()).toBe('cancelled');
    const events = await site.db.kysely
      .selectFrom('request_events')
      .innerJoin('requests', 'requests.id', 'request_events.request_id')
      .select(['actor', 'to_status'])
      .where('reference', '=', reference)
      .execute();
    expect(events).toEqual([{ actor: 'patient', to_status: 'cancelled' }]);

    const after = await get(done.headers.location as string);
    expect(after.body).toContain('Your request is cancelled.');
    expect(after.body).toContain('Cancelled');
    expect(after.body).toContain('You cancelled this request.');
    expect(after.body).not.toContain('The clinic cancelled');
    expect(after.body).not.toContain('Cancel my request');
    // Once cancelled, no second cancel.
    expect((await post('/requests/manage/cancel', { t: token, form: formToken })).statusCode).toBe(409);
  });

  it('ask for another time: refused when empty or too long, with the message tied to the field; the form token is required', async () => {
    const { manage, token } = await book();
    const formToken = formTokenOf((await get(manage)).body);
    const empty = await post('/requests/manage/change', { t: token, form: formToken, message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('id="change-error"');
    expect(empty.body).toContain('aria-describedby="change-error change-hint"');
    const long = await post('/requests/manage/change', { t: token, form: formToken, message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('500 characters or fewer');
    expect((await post('/requests/manage/change', { t: token, message: 'Saturday morning?' })).statusCode).toBe(403);
  });

  it('ask for another time: 303 back with a thank-you; the event keeps the note; the front desk sees it in the history, on the inbox card and in the day view until a step answers it', async () => {
    const { manage, token, reference } = await book({ date: '2026-05-14', email: 'ravi.change@example.com' });
    const formToken = formTokenOf((await get(manage)).body);
    const sent = await post('/requests/manage/change', { t: token, form: formToken, message: 'Any weekday after 5 pm, please.' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${manage}&done=change-sent`);
    expect((await get(sent.headers.location as string)).body).toContain('the clinic has your message');
    const events = await site.db.kysely
      .selectFrom('request_events')
      .innerJoin('requests', 'requests.id', 'request_events.request_id')
      .select(['request_events.action', 'request_events.actor', 'request_events.message', 'request_events.to_status'])
      .where('reference', '=', reference)
      .execute();
    expect(events).toEqual([{ action: 'change-request', actor: 'patient', message: 'Any weekday after 5 pm, please.', to_status: 'new' }]);

    const cookie = await staffCookie();
    const staffGet = (url: string) => site.app.inject({ method: 'GET', url, headers: { cookie } });
    const history = (await staffGet(`/staff/requests/${reference}`)).body;
    expect(history).toContain('The patient asked for a change');
    expect(history).toContain('“Any weekday after 5 pm, please.”');
    const card = (await staffGet(`/staff?q=${reference}`)).body;
    expect(card).toContain('<span class="badge badge--change-request">Asked for another time</span>');
    expect(card).toContain('“Any weekday after 5 pm, please.”');
    const day = (await staffGet('/staff/day?date=2026-05-14')).body;
    const row = [...day.matchAll(/<tr class="day-table__row[^"]*">([\s\S]*?)<\/tr>/g)].find((match) => match[1].includes(reference))![1];
    expect(row).toContain('Asked for another time');

    // The front desk calls back and marks it contacted: the badge goes; the history keeps the note.
    const contacted = await site.app.inject({ method: 'POST', url: `/staff/api/requests/${reference}/contacted`, headers: { ...SAME_ORIGIN, cookie } });
    expect(contacted.statusCode).toBe(200);
    expect((await staffGet(`/staff?q=${reference}`)).body).not.toContain('Asked for another time');
    expect((await staffGet(`/staff/requests/${reference}`)).body).toContain('“Any weekday after 5 pm, please.”');
  });

  it(`takes at most ${CHANGE_REQUESTS_PER_DAY} requests for another time per request and clinic day, then says so and keeps the note; the next day it takes more`, async () => {
    const { manage, token, reference } = await book();
    const formToken = formTokenOf((await get(manage)).body);
    const ask = (message: string) => post('/requests/manage/change', { t: token, form: formToken, message });
    for (let sent = 1; sent <= CHANGE_REQUESTS_PER_DAY; sent++) expect((await ask(`Try number ${sent}`)).statusCode).toBe(303);
    const refused = await ask('One more try');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(`You have sent ${CHANGE_REQUESTS_PER_DAY} requests for another time today`);
    expect(refused.body).toContain('aria-describedby="change-error change-hint"');
    expect(refused.body).toContain('>One more try</textarea>');
    const count = async () =>
      (
        await site.db.kysely
          .selectFrom('request_events')
          .innerJoin('requests', 'requests.id', 'request_events.request_id')
          .select('request_events.id')
          .where('reference', '=', reference)
          .execute()
      ).length;
    expect(await count()).toBe(CHANGE_REQUESTS_PER_DAY);
    clock.now = new Date('2026-05-10T18:31:00.000Z'); // just after midnight at the clinic: a new day
    try {
      expect((await ask('A new day')).statusCode).toBe(303);
      expect(await count()).toBe(CHANGE_REQUESTS_PER_DAY + 1);
    } finally {
      clock.now = new Date('2026-05-10T09:00:00.000Z');
    }
  });

  it('once the front desk confirms another time, the page and its calendar file show the confirmed slot, not the one asked for; a patient who cancels is named as who cancelled', async () => {
    const { manage, reference, token } = await book();
    const confirmed = await changeVisit(
      site.db,
      reference,
      { action: 'confirm', slot: { date: '2026-05-13', time: '11:15', branchId: 'south-bopal', dentistId: null } },
      { actor: 'asha', at: clock.now, timeZone: site.content.site.clinic.timeZone },
    );
    expect(confirmed.ok).toBe(true);
    const page = await get(manage);
    expect(page.body).toContain('Confirmed for Wednesday, 13 May 2026 at 11:15 am');
    expect(page.body).not.toContain('4:45 pm');
    const calendar = await get(`/requests/manage/appointment.ics?t=${token}`);
    expect(calendar.statusCode).toBe(200);
    expect(unfold(calendar.body)).toContain('DTSTART:20260513T054500Z');

    const done = await post('/requests/manage/cancel', { t: token, form: formTokenOf(page.body) });
    expect(done.statusCode).toBe(303);
    const events = await site.db.kysely
      .selectFrom('request_events')
      .innerJoin('requests', 'requests.id', 'request_events.request_id')
      .select(['request_events.actor', 'request_events.to_status', 'request_events.cancelled_by', 'request_events.visit_sequence'])
      .where('reference', '=', reference)
      .orderBy('request_events.id')
      .execute();
    expect(events).toEqual([
      { actor: 'asha', to_status: 'confirmed', cancelled_by: null, visit_sequence: 1 },
      { actor: 'patient', to_status: 'cancelled', cancelled_by: 'patient', visit_sequence: 2 },
    ]);
    expect((await get(done.headers.location as string)).body).toContain('You cancelled this request.');
  });

  it('no calendar file before the visit is confirmed', async () => {
    const { token } = await book();
    const response = await get(`/requests/manage/appointment.ics?t=${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe("the patient's manage page in the language the request was made in", () => {
  /** The words of the page's one visible main heading and its `<html lang>`. */
  const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
  const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it('a Gujarati request: its page, dates and times, buttons, its refusals and its confirmations are in Gujarati, with the script font', async () => {
    const { manage, token, reference } = await book({ language: 'gu', firstName: 'રવિ' });
    const page = await get(manage);
    expect(page.statusCode).toBe(200);
    expect(langOf(page.body)).toBe('gu');
    expect(headingOf(page.body)).toBe('તમારી એપોઇન્ટમેન્ટની વિનંતી');
    expect(page.body).toContain('<title>તમારી એપોઇન્ટમેન્ટની વિનંતી · Demo Dental Clinic</title>');
    expect(page.body).toContain('નમસ્તે રવિ');
    expect(page.body).toContain(reference);
    expect(page.body).toContain('<p class="manage__status">વિનંતી મળી ગઈ છે</p>');
    // The day and time asked for, as the Gujarati e-mails write them (Intl, gu-IN).
    expect(page.body).toContain('<dd>મંગળવાર, 12 મે, 2026</dd>');
    expect(page.body).toContain('<dd>4:45 PM</dd>');
    expect(page.body).toContain('<button class="button" type="submit">ક્લિનિકને મોકલો</button>');
    expect(page.body).toContain('>મારી વિનંતી રદ કરો</a>');
    expect(page.body).toContain('<a class="manage__brand" href="/gu/">');
    for (const english of ['Your appointment request', 'Received', 'Send to the clinic', 'Cancel my request', 'Questions?', 'Tuesday', 'May']) {
      expect(page.body).not.toContain(english);
    }

    // Its stylesheet carries Noto Sans Gujarati, served from this path (the policy allows fonts from the site only).
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    const stylesheetHref = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)![1];
    expect(stylesheetHref).toMatch(/^\/requests\/manage\/manage-gu\.css\?v=[0-9a-f]{12}$/);
    const stylesheet = await get(stylesheetHref);
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.body).toContain("font-family: 'Noto Sans Gujarati'");
    const fontHref = /url\('([^']+gujarati-400-normal\.woff2)'\)/.exec(stylesheet.body)![1];
    expect(fontHref.startsWith('/requests/manage/fonts/')).toBe(true);
    const font = await get(fontHref);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await get('/requests/manage/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);

    // Refusals, tied to the field as in English, in Gujarati: empty, too long, a character no person types (the forms' own words).
    const formToken = formTokenOf(page.body);
    const empty = await post('/requests/manage/change', { t: token, form: formToken, message: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(langOf(empty.body)).toBe('gu');
    expect(empty.body).toContain('<p id="change-error" class="manage__error">તમને કયા દિવસે કે કયા સમયે ફાવશે તે લખો</p>');
    const long = await post('/requests/manage/change', { t: token, form: formToken, message: 'x'.repeat(501) });
    expect(long.body).toContain('સંદેશ વધુમાં વધુ 500 અક્ષરનો હોઈ શકે');
    const unsafe = await post('/requests/manage/change', { t: token, form: formToken, message: 'શનિવાર\u202Eસવારે' });
    expect(unsafe.statusCode).toBe(422);
    expect(unsafe.body).toContain(FORM_DICTIONARIES.gu.unsafeText.message.bidi);
    const refused = await post('/requests/manage/cancel', { t: token, form: 'not-ours' });
    expect(refused.statusCode).toBe(403);
    expect(headingOf(refused.body)).toBe('કંઈ બદલાયું નથી');

    // Asking for another time, then cancelling: each confirmation in Gujarati.
    const sent = await post('/requests/manage/change', { t: token, form: formToken, message: 'શનિવારે સવારે' });
    expect(sent.statusCode).toBe(303);
    expect((await get(sent.headers.location as string)).body).toContain('આભાર: તમારો સંદેશ ક્લિનિકને મળી ગયો છે.');
    const confirmStep = await get(`/requests/manage/cancel?t=${token}`);
    expect(headingOf(confirmStep.body)).toBe('તમારી વિનંતી રદ કરવી છે?');
    expect(confirmStep.body).toContain('>હા, રદ કરો</button>');
    const cancelled = await post('/requests/manage/cancel', { t: token, form: formTokenOf(confirmStep.body) });
    expect(cancelled.statusCode).toBe(303);
    const after = (await get(cancelled.headers.location as string)).body;
    expect(after).toContain('તમારી વિનંતી રદ થઈ ગઈ છે. ક્લિનિકને જાણ કરી દીધી છે.');
    expect(after).toContain('<p class="manage__status">રદ થઈ છે</p>');
    expect(after).toContain('તમે આ વિનંતી રદ કરી છે.');
  });

  it("a Hindi request: confirmed at a time in hi-IN, at the branch as Hindi names it; the day's limit on requests for another time in Hindi", async () => {
    const { manage, token, reference } = await book({ language: 'hi' });
    const slot = { date: '2026-05-13', time: '11:15', branchId: 'chandkheda', dentistId: null };
    const timeZone = site.content.site.clinic.timeZone;
    expect((await changeVisit(site.db, reference, { action: 'confirm', slot }, { actor: 'asha', at: clock.now, timeZone })).ok).toBe(true);
    const page = await get(manage);
    expect(langOf(page.body)).toBe('hi');
    expect(headingOf(page.body)).toBe('आपका अपॉइंटमेंट अनुरोध');
    expect(page.body).toContain('नमस्ते Ravi');
    expect(page.body).toContain('<p class="manage__status">अपॉइंटमेंट पक्का: बुधवार, 13 मई 2026, 11:15 am, चांदखेड़ा</p>');
    expect(page.body).toContain('>मेरे कैलेंडर में जोड़ें (.ics)</a>');
    expect(page.body).toContain('Google Maps में खोलें<span class="visually-hidden"> (नए टैब में खुलता है)</span>');
    expect(page.body).toContain('<button class="button" type="submit">क्लिनिक को भेजें</button>');
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/requests\/manage\/manage-hi\.css\?v=[0-9a-f]{12}"\/>/);
    // The calendar file from the page is the one the Hindi e-mails attach: its title in Hindi.
    const calendar = unfold((await get(`/requests/manage/appointment.ics?t=${token}`)).body);
    expect(calendar.find((line) => line.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:दाँतों का अपॉइंटमेंट/);
    for (const english of ['Your appointment request', 'Confirmed for', 'Add to my calendar', 'Wednesday', 'Chandkheda<'])
      expect(page.body).not.toContain(english);

    const formToken = formTokenOf(page.body);
    const ask = (message: string) => post('/requests/manage/change', { t: token, form: formToken, message });
    expect((await ask('')).body).toContain('बताएँ कि आपके लिए कौन-सा दिन या कौन-सा समय ठीक रहेगा');
    for (let sent = 1; sent <= CHANGE_REQUESTS_PER_DAY; sent++) expect((await ask(`कोशिश ${sent}`)).statusCode).toBe(303);
    const refused = await ask('एक और');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(`आज आप कोई और समय माँगने के ${CHANGE_REQUESTS_PER_DAY} अनुरोध भेज चुके हैं`);
    expect(refused.body).toContain('>एक और</textarea>');
  });

  it('a link that opens nothing says so in English, then briefly in Gujarati and Hindi, each marked with its language and in its font', async () => {
    const ended = await get('/requests/manage?t=AAAAAAAAAAAAAAAAAAAAAA');
    expect(ended.statusCode).toBe(404);
    expect(langOf(ended.body)).toBe('en');
    expect(headingOf(ended.body)).toBe('This request has ended.');
    expect(ended.body).toContain('<section lang="gu" class="manage__section"><h2>આ વિનંતી પૂરી થઈ ગઈ છે.</h2>');
    expect(ended.body).toContain('<a href="/gu/book-appointment">નવી વિનંતી મોકલો</a>');
    expect(ended.body).toContain('<section lang="hi" class="manage__section"><h2>यह अनुरोध अब ख़त्म हो गया है।</h2>');
    expect(ended.body).toContain('<a href="/hi/book-appointment">नया अनुरोध भेजें</a>');
    // Each part in its script's font.
    const stylesheetHref = /<link rel="stylesheet" href="([^"]+)"/.exec(ended.body)![1];
    expect(stylesheetHref).toMatch(/^\/requests\/manage\/manage-all\.css\?v=[0-9a-f]{12}$/);
    const stylesheet = (await get(stylesheetHref)).body;
    expect(stylesheet).toContain(".manage [lang='gu'] {\n  font-family: 'Noto Sans Gujarati'");
    expect(stylesheet).toContain(".manage [lang='hi'] {\n  font-family: 'Noto Sans Devanagari'");
    expect(stylesheet).toMatch(/url\('\/requests\/manage\/fonts\/noto-sans-devanagari-devanagari-400-normal\.woff2'\)/);
  });
});
