import pg from 'pg';
import { startMailSink } from './mail/testing/mail-sink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointmentChoices } from '../src/content/derived-lists';
import { API_BASE, apiPaths, blogBySlugPath, type EnquiryReceipt } from '../src/contract/api-contract';
import { SAMPLE_CONTACT } from './api/testing/sample-requests';
import { editBlog } from './db/content-writer';
import { createStaffUser } from './db/staff-repository';
import { startOutboxWorker, type OutboxWorker } from './mail/outbox-worker';
import { startRetentionJob, type RetentionJob } from './retention/retention-job';
import { hashPassword } from './staff/password-hashing';
import { SAME_ORIGIN, TEST_PASSWORD, TEST_SCRYPT_COST, sessionCookieOf } from './staff/testing/staff-test-server';
import {
  createFaultsDatabase,
  dropFaultsDatabase,
  faultsDatabaseUrl,
  startCluster,
  stopCluster,
  tryLockCluster,
  unlockCluster,
} from './testing/faults-cluster';
import { countContactRequests, startSiteTestServer, type SiteTestServer } from './testing/site-test-server';

/**
 * The whole site on a PostgreSQL server that becomes slow, then stops, then comes back: the
 * cluster `15 faults` of server/testing/faults-cluster.ts, stopped and started by the test
 * itself. Pages keep being served from what the site holds, a request that cannot be stored is
 * told so (503, Retry-After, a message; the no-JS form with what was typed), nothing is
 * acknowledged that was not stored, and the site uses the server again, by itself, once it is
 * back.
 */

const DATABASE = `faults_site_${process.pid}`;
const DATABASE_URL = faultsDatabaseUrl(DATABASE);
/** Short limits, so the test sees each act within seconds (the defaults: postgres-settings.ts). */
const LIMITS = { poolSize: 4, connectTimeoutMs: 1000, statementTimeoutMs: 1500, idleInTransactionTimeoutMs: 10_000 };
/** A refused request is answered within its limit and some slack for a loaded machine: never left hanging. */
const ANSWERED_WITHIN_MS = LIMITS.statementTimeoutMs + LIMITS.connectTimeoutMs + 2000;

const CONTACT_API = `${API_BASE}${apiPaths.createContactInquiry}`;
const STAFF_USER = 'reception';

/** A contact request whose first name tells the rows of each step apart. */
function contactValues(firstName: string) {
  return { ...SAMPLE_CONTACT, firstName };
}

function postContact(site: SiteTestServer, firstName: string) {
  return site.app.inject({ method: 'POST', url: CONTACT_API, payload: contactValues(firstName) });
}

function postContactForm(site: SiteTestServer, firstName: string) {
  const { countryCode: _fixed, ...fields } = contactValues(firstName);
  return site.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function viewStaffInbox(site: SiteTestServer, cookie: string) {
  return site.app.inject({ method: 'GET', url: '/staff', headers: { cookie, accept: 'text/html' } });
}

function signInOnPage(site: SiteTestServer) {
  return site.app.inject({
    method: 'POST',
    url: '/staff/login',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ username: STAFF_USER, password: TEST_PASSWORD }).toString(),
  });
}

/** A GET that must answer 200: a page, or anything else served from what the site keeps. */
async function timedPageView(site: SiteTestServer, url: string): Promise<number> {
  const started = performance.now();
  const page = await site.app.inject({ method: 'GET', url });
  expect(page.statusCode, url).toBe(200);
  return performance.now() - started;
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown };

/**
 * Retry-After: a few seconds when the server is slow or busy (a statement cancelled by its
 * timeout, no free connection), a minute when it cannot be reached (database-unavailable.ts).
 */
const RETRY_AFTER = { slow: 5, down: 60 } as const;
type Fault = keyof typeof RETRY_AFTER;

function expectUnavailable(answer: Answer, fault: Fault) {
  expect(answer.statusCode).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBe(RETRY_AFTER[fault]);
}

function expectApiUnavailable(answer: Answer, fault: Fault) {
  expectUnavailable(answer, fault);
  expect(answer.json()).toEqual({ message: expect.stringMatching(/try again/i) });
}

/** The no-JS form comes back as a page, with what was typed and why it was not stored. */
function expectFormKept(answer: Answer, firstName: string, fault: Fault) {
  expectUnavailable(answer, fault);
  expect(answer.headers['content-type']).toMatch(/text\/html/);
  expect(answer.body).toContain(`value="${firstName}"`);
  expect(answer.body).toContain(`value="${SAMPLE_CONTACT.email}"`);
  expect(answer.body).toContain(`>${SAMPLE_CONTACT.message}</textarea>`);
  expect(answer.body).toMatch(/try again/i);
}

