import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAccessLogLine, startCluster, type AccessLogEntry, type Cluster } from '../../scripts/cluster/cluster';
import { createClusterDatabase, type ClusterDatabase } from '../../scripts/cluster/cluster-database';
import { httpRequest, type HttpAnswer } from '../../scripts/cluster/http-client';
import { startSmtpSink, type SmtpSink } from '../../scripts/cluster/smtp-sink';
import siteJson from '../../pages/site.json';
import { DEFAULT_FORM_RATE_LIMIT } from '../../server/api/form-rate-limit';
import { ALL_MIGRATIONS } from '../../server/db/migrations/all-migrations';
import { API_BASE, apiPaths } from '../../src/contract/api-contract';
import { clinicToday } from '../../src/forms/clinic-clock';

/**
 * Two instances of `npm start` (the build in dist/) on one new PostgreSQL database, behind nginx
 * running the configuration deploy/ ships (its TLS region swapped for plain HTTP on loopback,
 * tests/support/nginx-test-config.ts), e-mailing a real SMTP server (smtp-server). What a clinic running several instances relies on: nothing acknowledged is lost or
 * sent twice, the form limit holds across instances, and an instance dying loses nothing it
 * acknowledged.
 *
 * Each post comes from a loopback address of its own group (127.0.x.y: nginx sees distinct
 * visitors, and with TRUST_PROXY=1 the instances count the address nginx saw), so the form limit
 * stays at its default (20 per address per 10 minutes) throughout.
 */

const NGINX_PORT = 4340;
const INSTANCE_PORTS = [4341, 4342];
const SMTP_PORT = 4343;
const CLINIC_INBOX = 'clinic@cluster.test';
const TIME_ZONE = siteJson.clinic.timeZone;
const FORM_LIMIT = DEFAULT_FORM_RATE_LIMIT.max;
const run = crypto.randomBytes(3).toString('hex');

let workDir: string;
let database: ClusterDatabase;
let sink: SmtpSink;
let cluster: Cluster;

