import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { listStaffAccountEvents, listStaffAccounts } from '../db/staff-repository';
import { verifyPassword } from './password-hashing';
import { SAME_ORIGIN, TEST_PASSWORD, sessionCookieOf, startStaffTestServer, type StaffTestServer } from './testing/staff-test-server';

/**
 * Roles and accounts through the staff pages and the staff API: what each role may reach (the
 * server refuses, not only the page hiding a link), the Accounts pages' forms, the last-admin rule,
 * and disabled accounts.
 */

let server: StaffTestServer;
let admin: string;
let desk: string;
let reference: string;

const NEW_PASSWORD = 'a new long passphrase';

beforeAll(async () => {
  server = await startStaffTestServer({ loginThrottle: { maxPerAddress: 1000, maxPerUsername: 1000, windowMs: 60_000 } });
  await server.addUser('asha', TEST_PASSWORD, 'admin');
  await server.addUser('ravi', TEST_PASSWORD, 'front-desk');
  const response = await server.inject({ method: 'POST', url: '/api/v1/contacts/create-contacts-inquiry', payload: SAMPLE_CONTACT });
  reference = (response.json().data as { reference: string }).reference;
});
afterAll(() => server.close());
beforeEach(async () => {
  admin = await server.signIn('asha');
  desk = await server.signIn('ravi');
});

const get = (url: string, cookie?: string) => server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const postForm = (url: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = SAME_ORIGIN) =>
  server.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers, ...(cookie ? { cookie } : {}) },
  });
const postJson = (url: string, payload: Record<string, string>, cookie?: string) =>
  server.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });

