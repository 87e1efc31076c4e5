import Fastify from 'fastify';
import { FIXTURE_SITE } from './testing/fixture-branches';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_APPOINTMENT, SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { listOutbox } from '../db/outbox-repository';
import { REFERENCE_PATTERN } from '../../src/forms/reference-format';
import { registerStaff } from './register-staff';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './staff-sessions';
import { SAME_ORIGIN, TEST_PASSWORD, TEST_SCRYPT_COST, sessionCookieOf, startStaffTestServer, type StaffTestServer } from './testing/staff-test-server';

let server: StaffTestServer;
let cookie: string;
/** A slot both fixture branches keep open: Tuesday 12 May 2026, 11 am, at South Bopal. */
const SLOT = { date: '2026-05-12', time: '11:00', branch: 'south-bopal' };

beforeAll(async () => {
  server = await startStaffTestServer({ loginThrottle: { maxPerAddress: 1000, maxPerUsername: 1000, windowMs: 60_000 } });
  await server.addUser('asha');
  await server.addUser('vikram');
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.now = new Date('2026-05-10T09:00:00.000Z');
  cookie = await server.signIn('asha');
});

/** Stores a request through the public API, as a patient would; returns its reference. */
async function submit(kind: 'contact' | 'appointment', changes: Record<string, string> = {}): Promise<string> {
  const url = kind === 'contact' ? '/api/v1/contacts/create-contacts-inquiry' : '/api/v1/appointment/book-appointment';
  const payload = { ...(kind === 'contact' ? SAMPLE_CONTACT : SAMPLE_APPOINTMENT), ...changes };
  const response = await server.inject({ method: 'POST', url, payload });
  expect(response.statusCode).toBe(201);
  const { reference } = response.json().data as { reference: string };
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference;
}

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url, payload: payload as Record<string, string>, headers: { ...SAME_ORIGIN, ...headers } });
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...headers },
  });