/** Polls `check` until it returns true; no fixed sleeps. */
async function waitFor(description: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Post {
  /** Unique per post: finds its row whatever the answer was. */
  email: string;
  id: string;
  path: string;
  body: Record<string, string>;
  localAddress: string;
}

function makePost(group: string, index: number, addressGroup: number, postsPerAddress: number): Post {
  const id = `${group}-${index}`;
  const email = `${id}-${run}@patients.test`;
  const contact = { firstName: 'Cluster', lastName: `Visitor ${index}`, email, phoneNumber: `98${String(10_000_000 + index).slice(-8)}`, countryCode: '+91' };
  const localAddress = `127.0.${addressGroup}.${1 + Math.floor(index / postsPerAddress)}`;
  if (index % 2 === 0) return { id, email, localAddress, path: `${API_BASE}${apiPaths.createContactInquiry}`, body: { ...contact, message: `Post ${id}` } };
  const date = clinicToday(new Date(Date.now() + 3 * 86_400_000), TIME_ZONE);
  return { id, email, localAddress, path: `${API_BASE}${apiPaths.bookAppointment}`, body: { ...contact, service: 'root-canal', date, time: '10:30' } };
}

function send(post: Post, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return httpRequest({
    url: `${cluster.nginx.origin}${post.path}`,
    method: 'POST',
    body: post.body,
    localAddress: post.localAddress,
    headers: { 'x-cluster-request': post.id, ...headers },
  });
}

/** nginx's access log line for each post, once nginx has written them all (it logs after answering). */
async function accessLogFor(posts: readonly Post[]): Promise<Map<string, AccessLogEntry>> {
  let byId = new Map<string, AccessLogEntry>();
  await waitFor(`nginx to log ${posts.length} requests`, () => {
    const entries = cluster.nginx
      .accessLog()
      .map(parseAccessLogLine)
      .filter((entry): entry is AccessLogEntry => entry !== undefined);
    byId = new Map(entries.map((entry) => [entry.id, entry]));
    return posts.every((post) => byId.has(post.id));
  });
  return byId;
}

interface StoredRow {
  reference: string;
  email: string;
}

async function storedRows(emails: readonly string[]): Promise<StoredRow[]> {
  const list = emails.map((email) => `'${email.replace(/'/g, "''")}'`).join(', ');
  return database.rows<StoredRow>(`select reference, email from requests where email in (${list})`);
}

function mailCount(reference: string, recipient: string): number {
  return sink.messages.filter((message) => message.to.includes(recipient) && message.references.includes(reference)).length;
}

/** Waits until the outbox has no unsent e-mail for these requests (every claim, a dead instance's too, ended in a send). */
async function waitForOutboxDrained(references: readonly string[], timeoutMs = 90_000): Promise<void> {
  const list = references.map((reference) => `'${reference}'`).join(', ');
  await waitFor(
    `the outbox to send every e-mail of ${references.length} requests`,
    async () => {
      const [{ pending }] = await database.rows<{ pending: number | string }>(
        `select count(*) as pending from outbox join requests on requests.id = outbox.request_id where outbox.status <> 'sent' and requests.reference in (${list})`,
      );
      return Number(pending) === 0;
    },
    timeoutMs,
  );
}

function reference(answer: HttpAnswer): string {
  return (JSON.parse(answer.body) as { data: { reference: string } }).data.reference;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-cluster-'));
  database = await createClusterDatabase('postgres', workDir);
  sink = await startSmtpSink(SMTP_PORT);
  cluster = await startCluster({
    workDir,
    nginxPort: NGINX_PORT,
    instancePorts: INSTANCE_PORTS,
    env: {
      ...database.env,
      TRUST_PROXY: '1',
      FORM_TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
      // Pooled connections (a nodemailer option in the URL): smtp-server greets each new connection
      // only after 100 ms (its check for clients that talk too soon), which would make e-mail, not
      // the instances, this test's pace.
      SMTP_URL: `${sink.url}?pool=true`,
      MAIL_TO: CLINIC_INBOX,
      MAIL_FROM: CLINIC_INBOX,
      OUTBOX_POLL_MS: '200',
      // A dead instance's claimed e-mails are claimed again after 10 s rather than 5 minutes. Not
      // shorter: a worker sends only while 40% of its lease is left, and a send held up longer than
      // that on a loaded machine would be sent again by the other instance.
      OUTBOX_LEASE_MS: '10000',
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await sink?.close();
  await database?.drop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe(`two instances behind the shipped nginx configuration`, () => {
  it('start together on one new database: each migration is applied once', async () => {
    const rows = await database.rows<{ name: string }>('select name from schema_migration order by name');
    expect(rows.map((row) => row.name)).toEqual(Object.keys(ALL_MIGRATIONS).sort());
    for (const instance of cluster.instances)
      expect(instance.logEntries().some((entry) => entry.msg === 'Server listening at http://127.0.0.1:' + instance.port)).toBe(true);
  });

  it('store and e-mail each of 200 concurrent form posts exactly once', async () => {
    const posts = Array.from({ length: 200 }, (_value, index) => makePost('burst', index, 1, 10));
    const answers = await Promise.all(posts.map((post) => send(post)));
    expect(answers.map((answer) => answer.status)).toEqual(posts.map(() => 201));

    const references = answers.map(reference);
    expect(new Set(references).size).toBe(200);
    const rows = await storedRows(posts.map((post) => post.email));
    expect(rows).toHaveLength(200);
    expect(new Map(rows.map((row) => [row.email, row.reference]))).toEqual(new Map(posts.map((post, index) => [post.email, references[index]])));

    // Both instances took their share.
    const log = await accessLogFor(posts);
    const served = new Set(posts.map((post) => log.get(post.id)?.upstreams.at(-1)));
    expect(served).toEqual(new Set(INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`)));

    await waitForOutboxDrained(references);
    // Each patient's address is new, so each gets its acknowledgement (the daily cap is per address).
    for (const [index, ref] of references.entries()) {
      expect({ ref, clinic: mailCount(ref, CLINIC_INBOX), patient: mailCount(ref, posts[index].email) }).toEqual({ ref, clinic: 1, patient: 1 });
    }
  });

  it(`share the form limit: of 30 posts from one address, the ${FORM_LIMIT + 1}st and later are refused with 429 by either instance`, async () => {
    const posts = Array.from({ length: 30 }, (_value, index) => makePost('limit', index, 2, 30));
    const answers: HttpAnswer[] = [];
    // One after another, so "the 21st" is well defined; each claims a different forwarded
    // address, which nginx appends to rather than trusts, so none escapes the count.
    for (const [index, post] of posts.entries()) answers.push(await send(post, { 'x-forwarded-for': `203.0.113.${index + 1}` }));
    expect(answers.map((answer) => answer.status)).toEqual(posts.map((_post, index) => (index < FORM_LIMIT ? 201 : 429)));
    for (const answer of answers.slice(FORM_LIMIT)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining('Too many requests') });
    }

    const log = await accessLogFor(posts);
    const upstreamOf = (index: number) => log.get(posts[index].id)?.upstreams.at(-1);
    const instances = INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`);
    expect(new Set(posts.slice(0, FORM_LIMIT).map((_post, index) => upstreamOf(index)))).toEqual(new Set(instances));
    expect(new Set(posts.slice(FORM_LIMIT).map((_post, index) => upstreamOf(FORM_LIMIT + index)))).toEqual(new Set(instances));
    expect(await storedRows(posts.map((post) => post.email))).toHaveLength(FORM_LIMIT);
  });

  it('lose nothing acknowledged when one instance is killed (SIGKILL) in the middle of 200 posts', async () => {
    const posts = Array.from({ length: 200 }, (_value, index) => makePost('kill', index, 3, 10));
    const answers: Array<HttpAnswer | undefined> = [];
    let answered = 0;
    let killed: Promise<void> | undefined;
    const victim = cluster.instances[0];
    // 20 posts in flight at any moment; the first instance dies once 100 have been answered,
    // with posts still in flight to it.
    let next = 0;
    const worker = async () => {
      while (next < posts.length) {
        const index = next++;
        answers[index] = await send(posts[index]);
        answered += 1;
        if (answered === 100) killed = victim.kill();
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    await killed;
    expect(await victim.exited).toBe('SIGKILL');

    const log = await accessLogFor(posts);
    const statuses = answers.map((answer) => answer!.status);
    const acknowledged = posts.filter((_post, index) => statuses[index] === 201);
    // Every answer is a stored request's 201 or a proxy's error for a request the dead instance
    // had: nothing else (no 2xx without a reference, no client-visible reset).
    for (const [index, status] of statuses.entries()) {
      expect({ id: posts[index].id, status, ok: status === 201 || [502, 504].includes(status) }).toEqual({ id: posts[index].id, status, ok: true });
    }
    // nginx moved the posts that could not reach the dead instance to the other one, so most were acknowledged.
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    const afterKill = posts.filter((post) => (log.get(post.id)?.upstreams ?? []).length > 1);

    const rows = await storedRows(posts.map((post) => post.email));
    const byEmail = new Map(rows.map((row) => [row.email, row.reference]));
    // Stored at most once each; every acknowledged one stored, with the reference it was given.
    expect(rows).toHaveLength(byEmail.size);
    for (const [index, post] of posts.entries()) {
      if (statuses[index] === 201) expect(byEmail.get(post.email)).toBe(reference(answers[index]!));
    }

    // Every stored request is e-mailed, acknowledged or not (a request the dead instance stored
    // before it could answer is still the clinic's to see): by the survivor once the dead
    // instance's claims expire. At most one duplicate, for a message the dead instance was sending.
    const storedReferences = [...byEmail.values()];
    await waitForOutboxDrained(storedReferences);
    for (const ref of storedReferences) expect([1, 2]).toContain(mailCount(ref, CLINIC_INBOX));

    // Keep the picture honest: say how the posts fared, and which e-mails the survivor sent for
    // requests the dead instance had stored (its claims that ran out, or rows it never claimed).
    const victimSent = new Set(victim.logEntries().flatMap((entry) => (entry.msg === 'E-mail for a stored request sent' ? [entry.outboxId] : [])));
    const victimAddress = `127.0.0.1:${victim.port}`;
    const storedByVictim = posts.filter((post, index) => statuses[index] === 201 && log.get(post.id)?.upstreams.at(-1) === victimAddress);
    const victimOutbox = await database.rows<{ id: number }>(
      `select outbox.id from outbox join requests on requests.id = outbox.request_id where requests.email in (${storedByVictim.map((post) => `'${post.email}'`).join(', ') || "''"})`,
    );
    console.log(
      `SIGKILL mid-burst: ${acknowledged.length} × 201, ${statuses.filter((status) => status !== 201).length} errors ` +
        `(${[...new Set(statuses.filter((status) => status !== 201))].join(', ') || 'none'}), ${afterKill.length} moved to the other instance by nginx, ` +
        `${rows.length} stored, ${storedReferences.filter((ref) => mailCount(ref, CLINIC_INBOX) === 2).length} clinic e-mails sent twice; ` +
        `of the ${victimOutbox.length} e-mails of the ${storedByVictim.length} requests the killed instance acknowledged, ` +
        `${victimOutbox.filter((row) => !victimSent.has(Number(row.id))).length} were sent by the survivor (the killed one had sent ${victimSent.size} e-mails in all)`,
    );
    await cluster.restart(0);
  });

  it('restarted together, run the retention job once: each request past its period is erased by one instance, once', async () => {
    const posts = Array.from({ length: 4 }, (_value, index) => makePost('retention', index, 4, 10));
    const references = (await Promise.all(posts.map((post) => send(post)))).map(reference);
    await waitForOutboxDrained(references);
    const list = references.map((ref) => `'${ref}'`).join(', ');
    // Received long before any retention period.
    await database.execute(`update requests set created_at = '2020-01-15T10:00:00.000Z' where reference in (${list})`);

    const restarted = await cluster.restartAll();
    await waitFor('the retention job to erase the aged requests', async () => {
      const [{ erased }] = await database.rows<{ erased: number | string }>(
        `select count(*) as erased from requests where erased_at is not null and reference in (${list})`,
      );
      return Number(erased) === references.length;
    });
    const events = await database.rows<{ reference: string; actor: string }>(
      `select requests.reference, request_events.actor from request_events join requests on requests.id = request_events.request_id where request_events.action = 'erase' and requests.reference in (${list})`,
    );
    expect(events.map((event) => event.reference).sort()).toEqual([...references].sort());
    expect(new Set(events.map((event) => event.actor))).toEqual(new Set(['retention']));
    // One instance's run erased them, and said so; the other found nothing left (or waited its turn).
    const runs = restarted.flatMap((instance) => instance.logEntries().filter((entry) => entry.msg === 'Erased requests past the retention period'));
    expect(runs.map((entry) => entry.erased)).toEqual([references.length]);
    // And the restart found no migration to apply.
    const migrations = await database.rows<{ name: string }>('select name from schema_migration');
    expect(migrations).toHaveLength(Object.keys(ALL_MIGRATIONS).length);
  });
});
