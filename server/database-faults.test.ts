import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../src/contract/api-contract';
import { SAMPLE_CONTACT } from './api/testing/sample-requests';
import { createStaffUser } from './db/staff-repository';
import { hashPassword } from './staff/password-hashing';
import { SAME_ORIGIN, TEST_PASSWORD, TEST_SCRYPT_COST } from './staff/testing/staff-test-server';
import { countContactRequests, startSiteTestServer, type SiteTestServer } from './testing/site-test-server';

/**
 * The whole site on a database it cannot write to: a write lock another connection holds (a
 * second process, a backup tool, a long migration), and a file that is read-only. Database calls
 * are synchronous; none may hold the only thread for long, cached pages keep being served, and
 * a request that cannot be stored is told so honestly (503, Retry-After, a message), never 500.
 */

const CONTACT_API = `${API_BASE}${apiPaths.createContactInquiry}`;
const FORM_VALUES = { ...SAMPLE_CONTACT, firstName: 'Lockedout' };

function postContact(site: SiteTestServer) {
  return site.app.inject({ method: 'POST', url: CONTACT_API, payload: FORM_VALUES });
}

function postContactForm(site: SiteTestServer) {
  const { countryCode: _fixed, ...fields } = FORM_VALUES;
  return site.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function timedPageView(site: SiteTestServer, url: string): Promise<number> {
  const started = performance.now();
  const page = await site.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return performance.now() - started;
}

/** A member of staff signs in on the sign-in page: the session is written to the database. */
function signInOnPage(site: SiteTestServer) {
  return site.app.inject({
    method: 'POST',
    url: '/staff/login',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ username: 'reception', password: TEST_PASSWORD }).toString(),
  });
}

function expectUnavailable(answer: { statusCode: number; headers: Record<string, unknown> }) {
  expect(answer.statusCode).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a write lock held by another connection', () => {
  let site: SiteTestServer;
  let locker: BetterSqlite3.Database;

  beforeAll(async () => {
    site = await startSiteTestServer({ formRateLimit: false });
    // The pages the test views are in the page cache before the lock is taken.
    await timedPageView(site, '/');
    await timedPageView(site, '/about');
    // And the form's page has been rendered once (the first render loads its modules).
    await timedPageView(site, '/contact');
    await createStaffUser(
      site.db,
      { username: 'reception', passwordHash: await hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST), role: 'admin' },
      { actor: 'test', at: new Date() },
    );
    locker = new BetterSqlite3(site.db.path);
    locker.exec('BEGIN EXCLUSIVE');
  }, 60_000);

  afterAll(async () => {
    if (locker?.inTransaction) locker.exec('ROLLBACK');
    locker?.close();
    await site?.close();
  });

  it('a post waits without holding the thread, then answers 503 with Retry-After and a message; cached pages answer meanwhile', async () => {
    const before = await countContactRequests(site);
    const started = performance.now();
    const waiting = [postContact(site), postContactForm(site)];
    let settled = false;
    void Promise.all(waiting).finally(() => (settled = true));
    const pageViews: number[] = [];
    // Page views for as long as the posts wait: each must be served at once from the cache. A
    // cached page can be answered in microtasks alone, so the loop lets the event loop turn too.
    while (!settled) {
      pageViews.push(await timedPageView(site, pageViews.length % 2 === 0 ? '/' : '/about'));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const [api, form] = await Promise.all(waiting);
    const waitedMs = performance.now() - started;

    expectUnavailable(api);
    expect(api.json()).toEqual({ message: expect.stringMatching(/try again/i) });
    expectUnavailable(form);
    expect(form.headers['content-type']).toMatch(/text\/html/);
    // The form comes back with what was typed and says why.
    expect(form.body).toContain('value="Lockedout"');
    expect(form.body).toMatch(/try again/i);

    expect(pageViews.length).toBeGreaterThan(5);
    expect(Math.max(...pageViews)).toBeLessThan(250);
    expect(waitedMs).toBeLessThan(4000);
    expect(await countContactRequests(site)).toBe(before);
  }, 30_000);

  it('the staff sign-in page answers 503 with Retry-After and a page that says why, not a 500', async () => {
    const answer = await signInOnPage(site);
    expectUnavailable(answer);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toMatch(/cannot be reached just now/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('once the lock is released, the same post is stored and staff can sign in', async () => {
    locker.exec('ROLLBACK');
    const stored = await postContact(site);
    expect(stored.statusCode).toBe(201);
    expect((await signInOnPage(site)).statusCode).toBe(303);
  });
});

describe('a read-only database file', () => {
  let site: SiteTestServer;

  beforeAll(async () => {
    site = await startSiteTestServer({ formRateLimit: false, readonlyDatabase: true });
  }, 60_000);
  afterAll(() => site?.close());

  it('pages are still served', async () => {
    await timedPageView(site, '/');
    await timedPageView(site, '/contact');
  });

  it('a post through the API answers 503 with Retry-After and a message', async () => {
    const answer = await postContact(site);
    expectUnavailable(answer);
    expect(answer.json()).toEqual({ message: expect.stringMatching(/try again/i) });
  });

  it('a form posted without JavaScript comes back with what was typed, a message and 503', async () => {
    const answer = await postContactForm(site);
    expectUnavailable(answer);
    expect(answer.body).toContain('value="Lockedout"');
    expect(answer.body).toMatch(/try again/i);
  });
});