describe('without a session', () => {
  const ref = 'DC-0000-00';
  it.each([
    ['GET', '/staff/api/session'],
    ['DELETE', '/staff/api/session'],
    ['GET', '/staff/api/requests'],
    ['GET', '/staff/api/requests.csv'],
    ['GET', `/staff/api/requests/${ref}`],
    ['POST', `/staff/api/requests/${ref}/status`],
    ['POST', `/staff/api/requests/${ref}/erase`],
  ] as const)('the API answers %s %s with 401 { message }', async (method, url) => {
    const response = await server.inject({ method, url, headers: SAME_ORIGIN, ...(method === 'POST' ? { payload: { status: 'contacted' } } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.stringMatching(/Sign in first/) });
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it.each([
    ['GET', '/staff'],
    ['GET', `/staff/requests/${ref}`],
    ['POST', `/staff/requests/${ref}/status`],
    ['POST', `/staff/requests/${ref}/erase`],
  ] as const)('the pages send %s %s to the sign-in page', async (method, url) => {
    const response = method === 'GET' ? await get(url) : await postForm(url, { status: 'contacted', confirm: 'yes' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff/login');
  });

  it('a forged or stale cookie is no session, and is cleared', async () => {
    const response = await get('/staff/api/session', { cookie: `staff_session=${'A'.repeat(43)}` });
    expect(response.statusCode).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^staff_session=; Path=\/staff; Max-Age=0/);
  });

  it('the sign-in page is served, noindex in the page and the header, with no script', async () => {
    const response = await get('/staff/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
    const form = /<form[^>]*>/.exec(response.body)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/staff/login"');
  });

  it('the stylesheet sets Gujarati and Devanagari in the site’s own script fonts, served from the staff path, for those scripts alone', async () => {
    const page = await get('/staff/login');
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)![1];
    const stylesheet = (await get(href)).body;
    for (const [family, file] of [
      ['Noto Sans Gujarati', 'noto-sans-gujarati-gujarati-400-normal.woff2'],
      ['Noto Sans Devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff2'],
    ]) {
      const rule = new RegExp(
        `@font-face \\{\\s*font-family: '${family}';[^}]*url\\('/staff/fonts/${file.replace(/\./g, '\\.')}'\\)[^}]*unicode-range: U\\+0[9A][0-9A-F-]+`,
      ).exec(stylesheet);
      expect(rule, family).not.toBeNull();
      const font = await get(`/staff/fonts/${file}`);
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toContain('immutable');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    // No rule without a range: a page in Latin letters downloads no font.
    expect(stylesheet.match(/@font-face \{[^}]*\}/g)?.every((rule) => rule.includes('unicode-range'))).toBe(true);
    expect((await get('/staff/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('signing out without a session still lands on the sign-in page', async () => {
    const response = await postForm('/staff/logout', {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff/login?notice=signed-out');
  });
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for /staff only, expiring, not Secure over plain HTTP', async () => {
    const response = await post('/staff/api/session', { username: 'asha', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { username: 'asha', role: 'admin', expiresAt: new Date(server.clock.now.getTime() + SESSION_LIFETIME_MS).toISOString() },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/staff; Max-Age=43200; HttpOnly; SameSite=Strict$/);
  });

  it('accepts the username in any case, through the form, and goes to the inbox', async () => {
    const response = await postForm('/staff/login', { username: ' Asha ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff');
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    const wrong = await post('/staff/api/session', { username: 'asha', password: 'not the password at all' });
    const unknown = await post('/staff/api/session', { username: 'nobody', password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const page = await postForm('/staff/login', { username: 'asha', password: 'nope nope nope' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('The username or password is not right.');
    expect(page.body).toContain('value="asha"');
    expect(page.body).not.toContain('nope nope nope');
  });

  it('400 when a field is missing', async () => {
    const response = await post('/staff/api/session', { username: 'asha' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Enter your username and password.');
  });

  it('rotates the session: a new token on every sign-in, and the old one ends', async () => {
    const again = await post('/staff/api/session', { username: 'asha', password: TEST_PASSWORD }, { cookie });
    const next = sessionCookieOf(again)!;
    expect(next).not.toBe(cookie);
    expect((await get('/staff/api/session', { cookie })).statusCode).toBe(401);
    expect((await get('/staff/api/session', { cookie: next })).json().data.username).toBe('asha');
  });

  it('expires after 12 hours however active, and after 2 hours idle', async () => {
    const start = server.clock.now.getTime();
    for (let t = start; t < start + SESSION_LIFETIME_MS - 60_000; t += SESSION_IDLE_MS - 60_000) {
      server.clock.now = new Date(t);
      expect((await get('/staff/api/session', { cookie })).statusCode).toBe(200);
    }
    server.clock.now = new Date(start + SESSION_LIFETIME_MS);
    expect((await get('/staff/api/session', { cookie })).statusCode).toBe(401);

    server.clock.now = new Date(start);
    const idle = await server.signIn('asha');
    server.clock.now = new Date(start + SESSION_IDLE_MS + 1);
    expect((await get('/staff/api/session', { cookie: idle })).statusCode).toBe(401);
  });

  it('signing out ends the session', async () => {
    const response = await server.inject({ method: 'DELETE', url: '/staff/api/session', headers: { ...SAME_ORIGIN, cookie } });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await get('/staff/api/session', { cookie })).statusCode).toBe(401);

    const formCookie = await server.signIn('asha');
    const page = await postForm('/staff/logout', {}, { cookie: formCookie });
    expect(page.headers.location).toBe('/staff/login?notice=signed-out');
    expect((await get('/staff', { cookie: formCookie })).statusCode).toBe(303);
  });

  it('sets Secure behind a trusted HTTPS proxy', async () => {
    // Trust named by the proxy's address: this Fastify trusts no X-Forwarded-* header on a bare hop count.
    const app = Fastify({ trustProxy: '127.0.0.1' });
    await registerStaff(app, {
      db: server.db,
      clinicName: 'Test',
      treatments: [],
      branches: [],
      dentists: [],
      site: FIXTURE_SITE,
      timeZone: 'Asia/Kolkata',
      mailEnabled: false,
      decoyCost: TEST_SCRYPT_COST,
    });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const signInVia = (headers: Record<string, string>) =>
        fetch(`${address}/staff/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
          body: JSON.stringify({ username: 'asha', password: TEST_PASSWORD }),
        });
      expect((await signInVia({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie')).toMatch(/; Secure$/);
      expect((await signInVia({})).headers.get('set-cookie')).not.toMatch(/Secure/);
    } finally {
      await app.close();
    }
  });
});

describe('same-origin check on every state change', () => {
  const attempts: Array<[string, Record<string, string>]> = [
    ['a cross-site page', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['another origin (older browser)', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['this host over another scheme', { origin: 'https://localhost', host: 'localhost' }],
    ['this host behind user-info', { origin: 'http://evil@localhost' }],
    ['this host on another port', { origin: 'http://localhost:8080' }],
    ['a request with neither header', {}],
  ];

  it.each(attempts)('refuses a POST from %s, changing nothing', async (_name, headers) => {
    const reference = await submit('contact');
    const api = await server.inject({
      method: 'POST',
      url: `/staff/api/requests/${reference}/status`,
      headers: { ...headers, cookie },
      payload: { status: 'contacted' },
    });
    expect(api.statusCode).toBe(403);
    expect(api.json()).toEqual({ message: expect.stringMatching(/refused/) });
    const form = await server.inject({
      method: 'POST',
      url: `/staff/requests/${reference}/erase`,
      headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=yes',
    });
    expect(form.statusCode).toBe(403);
    expect(form.headers['content-type']).toMatch(/text\/html/);
    const login = await server.inject({
      method: 'POST',
      url: '/staff/login',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=asha&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    const detail = (await get(`/staff/api/requests/${reference}`, { cookie })).json().data;
    expect(detail.request).toMatchObject({ status: 'new', erasedAt: null });
  });

  it('accepts an older browser whose Origin is this host', async () => {
    const reference = await submit('contact');
    const response = await server.inject({
      method: 'POST',
      url: `/staff/api/requests/${reference}/status`,
      headers: { origin: 'http://localhost', cookie },
      payload: { status: 'contacted' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-in limit', () => {
  let limited: StaffTestServer;
  beforeAll(async () => {
    limited = await startStaffTestServer({ loginThrottle: { maxPerAddress: 8, maxPerUsername: 3, windowMs: 15 * 60_000 } });
    await limited.addUser('asha');
    await limited.addUser('ravi');
  });
  afterAll(() => limited.close());

  const tryPassword = (username: string, password: string, address = '203.0.113.7') =>
    limited.inject({ method: 'POST', url: '/staff/api/session', headers: SAME_ORIGIN, payload: { username, password }, remoteAddress: address });

  it('pauses a username after 3 failures, even for the right password, with a clear message, then lets it in again', async () => {
    for (let i = 0; i < 3; i++) expect((await tryPassword('asha', `wrong password ${i}`)).statusCode).toBe(401);
    const paused = await tryPassword('asha', TEST_PASSWORD, '198.51.100.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(
      'Too many failed sign-ins for this username. Signing in is paused for 15 minutes; if you have forgotten the password, ask whoever manages staff accounts to set a new one.',
    );
    expect(Number(paused.headers['retry-after'])).toBe(900);
    // The form says the same, on the page.
    const page = await limited.inject({
      method: 'POST',
      url: '/staff/login',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=asha&password=${encodeURIComponent(TEST_PASSWORD)}`,
      remoteAddress: '198.51.100.2',
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many failed sign-ins for this username.');
    // Another account is not affected.
    expect((await tryPassword('ravi', TEST_PASSWORD)).statusCode).toBe(200);

    limited.clock.now = new Date(limited.clock.now.getTime() + 15 * 60_000 + 1);
    expect((await tryPassword('asha', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('pauses an address after 8 failures across usernames', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < 8; i++) expect((await tryPassword(`user${i}`, 'a wrong password', address)).statusCode).toBe(401);
    const paused = await tryPassword('ravi', TEST_PASSWORD, address);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/^Too many failed sign-ins from your network\. Please try again in \d+ minutes?\.$/);
    // Someone else, elsewhere, signs in as usual.
    expect((await tryPassword('ravi', TEST_PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });
});

describe('the inbox API', () => {
  it('lists requests newest first, with reference, kind, e-mail state and status', async () => {
    const older = await submit('contact', { firstName: 'Older' });
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const newer = await submit('appointment', { firstName: 'Newer' });
    const response = await get('/staff/api/requests', { cookie });
    expect(response.statusCode).toBe(200);
    const { requests, total, page, pageSize } = response.json().data;
    expect(page).toBe(1);
    expect(pageSize).toBe(50);
    expect(total).toBeGreaterThanOrEqual(2);
    const order = requests.map((r: { reference: string }) => r.reference);
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
    expect(requests.find((r: { reference: string }) => r.reference === newer)).toMatchObject({
      kind: 'appointment',
      // The treatment is stored by its id (the API was sent its label).
      values: { firstName: 'Newer', service: 'root-canal', date: '2026-05-10', time: '16:15' },
      status: 'new',
      receivedAt: server.clock.now.toISOString(),
      emails: { clinic: { status: 'pending', attempts: 0, lastError: null } },
    });
  });

  it('filters by status, kind, received date and the day asked for, and searches by name, phone and reference', async () => {
    const name = `Zed${Date.now()}`;
    server.clock.now = new Date('2026-03-02T20:00:00.000Z'); // 3 March, 1:30 am in Ahmedabad
    const march = await submit('contact', { firstName: name, phoneNumber: '9123400001' });
    server.clock.now = new Date('2026-05-10T09:00:00.000Z');
    const may = await submit('appointment', { firstName: name, phoneNumber: '9123400002' });
    await post(`/staff/api/requests/${may}/confirm`, SLOT, { cookie });

    const references = async (query: string) =>
      ((await get(`/staff/api/requests?${query}`, { cookie })).json().data.requests as Array<{ reference: string }>).map((r) => r.reference);

    expect(await references(`q=${name.toLowerCase()}`)).toEqual([may, march]);
    expect(await references(`q=${name}&status=confirmed`)).toEqual([may]);
    expect(await references(`q=${name}&kind=contact`)).toEqual([march]);
    expect(await references(`q=${name}&from=2026-03-03&to=2026-03-03`)).toEqual([march]);
    expect(await references(`q=${name}&to=2026-03-02`)).toEqual([]);
    // The day's appointments: by the date asked for, not the day received.
    const askedFor = (await get(`/staff/api/requests/${may}`, { cookie })).json().data.request.values.date as string;
    expect(await references(`q=${name}&day=${askedFor}`)).toEqual([may]);
    expect(await references(`q=${name}&day=2026-03-03`)).toEqual([]);
    expect(await references(`q=${encodeURIComponent('+91 91234 00002')}`)).toEqual([may]);
    expect(await references(`q=${may.toLowerCase().replace(/-/g, ' ')}`)).toEqual([may]);
    expect(await references(`q=${may.slice(3, 7)}`)).toContain(may);
  });

  it('a search for a reference finds that request alone, and an e-mail address is not read as a phone number', async () => {
    const references = async (query: string) =>
      ((await get(`/staff/api/requests?${query}`, { cookie })).json().data.requests as Array<{ reference: string }>).map((r) => r.reference);
    const name = `Yves${Date.now()}`;
    const quoted = await submit('appointment', { firstName: name, phoneNumber: '9555500001' });
    // Another request whose phone number holds every digit of the quoted reference, in order.
    const digits = quoted.replace(/\D/g, '');
    const lookalike = await submit('contact', { firstName: name, phoneNumber: `9${digits}${'0'.repeat(9)}`.slice(0, 10) });
    expect(await references(`q=${quoted.toLowerCase().replace(/-/g, ' ')}`)).toEqual([quoted]);
    expect(await references(`q=${quoted}`)).toEqual([quoted]);
    // Its six characters alone may be part of a phone number or a name too: those still match.
    expect(await references(`q=${quoted.slice(3).replace('-', '')}`)).toContain(quoted);

    // Digits inside an e-mail address: no phone number is searched for them.
    expect(await references(`q=${encodeURIComponent('meera.95555@example.com')}`)).not.toContain(quoted);
    expect(await references(`q=${encodeURIComponent('95555 00001')}`)).toEqual([quoted]);
    expect((await references(`q=${name}`)).sort()).toEqual([lookalike, quoted].sort());
  });

  it('400 for a filter it cannot use', async () => {
    const response = await get('/staff/api/requests?status=lost&from=2026-02-30', { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Unknown status "lost".*"2026-02-30" is not a date/);
  });

  it('shows one request with its history; 404 for an unknown reference', async () => {
    const reference = await submit('appointment');
    const found = await get(`/staff/api/requests/${reference.toLowerCase()}`, { cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ request: { reference, kind: 'appointment' }, history: [] });
    const missing = await get('/staff/api/requests/DC-ZZZZ-ZZ', { cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No request has the reference DC-ZZZZ-ZZ' });
  });

  it('changes the status and records who, when, from and to', async () => {
    const reference = await submit('appointment');
    const changed = await post(`/staff/api/requests/${reference}/status`, { status: 'contacted' }, { cookie });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ changed: true, request: { status: 'contacted', statusChangedAt: server.clock.now.toISOString() } });

    const other = await server.signIn('vikram');
    server.clock.now = new Date(server.clock.now.getTime() + 3_600_000);
    await post(`/staff/api/requests/${reference}/confirm`, SLOT, { cookie: other });
    // Confirming twice is refused with what to do instead, never a second booking.
    const again = await post(`/staff/api/requests/${reference}/confirm`, SLOT, { cookie: other });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already confirmed .*reschedule/i);

    const { history } = (await get(`/staff/api/requests/${reference}`, { cookie })).json().data;
    expect(history).toMatchObject([
      { action: 'status', fromStatus: 'new', toStatus: 'contacted', actor: 'asha', at: '2026-05-10T09:00:00.000Z', slot: null },
      { action: 'status', fromStatus: 'contacted', toStatus: 'confirmed', actor: 'vikram', at: '2026-05-10T10:00:00.000Z', slot: { date: '2026-05-12' } },
    ]);
    expect(history).toHaveLength(2);
  });

  it('400 for an unknown status, 404 for an unknown request', async () => {
    const reference = await submit('contact');
    expect((await post(`/staff/api/requests/${reference}/status`, { status: 'lost' }, { cookie })).statusCode).toBe(400);
    expect((await post(`/staff/api/requests/${reference}/status`, {}, { cookie })).statusCode).toBe(400);
    expect((await post('/staff/api/requests/DC-ZZZZ-ZZ/status', { status: 'contacted' }, { cookie })).statusCode).toBe(404);
  });

  it('erases the personal fields and the queued e-mails, keeps an audit row, and then refuses changes', async () => {
    const reference = await submit('appointment', { firstName: 'Erasable', message: 'Private details' });
    const { request: before } = (await get(`/staff/api/requests/${reference}`, { cookie })).json().data;
    expect((await listOutbox(server.db)).some((entry) => entry.requestId === before.id)).toBe(true);

    const erased = await post(`/staff/api/requests/${reference}/erase`, {}, { cookie });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.request).toMatchObject({
      reference,
      kind: 'appointment',
      values: { firstName: '', lastName: '', email: '', phoneNumber: '', message: '', service: '', date: '', time: '' },
      erasedAt: server.clock.now.toISOString(),
      erasedBy: 'asha',
      emails: {},
    });
    expect((await listOutbox(server.db)).some((entry) => entry.requestId === before.id)).toBe(false);
    const row = await server.db.kysely.selectFrom('requests').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/Erasable|Private details|asha\.patel|9876543210|root-canal|Root Canal/);

    const { history } = (await get(`/staff/api/requests/${reference}`, { cookie })).json().data;
    expect(history).toMatchObject([{ action: 'erase', fromStatus: 'new', toStatus: null, actor: 'asha', at: server.clock.now.toISOString() }]);
    expect(history).toHaveLength(1);
    expect((await post(`/staff/api/requests/${reference}/erase`, {}, { cookie })).statusCode).toBe(409);
    expect((await post(`/staff/api/requests/${reference}/status`, { status: 'contacted' }, { cookie })).statusCode).toBe(409);
  });

  it('exports the filtered list as CSV, safe to open in a spreadsheet', async () => {
    const name = `Csv${Date.now()}`;
    const reference = await submit('contact', { firstName: name, message: '=HYPERLINK("http://evil.example","click"), "quoted"\nsecond line' });
    await submit('appointment', { firstName: `${name}x` });
    const response = await get(`/staff/api/requests.csv?q=${name}&kind=contact`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="requests-2026-05-10.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFReference,Kind,Status,Received (Asia/Kolkata),First name,Last name,Email,Mobile number,Branch,Message,Treatment,Preferred date,Preferred time,Language,Clinic e-mail,Acknowledgement e-mail,Erased (Asia/Kolkata),Erased by',
    );
    expect(lines[1]).toBe(
      `${reference},Enquiry,New,2026-05-10 14:30,${name},Patel,asha.patel@example.com,(+91) 98765 43210,Branch not chosen,"'=HYPERLINK(""http://evil.example"",""click""), ""quoted""\nsecond line",,,,English,pending,none (e-mail was off when it arrived),,`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(response.body).not.toContain(`${name}x`);
    // An appointment's treatment is written by its label.
    const appointments = await get(`/staff/api/requests.csv?q=${name}x`, { cookie });
    expect(appointments.body.split('\r\n')[1]).toContain(',Root Canal,2026-05-10,16:15,');
  });

  it('answers 404 { message } for an unknown staff API path', async () => {
    const response = await get('/staff/api/nothing-here', { cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No staff API endpoint GET /staff/api/nothing-here' });
  });
});

describe('the inbox pages', () => {
  it('list requests with tel and WhatsApp links, every value escaped, and no script', async () => {
    const reference = await submit('appointment', { firstName: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' });
    const response = await get(`/staff?q=${reference}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(reference);
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toMatch(/<script|<img/i);
    expect(response.body).toContain('href="tel:+919876543210"');
    expect(response.body).toMatch(/href="https:\/\/wa\.me\/919876543210\?text=[^"]+"/);
    expect(response.body).toContain('href="mailto:asha.patel@example.com"');
    expect(response.body).toContain('Signed in as <strong>asha</strong>');
    expect(response.body).toContain('Sun 10 May 2026, 2:30 pm');
    expect(response.body).toContain('E-mail delivery is off on this server');
  });

  it("show the patient's language on the card, the request page and the CSV", async () => {
    const name = `Lang${Date.now()}`;
    const reference = await submit('contact', { firstName: name, lastName: 'પટેલ', language: 'gu' });
    for (const path of [`/staff?q=${reference}`, `/staff/requests/${reference}`]) {
      const page = await get(path, { cookie });
      expect(page.body).toMatch(/<dt>Language<\/dt><dd>Gujarati<\/dd>/);
      expect(page.body).toContain('પટેલ');
    }
    const csv = await get(`/staff/api/requests.csv?q=${name}`, { cookie });
    expect(csv.body.split('\r\n')[1]).toContain(',Gujarati,');
  });

  it('change a status with one form post, then say so on the page they return to', async () => {
    const reference = await submit('contact');
    const response = await postForm(`/staff/requests/${reference}/status`, { status: 'contacted', return: '/staff?status=new' }, { cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/staff?status=new&notice=status%3A${reference}%3Acontacted`);
    const page = await get(response.headers.location as string, { cookie });
    expect(page.body).toContain(`${reference} is now Contacted.`);
    expect(page.body).not.toContain(`id="request-${reference}"`); // no longer new
  });

  it('never return anywhere but a staff page', async () => {
    const evils = [
      'https://evil.example/',
      '//evil.example',
      '/staff/../x',
      '/\\evil.example',
      '/contact',
      // Dot segments a browser resolves (also when percent-encoded) before it follows the Location.
      '/staff/requests/../..//evil.example',
      '/staff/requests/%2e%2e/%2E%2E//evil.example',
      '/staff/requests/../../contact',
      '/staff/requests/./../../..//evil.example?x=1',
    ];
    for (const evil of evils) {
      // A new request each time: one is marked contacted once.
      const reference = await submit('contact');
      const response = await postForm(`/staff/requests/${reference}/status`, { status: 'contacted', return: evil }, { cookie });
      const location = String(response.headers.location);
      expect(location, evil).toMatch(/^\/staff(\?|$)/);
      // Where a browser would land: still a staff page of this site.
      const landed = new URL(location, 'http://clinic.example');
      expect(landed.origin, evil).toBe('http://clinic.example');
      expect(landed.pathname, evil).toMatch(/^\/staff(\/|$)/);
    }
  });

  it('keep a staff page return address as it is, once normalised', async () => {
    const reference = await submit('contact');
    const response = await postForm(`/staff/requests/${reference}/status`, { status: 'contacted', return: `/staff/requests/./${reference}` }, { cookie });
    expect(String(response.headers.location)).toMatch(new RegExp(`^/staff/requests/${reference}\\?notice=`));
  });

  it('show a request with its history, and erase it only when confirmed', async () => {
    const reference = await submit('appointment', { firstName: 'Meera' });
    await postForm(`/staff/requests/${reference}/confirm`, SLOT, { cookie });
    const detail = await get(`/staff/requests/${reference}`, { cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('<h1 class="request__reference"');
    expect(detail.body).toMatch(/New → Confirmed/);
    expect(detail.body).toContain('<dd>Root Canal</dd>');
    // The erase form says what erasure really removes: the treatment and the time asked for too.
    expect(detail.body).toContain(
      'its first name, last name, email, mobile number, treatment, preferred date, preferred time and message are removed for good',
    );
    expect(detail.body).not.toMatch(/treatment and this history stay/);

    const unconfirmed = await postForm(`/staff/requests/${reference}/erase`, {}, { cookie });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Tick the box to confirm');

    // A reference typed in lower case erases the same request, as the API does.
    const erased = await postForm(`/staff/requests/${reference.toLowerCase()}/erase`, { confirm: 'yes' }, { cookie });
    expect(erased.statusCode).toBe(303);
    const after = await get(erased.headers.location as string, { cookie });
    expect(after.body).toContain(`The personal details of ${reference} were erased.`);
    expect(after.body).toContain('Personal details erased');
    expect(after.body).not.toContain('Meera');
  });

  it('send a typed reference to its canonical address, and 404 an unknown one', async () => {
    const reference = await submit('contact');
    const typed = await get(`/staff/requests/${reference.toLowerCase()}`, { cookie });
    expect(typed.statusCode).toBe(303);
    expect(typed.headers.location).toBe(`/staff/requests/${reference}`);
    const missing = await get('/staff/requests/DC-ZZZZ-ZZ', { cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-robots-tag']).toBe('noindex, nofollow');
    const unknownPage = await get('/staff/whatever', { cookie });
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toContain('There is no staff page');
  });

  it('serve their stylesheet, cacheable when versioned', async () => {
    const page = await get('/staff/login');
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)![1];
    expect(href).toMatch(/^\/staff\/staff\.css\?v=[0-9a-f]{12}$/);
    const css = await get(href);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a signed-in visit to the sign-in page goes to the inbox', async () => {
    const response = await get('/staff/login', { cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff');
  });
});