/** The text of an HTML page without its tags, for reading what it says. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('what front desk may reach', () => {
  const apiRoutes = () =>
    [
      ['GET', '/staff/api/requests', 200],
      ['GET', '/staff/api/requests.csv', 200],
      ['GET', `/staff/api/requests/${reference}`, 200],
      ['POST', `/staff/api/requests/${reference}/status`, 200],
      ['POST', `/staff/api/requests/${reference}/erase`, 403],
      ['GET', '/staff/api/accounts', 403],
      ['POST', '/staff/api/accounts', 403],
      ['GET', '/staff/api/accounts/asha', 403],
      ['POST', '/staff/api/accounts/asha/role', 403],
      ['POST', '/staff/api/accounts/asha/disable', 403],
      ['POST', '/staff/api/accounts/asha/enable', 403],
      ['POST', '/staff/api/accounts/asha/password', 403],
    ] as const;

  it('the API: requests yes, erasure and accounts 403 { message }', async () => {
    for (const [method, url, status] of apiRoutes()) {
      const payload = { status: 'contacted', username: 'x', role: 'admin', password: NEW_PASSWORD };
      const response = await server.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: desk }, ...(method === 'POST' ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (status === 403) expect(response.json(), url).toEqual({ message: expect.stringMatching(/^Your account \(Front desk\) cannot .+ Ask an admin/) });
    }
    // Nothing refused was done.
    expect(
      (await server.inject({ method: 'GET', url: `/staff/api/requests/${reference}`, headers: { cookie: desk } })).json().data.request.erasedAt,
    ).toBeNull();
    expect((await listStaffAccounts(server.db)).map((account) => [account.username, account.role, account.disabledAt])).toEqual([
      ['asha', 'admin', null],
      ['ravi', 'front-desk', null],
    ]);
  });

  it('the pages: erasure and accounts answer a 403 page that says why; the inbox and a request open', async () => {
    for (const [method, url] of [
      ['GET', '/staff/accounts'],
      ['GET', '/staff/accounts/asha'],
      ['POST', '/staff/accounts'],
      ['POST', '/staff/accounts/asha/role'],
      ['POST', '/staff/accounts/asha/disable'],
      ['POST', '/staff/accounts/ravi/enable'],
      ['POST', '/staff/accounts/asha/password'],
      ['POST', `/staff/requests/${reference}/erase`],
    ] as const) {
      const response = method === 'GET' ? await get(url, desk) : await postForm(url, { confirm: 'yes', role: 'admin', username: 'x' }, desk);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<h1>Not allowed</h1>');
      expect(textOf(response.body)).toMatch(
        /Your account \(Front desk\) cannot (manage staff accounts|erase the personal details of a request)\. Ask an admin/,
      );
    }
    expect((await get('/staff', desk)).statusCode).toBe(200);
    expect((await get(`/staff/requests/${reference}`, desk)).statusCode).toBe(200);
    // A request of its own: the API test above marked the shared one contacted, which is taken once.
    const fresh = await server.inject({ method: 'POST', url: '/api/v1/contacts/create-contacts-inquiry', payload: SAMPLE_CONTACT });
    const freshReference = (fresh.json().data as { reference: string }).reference;
    const status = await postForm(`/staff/requests/${freshReference}/status`, { status: 'contacted' }, desk);
    expect(status.statusCode).toBe(303);
  });

  it('the pages offer front desk no control it may not use: no Accounts link, no erase form; status buttons and CSV stay', async () => {
    const inbox = (await get('/staff', desk)).body;
    expect(inbox).not.toContain('href="/staff/accounts"');
    expect(inbox).toContain('Signed in as <strong>ravi</strong>');
    expect(inbox).toContain('(Front desk)');
    expect(inbox).toContain('/staff/api/requests.csv');
    expect(inbox).toContain(`action="/staff/requests/${reference}/status"`);
    expect(inbox).not.toContain('and erasure');
    const page = (await get(`/staff/requests/${reference}`, desk)).body;
    expect(page).not.toContain('/erase"');
    expect(page).not.toMatch(/Erase personal details/);

    const adminInbox = (await get('/staff', admin)).body;
    expect(adminInbox).toMatch(
      /<nav class="staff-nav" aria-label="Staff area">.*href="\/staff" aria-current="page">Requests<.*href="\/staff\/accounts">Accounts</s,
    );
    expect((await get(`/staff/requests/${reference}`, admin)).body).toContain(`action="/staff/requests/${reference}/erase"`);
    const accountsPage = (await get('/staff/accounts', admin)).body;
    expect(accountsPage).toContain('href="/staff/accounts" aria-current="page"');
  });
});

describe('the Accounts pages (admin)', () => {
  it('list every colleague with role, state and last sign-in', async () => {
    const response = await get('/staff/accounts', admin);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
    const text = textOf(response.body);
    expect(text).toMatch(/asha \(you\) Admin Active Last signed in/);
    expect(text).toMatch(/ravi Front desk Active Last signed in/);
  });

  it('add a colleague: post, redirect, get; the password hashed, the change recorded', async () => {
    const response = await postForm('/staff/accounts', { username: ' Meera ', role: 'front-desk', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, admin);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff/accounts/meera?notice=created');
    const page = await get(response.headers.location as string, admin);
    expect(textOf(page.body)).toContain('The account meera (Front desk) was created.');
    const meera = await server.signIn('meera', NEW_PASSWORD);
    expect((await get('/staff/api/session', meera)).json().data).toMatchObject({ username: 'meera', role: 'front-desk' });
    expect((await listStaffAccountEvents(server.db, 'meera')).map(({ action, role, actor }) => [action, role, actor])).toEqual([
      ['create', 'front-desk', 'asha'],
    ]);
  });

  it('refuses a bad add with each error at its field, keeping the username and role but never the passwords', async () => {
    const response = await postForm('/staff/accounts', { username: 'a b', role: 'owner', password: 'short', confirm: 'short' }, admin);
    expect(response.statusCode).toBe(400);
    const body = response.body;
    expect(body).toMatch(/<p id="new-username-error" class="field__error">A username has 2 to 32 characters/);
    expect(body).toMatch(/<input id="new-username"[^>]*aria-invalid="true"[^>]*aria-describedby="new-username-error new-username-hint"/);
    expect(body).toMatch(/<input id="new-username"[^>]*value="a b"/);
    expect(body).toMatch(/<fieldset class="role-choice" aria-describedby="new-role-error">/);
    expect(body).toContain('Choose a role: Admin, Front desk or Editor.');
    expect(body).toMatch(/<input id="new-password"[^>]*aria-invalid="true"[^>]*aria-describedby="new-password-error new-password-hint"/);
    expect(body).toContain('The password must have at least 12 characters.');
    expect(body).not.toContain('value="short"');
    expect(body).toMatch(/role="alert".*href="#new-username"/s);

    const mismatch = await postForm('/staff/accounts', { username: 'nisha', role: 'admin', password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` }, admin);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toMatch(/<input id="new-confirm"[^>]*aria-invalid="true"[^>]*aria-describedby="new-confirm-error"/);
    expect(mismatch.body).toMatch(/<input type="radio"[^>]*id="new-role-admin"|id="new-role-admin"[^>]*checked/);

    const taken = await postForm('/staff/accounts', { username: 'ASHA', role: 'admin', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, admin);
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain('There is already an account &quot;asha&quot;. Choose another username.');
    expect((await listStaffAccounts(server.db)).map((account) => account.username)).not.toContain('nisha');
  });

  it('every form is refused from another origin, before anything changes', async () => {
    const response = await postForm('/staff/accounts', { username: 'evil', role: 'admin', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, admin, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    const api = await server.inject({ method: 'POST', url: '/staff/api/accounts/ravi/disable', headers: { cookie: admin, origin: 'https://evil.example' } });
    expect(api.statusCode).toBe(403);
    expect((await listStaffAccounts(server.db)).find((account) => account.username === 'ravi')?.disabledAt).toBeNull();
    expect((await listStaffAccounts(server.db)).map((account) => account.username)).not.toContain('evil');
  });

  it("change a role; the colleague's open session gets it at once", async () => {
    await server.addUser('kiran', TEST_PASSWORD, 'front-desk');
    const kiran = await server.signIn('kiran');
    const response = await postForm('/staff/accounts/kiran/role', { role: 'admin' }, admin);
    expect(response.headers.location).toBe('/staff/accounts/kiran?notice=role');
    expect((await get('/staff/accounts', kiran)).statusCode).toBe(200);
    expect((await postForm('/staff/accounts/kiran/role', { role: 'admin' }, admin)).headers.location).toBe('/staff/accounts/kiran?notice=unchanged');
    const unknown = await postForm('/staff/accounts/kiran/role', { role: 'owner' }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose a role: Admin, Front desk or Editor.');
    expect((await postForm('/staff/accounts/nobody/role', { role: 'admin' }, admin)).statusCode).toBe(404);
  });

  it('reset a password: twice typed, hashed, every session of the account ends', async () => {
    await server.addUser('devi', TEST_PASSWORD, 'front-desk');
    const devi = await server.signIn('devi');
    const mismatch = await postForm('/staff/accounts/devi/password', { password: NEW_PASSWORD, confirm: 'something else entirely' }, admin);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toMatch(/<input id="reset-confirm"[^>]*aria-invalid="true"/);
    expect((await get('/staff/api/session', devi)).statusCode).toBe(200);

    const response = await postForm('/staff/accounts/devi/password', { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, admin);
    expect(response.headers.location).toBe('/staff/accounts/devi?notice=password');
    expect((await get('/staff/api/session', devi)).statusCode).toBe(401);
    const stored = await server.db.kysely.selectFrom('staff_users').select('password_hash').where('username', '=', 'devi').executeTakeFirstOrThrow();
    expect(await verifyPassword(NEW_PASSWORD, stored.password_hash)).toBe(true);
    expect((await listStaffAccountEvents(server.db, 'devi')).map((event) => [event.action, event.actor])).toEqual([
      ['create', '(command line)'],
      ['password', 'asha'],
    ]);
  });
});

describe('disabled accounts', () => {
  it('disabling ends the sessions at once; sign-in is refused with a message that says to ask an admin, only to the right password', async () => {
    await server.addUser('sana', TEST_PASSWORD, 'front-desk');
    const sana = await server.signIn('sana');
    const response = await postForm('/staff/accounts/sana/disable', {}, admin);
    expect(response.headers.location).toBe('/staff/accounts/sana?notice=disabled');
    expect((await get('/staff', sana)).headers.location).toBe('/staff/login');
    expect((await get('/staff/api/requests', sana)).statusCode).toBe(401);

    const right = await postJson('/staff/api/session', { username: 'sana', password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: 'This account is disabled. Ask an admin of the staff area to enable it again.' });
    expect(sessionCookieOf(right)).toBeUndefined();
    const wrong = await postJson('/staff/api/session', { username: 'sana', password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    const form = await postForm('/staff/login', { username: 'sana', password: TEST_PASSWORD });
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain('This account is disabled.');

    const list = textOf((await get('/staff/accounts', admin)).body);
    expect(list).toMatch(/sana Front desk Disabled/);
    expect(textOf((await get('/staff/accounts/sana', admin)).body)).toMatch(/Disabled .* by asha/);

    expect((await postForm('/staff/accounts/sana/enable', {}, admin)).headers.location).toBe('/staff/accounts/sana?notice=enabled');
    expect((await postJson('/staff/api/session', { username: 'sana', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("the sign-in limit still counts a disabled account's attempts, right password or not", async () => {
    const limited = await startStaffTestServer({ loginThrottle: { maxPerAddress: 100, maxPerUsername: 3, windowMs: 60_000 } });
    try {
      await limited.addUser('asha', TEST_PASSWORD, 'admin');
      await limited.addUser('omar', TEST_PASSWORD, 'front-desk');
      const asha = await limited.signIn('asha');
      await limited.inject({ method: 'POST', url: '/staff/api/accounts/omar/disable', headers: { ...SAME_ORIGIN, cookie: asha } });
      const attempt = () =>
        limited.inject({ method: 'POST', url: '/staff/api/session', headers: SAME_ORIGIN, payload: { username: 'omar', password: TEST_PASSWORD } });
      expect([(await attempt()).statusCode, (await attempt()).statusCode, (await attempt()).statusCode]).toEqual([403, 403, 403]);
      const fourth = await attempt();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the last active admin', () => {
  it('cannot be disabled or given another role, by themselves or anyone, with a message that says why; another admin can', async () => {
    const solo = await startStaffTestServer();
    try {
      await solo.addUser('asha', TEST_PASSWORD, 'admin');
      await solo.addUser('ravi', TEST_PASSWORD, 'front-desk');
      await solo.addUser('old', TEST_PASSWORD, 'admin');
      const asha = await solo.signIn('asha');
      const form = (url: string, fields: Record<string, string>) =>
        solo.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, cookie: asha },
        });
      // A disabled admin does not count as one who can manage accounts.
      expect((await form('/staff/accounts/old/disable', {})).statusCode).toBe(303);

      const demote = await form('/staff/accounts/asha/role', { role: 'front-desk' });
      expect(demote.statusCode).toBe(409);
      expect(textOf(demote.body)).toContain('You are the only active admin, so your account cannot be given another role');
      const disable = await form('/staff/accounts/asha/disable', {});
      expect(disable.statusCode).toBe(409);
      expect(disable.body).toMatch(
        /<p id="state-error" class="notice notice--error" role="alert">You are the only active admin, so your account cannot be disabled/,
      );
      const api = await solo.inject({ method: 'POST', url: '/staff/api/accounts/asha/disable', headers: { ...SAME_ORIGIN, cookie: asha } });
      expect(api.statusCode).toBe(409);
      expect(api.json()).toEqual({ message: expect.stringMatching(/^You are the only active admin/) });
      expect((await solo.inject({ method: 'GET', url: '/staff/api/session', headers: { cookie: asha } })).json().data.role).toBe('admin');

      // With a second active admin, either may step down.
      expect((await form('/staff/accounts/ravi/role', { role: 'admin' })).statusCode).toBe(303);
      expect((await form('/staff/accounts/asha/role', { role: 'front-desk' })).headers.location).toBe('/staff/accounts/asha?notice=role');
      // Asha is front desk now: the Accounts pages are closed to her at once.
      expect((await solo.inject({ method: 'GET', url: '/staff/accounts', headers: { cookie: asha } })).statusCode).toBe(403);
      const ravi = await solo.signIn('ravi');
      const last = await solo.inject({
        method: 'POST',
        url: '/staff/api/accounts/ravi/role',
        headers: { ...SAME_ORIGIN, cookie: ravi },
        payload: { role: 'front-desk' },
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toMatch(/^You are the only active admin/);
    } finally {
      await solo.close();
    }
  });

  it('counts only active admins: once a disabled admin is enabled again, the other may step down', async () => {
    const solo = await startStaffTestServer();
    try {
      await solo.addUser('asha', TEST_PASSWORD, 'admin');
      await solo.addUser('ravi', TEST_PASSWORD, 'admin');
      const asha = await solo.signIn('asha');
      await solo.inject({ method: 'POST', url: '/staff/api/accounts/asha/disable', headers: { ...SAME_ORIGIN, cookie: asha } });
      const ravi = await solo.signIn('ravi');
      const response = await solo.inject({ method: 'POST', url: '/staff/api/accounts/ravi/disable', headers: { ...SAME_ORIGIN, cookie: ravi } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^You are the only active admin/);
      const enable = await solo.inject({ method: 'POST', url: '/staff/api/accounts/asha/enable', headers: { ...SAME_ORIGIN, cookie: ravi } });
      expect(enable.json().data).toMatchObject({ account: { username: 'asha', disabledAt: null }, changed: true });
      const again = await solo.inject({ method: 'POST', url: '/staff/api/accounts/ravi/disable', headers: { ...SAME_ORIGIN, cookie: ravi } });
      expect(again.statusCode).toBe(200);
      // Ravi disabled himself: his own session ended with it.
      expect((await solo.inject({ method: 'GET', url: '/staff/api/session', headers: { cookie: ravi } })).statusCode).toBe(401);
    } finally {
      await solo.close();
    }
  });
});

describe('the accounts API (admin)', () => {
  it("lists, creates (201), opens, and answers 400 with each field's problem", async () => {
    const list = await get('/staff/api/accounts', admin);
    expect(list.json().data.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'asha', role: 'admin', disabledAt: null })]));
    expect(JSON.stringify(list.json())).not.toMatch(/scrypt|password_hash|passwordHash/);
    const created = await postJson('/staff/api/accounts', { username: 'tara', role: 'front-desk', password: NEW_PASSWORD }, admin);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ account: { username: 'tara', role: 'front-desk' }, changed: true });
    const bad = await postJson('/staff/api/accounts', { username: '', role: '', password: '' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: expect.any(String),
      errors: { username: 'Enter a username.', role: 'Choose a role: Admin, Front desk or Editor.', password: 'Enter a password.' },
    });
    expect((await get('/staff/api/accounts/tara', admin)).json().data.history).toEqual([
      { username: 'tara', action: 'create', role: 'front-desk', actor: 'asha', at: server.clock.now.toISOString() },
    ]);
    expect((await get('/staff/api/accounts/nobody', admin)).statusCode).toBe(404);
  });
});