function expectStaffUnavailable(answer: Answer, fault: Fault) {
  expectUnavailable(answer, fault);
  expect(answer.headers['content-type']).toMatch(/text\/html/);
  expect(answer.body).toMatch(/cannot be reached just now/);
}

/**
 * Views cached pages for as long as `work` runs, each timed: none may wait on the database. A
 * cached page can be answered in microtasks alone, so the loop lets the event loop turn too.
 */
async function pageViewsDuring<T>(site: SiteTestServer, work: Promise<T>): Promise<{ result: T; pageViews: number[] }> {
  let settled = false;
  void work.finally(() => (settled = true)).catch(() => undefined);
  const pageViews: number[] = [];
  while (!settled) {
    pageViews.push(await timedPageView(site, pageViews.length % 2 === 0 ? '/' : '/about'));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { result: await work, pageViews };
}

/**
 * Page views served from the cache: typically a millisecond. Renders of the refused forms share
 * the one thread, so a view may queue behind one on a loaded machine; none may have waited for
 * the database, whose shortest wait (for a connection) is LIMITS.connectTimeoutMs.
 */
function expectServedFromCache(pageViews: readonly number[]) {
  const sorted = [...pageViews].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(25);
  expect(sorted[sorted.length - 1]).toBeLessThan(LIMITS.connectTimeoutMs * 0.75);
}

/** A second connection that holds `requests` locked against everyone, as a long migration or a stuck job would. */
async function lockRequestsTable(): Promise<pg.Client> {
  const locker = new pg.Client({ connectionString: DATABASE_URL });
  // The cluster is stopped while this connection is open: its error is expected, not a crash.
  locker.on('error', () => {});
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table requests in access exclusive mode');
  return locker;
}

async function release(locker: pg.Client): Promise<void> {
  await locker.query('rollback').catch(() => undefined);
  await locker.end().catch(() => undefined);
}

/** Statements of the site waiting for a lock (seen from the locker's own connection). */
async function waitingOnLock(locker: pg.Client): Promise<number> {
  const { rows } = await locker.query<{ waiting: number }>(
    "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return rows[0].waiting;
}

async function storedReferences(site: SiteTestServer, references: readonly string[]): Promise<string[]> {
  if (references.length === 0) return [];
  const rows = await site.db.kysely.selectFrom('requests').select('reference').where('reference', 'in', references).execute();
  return rows.map((row) => row.reference);
}

async function storedReferencesByFirstName(site: SiteTestServer, prefix: string): Promise<string[]> {
  const rows = await site.db.kysely.selectFrom('requests').select('reference').where('first_name', 'like', `${prefix}%`).execute();
  return rows.map((row) => row.reference);
}

async function countByFirstName(site: SiteTestServer, prefix: string): Promise<number> {
  const rows = await site.db.kysely.selectFrom('requests').select('id').where('first_name', 'like', `${prefix}%`).execute();
  return rows.length;
}

/** What the background jobs logged as errors: they must notice the outage, and live through it. */
function recordingLog() {
  const errors: string[] = [];
  const ignore = () => {};
  return { errors, info: ignore, warn: ignore, error: (_details: object, message: string) => errors.push(message) };
}

describe('PostgreSQL slow, then stopped, then back', () => {
  let site: SiteTestServer;
  let staffCookie: string;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  let outbox: OutboxWorker;
  let retention: RetentionJob;
  const jobLog = recordingLog();
  let clusterIsOurs = false;
  const acknowledgedBeforeTheStop: string[] = [];

  beforeAll(async () => {
    // Another checkout's run of this test has the cluster: wait for it to finish.
    await vi.waitFor(
      () => {
        if (!tryLockCluster()) throw new Error('another test run is stopping and starting the cluster 15/faults');
      },
      { timeout: 100_000, interval: 500 },
    );
    clusterIsOurs = true;
    // A run that failed half-way may have left the cluster stopped.
    await startCluster();
    await createFaultsDatabase(DATABASE);
    // The form limit is on, as in production (whatever keeps its counts is in the path of every
    // post), but high enough for the test's few hundred posts from one address.
    site = await startSiteTestServer({ formRateLimit: { max: 100_000, timeWindowMs: 600_000 }, database: { url: DATABASE_URL, postgres: LIMITS } });
    // The pages the test views are in the page cache before the faults begin, and the form's
    // page has been rendered once (the first render loads its modules).
    // The sitemap (built from the database on its first request) has been served once too.
    for (const url of ['/', '/about', '/contact', '/sitemap.xml']) await timedPageView(site, url);
    await createStaffUser(
      site.db,
      { username: STAFF_USER, passwordHash: await hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST), role: 'admin' },
      { actor: 'test', at: new Date() },
    );
    const signedIn = await site.app.inject({
      method: 'POST',
      url: '/staff/api/session',
      headers: SAME_ORIGIN,
      payload: { username: STAFF_USER, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    staffCookie = sessionCookieOf(signedIn)!;
    // The background jobs of `npm start` run throughout, on the same database.
    mail = await startMailSink();
    outbox = startOutboxWorker({
      db: site.db,
      smtpUrl: mail.url,
      to: 'clinic@example.com',
      site: { ...site.content.site, branches: site.content.branches },
      treatments: appointmentChoices(site.content),
      pollMs: 200,
      log: jobLog,
    });
    retention = startRetentionJob({ db: site.db, retentionMonths: 12, timeZone: site.content.site.clinic.timeZone, log: jobLog });
  }, 180_000);

  afterAll(async () => {
    // Not ours: another run is using it.
    if (!clusterIsOurs) return;
    // Whatever happened, the cluster is left running for the next run.
    await startCluster();
    retention?.stop();
    await outbox?.stop();
    await mail?.close();
    await site?.close();
    await dropFaultsDatabase(DATABASE);
    unlockCluster();
  }, 60_000);

  it('a statement held past the statement timeout: posts and the staff inbox answer 503 in time, cached pages meanwhile; nothing stored', async () => {
    const before = await countContactRequests(site);
    const locker = await lockRequestsTable();
    try {
      const started = performance.now();
      // More than the pool holds: those beyond it wait for a connection, and are told in time too.
      const apiPosts = Array.from({ length: LIMITS.poolSize + 2 }, (_, index) => postContact(site, `Slow${'a'.repeat(index + 1)}`));
      const { result, pageViews } = await pageViewsDuring(
        site,
        Promise.all([Promise.all(apiPosts), postContactForm(site, 'Slowform'), viewStaffInbox(site, staffCookie)]),
      );
      const waitedMs = performance.now() - started;
      const [apiAnswers, form, inbox] = result;

      for (const answer of apiAnswers) expectApiUnavailable(answer, 'slow');
      expectFormKept(form, 'Slowform', 'slow');
      expectStaffUnavailable(inbox, 'slow');
      expect(waitedMs).toBeLessThan(2 * ANSWERED_WITHIN_MS);
      expect(pageViews.length).toBeGreaterThan(5);
      expectServedFromCache(pageViews);
    } finally {
      await release(locker);
    }
    expect(await countContactRequests(site)).toBe(before);
    // The lock gone, the same post is stored.
    expect((await postContact(site, 'Afterlock')).statusCode).toBe(201);
  }, 60_000);

  it('the server stops while posts are in flight: each is answered 201 and stored, or 503; never 500, never 2xx for a loss', async () => {
    // Four visitors post one after another, across the stop.
    let stopping = false;
    const answers: Array<{ statusCode: number; reference?: string }> = [];
    const visitor = async (name: string) => {
      for (let sent = 0; !stopping; sent += 1) {
        const answer = await postContact(site, `Burst${name}${'x'.repeat(sent % 20)}`);
        const reference = answer.statusCode === 201 ? (answer.json() as { data: EnquiryReceipt }).data.reference : undefined;
        answers.push({ statusCode: answer.statusCode, reference });
      }
    };
    const visitors = ['a', 'b', 'c', 'd'].map(visitor);
    const count = (statusCode: number) => answers.filter((answer) => answer.statusCode === statusCode).length;
    let locker: pg.Client | undefined;
    try {
      await expect.poll(() => count(201), { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
      // Posts certain to be in the middle of their statements when the server goes: they wait on a lock.
      locker = await lockRequestsTable();
      const held = locker;
      await expect.poll(() => waitingOnLock(held), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      await stopCluster();
      await expect.poll(() => answers.length - count(201), { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
    } finally {
      stopping = true;
      await Promise.all(visitors);
      if (locker) await release(locker);
    }

    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201, 503]));
    // Checked once the server is back (the last test): every acknowledged post is stored.
    acknowledgedBeforeTheStop.push(...answers.flatMap((answer) => (answer.reference ? [answer.reference] : [])));
  }, 60_000);

  it('while the server is down: pages render, posts answer 503 with what was typed kept, staff get a 503 page', async () => {
    // Cached pages, and a page no one has viewed yet: rendered from the content the site keeps.
    const neverViewed = site.content.pages.find(
      (page) => !page.path.includes(':') && !['/', '/about', '/contact'].includes(page.path) && page.sectionTypes.every((type) => !type.endsWith('-form')),
    );
    expect(neverViewed).toBeDefined();
    const [api, form, inbox, signIn] = await Promise.all([
      postContact(site, 'Downtime'),
      postContactForm(site, 'Downtimeform'),
      viewStaffInbox(site, staffCookie),
      signInOnPage(site),
    ]);
    expectApiUnavailable(api, 'down');
    expectFormKept(form, 'Downtimeform', 'down');
    expectStaffUnavailable(inbox, 'down');
    expectStaffUnavailable(signIn, 'down');
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expectApiUnavailable(await site.app.inject({ method: 'GET', url: '/staff/api/requests', headers: { cookie: staffCookie } }), 'down');
    const pageViews: number[] = [];
    for (let view = 0; view < 20; view += 1) pageViews.push(await timedPageView(site, view % 2 === 0 ? '/' : '/about'));
    expectServedFromCache(pageViews);
    expect(await timedPageView(site, neverViewed!.path)).toBeLessThan(ANSWERED_WITHIN_MS);
    // The API's reads, and the sitemap served before, answer from what the site keeps too.
    expect(await timedPageView(site, `${API_BASE}${apiPaths.testimonials}`)).toBeLessThan(ANSWERED_WITHIN_MS);
    expect(await timedPageView(site, '/sitemap.xml')).toBeLessThan(ANSWERED_WITHIN_MS);
    // The background jobs fail, say so, and carry on.
    await expect(retention.runOnce()).rejects.toThrow();
    await expect.poll(() => jobLog.errors.some((message) => message.startsWith('Outbox run failed')), { timeout: 10_000 }).toBe(true);
  }, 60_000);

  it('when the server is back, the site uses it again by itself: the first post is stored, every connection of the pool works', async () => {
    await startCluster();
    const first = await postContact(site, 'Back');
    expect(first.statusCode).toBe(201);
    // Twice as many posts at once as the pool holds: every connection is a working one.
    const burst = await Promise.all(Array.from({ length: 2 * LIMITS.poolSize }, (_, index) => postContact(site, `Backburst${'a'.repeat(index + 1)}`)));
    expect(burst.map((answer) => answer.statusCode)).toEqual(burst.map(() => 201));

    const inbox = await viewStaffInbox(site, staffCookie);
    expect(inbox.statusCode).toBe(200);
    expect((await signInOnPage(site)).statusCode).toBe(303);

    // Every post acknowledged before the stop is stored; none refused while the server was down is.
    expect(acknowledgedBeforeTheStop.length).toBeGreaterThanOrEqual(8);
    expect((await storedReferences(site, acknowledgedBeforeTheStop)).sort()).toEqual([...acknowledgedBeforeTheStop].sort());
    expect(await countByFirstName(site, 'Burst')).toBe(acknowledgedBeforeTheStop.length);
    expect(await countByFirstName(site, 'Downtime')).toBe(0);
    expect(await countByFirstName(site, 'Slow')).toBe(0);

    // The content caches read the revision again: an edit made now shows up.
    const { slug } = await site.db.kysely.selectFrom('blogs').select('slug').orderBy('slug').executeTakeFirstOrThrow();
    expect(await editBlog(site.db, slug, { title: 'Written after the outage' })).toBe(true);
    const article = async () => (await site.app.inject({ method: 'GET', url: `${API_BASE}${blogBySlugPath(slug)}` })).body;
    await expect.poll(article, { timeout: 10_000 }).toContain('Written after the outage');

    // The background jobs work again too: the retention run, and the outbox, which e-mails the
    // posts stored since the server came back.
    await expect(retention.runOnce()).resolves.toBe(0);
    const back = (await storedReferencesByFirstName(site, 'Back')).sort();
    expect(back).toHaveLength(1 + 2 * LIMITS.poolSize);
    await expect.poll(() => back.filter((reference) => mail.received.some((message) => message.includes(reference))), { timeout: 20_000 }).toEqual(back);
  }, 60_000);
});
