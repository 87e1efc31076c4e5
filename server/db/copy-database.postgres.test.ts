/**
 * `npm run db:copy` on a real PostgreSQL (the vitest project `postgres`; TEST_DATABASE_URL): a
 * SQLite site with content, requests at every stage, e-mails sent, failed and waiting, staff and
 * sessions, copied, compared table by table.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_APPOINTMENT, SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { copyDatabase } from './copy-database';
import { storeRequest } from './enquiry-repository';
import { eraseRequest } from './inbox-repository';
import { changeVisit } from './visit-repository';
import { MIGRATION_TABLE, openDatabase, type ClinicDatabase } from './open-database';
import { listOutbox, markFailed, markSent } from './outbox-repository';
import { referenceFor } from './request-reference';
import { seedDemoContent } from './seed';
import { createStaffUser, findStaffUser, insertStaffSession, removeStaffUser } from './staff-repository';
import { createTemporaryDirectory, type TemporaryDirectory } from './testing/seed-fixture';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

type AnyDatabase = Kysely<any>;

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');
const DAY = 24 * 60 * 60_000;
const APPOINTMENT = { ...SAMPLE_APPOINTMENT, service: 'root-canal' };

let tmp: TemporaryDirectory;
let source: ClinicDatabase;
let target: TestDatabase;

beforeEach(async () => {
  tmp = createTemporaryDirectory();
  source = await openDatabase({ path: path.join(tmp.path, 'clinic.db') });
  target = await openTestDatabase();
  expect(target.dialect).toBe('postgres');
});

afterEach(async () => {
  await source.close();
  await target.close();
  tmp.remove();
});

/** A site that has been running a while: content, requests in every state, their e-mails, staff. */
async function runningSite(db: ClinicDatabase): Promise<void> {
  await seedDemoContent(db);
  const start = new Date('2026-03-01T04:00:00.000Z');
  const at = (days: number) => new Date(start.getTime() + days * DAY);
  const stored = [];
  for (let i = 0; i < 12; i += 1) {
    const values = i % 2 === 0 ? { ...SAMPLE_CONTACT, firstName: `Asha${'a'.repeat(i)}` } : { ...APPOINTMENT, lastName: `Shah${'h'.repeat(i)}` };
    stored.push(await storeRequest(db, i % 2 === 0 ? 'contact' : 'appointment', values, at(i), { acknowledge: i % 3 === 0 }));
  }
  await changeVisit(db, stored[0].reference, { action: 'contact' }, { actor: 'meera', at: at(20), timeZone: 'Asia/Kolkata' });
  await changeVisit(db, stored[0].reference, { action: 'cancel-by-clinic' }, { actor: 'meera', at: at(21), timeZone: 'Asia/Kolkata' });
  const slot = { date: '2026-03-25', time: '11:00', branchId: 'south-bopal', dentistId: 'demo-dentist' };
  await changeVisit(db, stored[1].reference, { action: 'confirm', slot }, { actor: 'ravi', at: at(20), timeZone: 'Asia/Kolkata' });
  await changeVisit(db, stored[5].reference, { action: 'cancel-by-patient' }, { actor: 'ravi', at: at(22), timeZone: 'Asia/Kolkata' });
  await eraseRequest(db, stored[2].reference, { actor: 'retention', at: at(30) });
  const outbox = await listOutbox(db);
  await markSent(db, outbox[0].id, at(1));
  await markSent(db, outbox[1].id, at(2));
  await markFailed(db, outbox[2].id, { attempts: 3, nextAttemptAt: at(40).getTime(), error: '421 try again later' });

  // The newest account removed: its id (3) is no longer in the table, yet must not be given again.
  await createStaffUser(db, { username: 'meera', passwordHash: 'scrypt$meera', role: 'admin' }, { actor: 'test', at: at(0) });
  await createStaffUser(db, { username: 'ravi', passwordHash: 'scrypt$ravi', role: 'admin' }, { actor: 'test', at: at(1) });
  await createStaffUser(db, { username: 'temporary', passwordHash: 'scrypt$temporary', role: 'admin' }, { actor: 'test', at: at(2) });
  const meera = (await findStaffUser(db, 'meera'))!;
  await insertStaffSession(db, { tokenHash: 'a'.repeat(64), userId: meera.id, createdAt: at(25).getTime(), expiresAt: at(26).getTime() });
  await insertStaffSession(db, {
    tokenHash: 'b'.repeat(64),
    userId: (await findStaffUser(db, 'ravi'))!.id,
    createdAt: at(25).getTime(),
    expiresAt: at(27).getTime(),
  });
  await removeStaffUser(db, 'temporary', { actor: 'test', at: at(3) });
}

async function tablesOf(db: AnyDatabase): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && !table.name.startsWith(MIGRATION_TABLE))
    .map((table) => table.name)
    .sort();
}

/** A table's rows in a fixed order, whatever order the database returns them in. */
async function rowsOf(db: AnyDatabase, table: string): Promise<unknown[]> {
  const rows = (await db.selectFrom(table).selectAll().execute()) as Array<Record<string, unknown>>;
  const keyed = rows.map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));
  return keyed.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe('copyDatabase, SQLite to PostgreSQL', () => {
  it('copies every row of every table, references, statuses, events, e-mails and staff intact', async () => {
    await runningSite(source);
    const from = source.kysely as AnyDatabase;
    const to = target.kysely as AnyDatabase;
    const tables = await tablesOf(from);
    expect(tables).toEqual(expect.arrayContaining(['requests', 'request_events', 'outbox', 'staff_users', 'staff_sessions', 'blogs', 'blog_tag_links']));

    const report = await copyDatabase(source, target);

    expect(report.tables.map(({ table }) => table).sort()).toEqual(tables);
    // Referenced tables first: the inserts met every foreign key.
    const order = report.tables.map(({ table }) => table);
    expect(order.indexOf('requests')).toBeLessThan(order.indexOf('outbox'));
    expect(order.indexOf('staff_users')).toBeLessThan(order.indexOf('staff_sessions'));
    for (const table of tables) {
      const rows = await rowsOf(from, table);
      expect(await rowsOf(to, table), table).toEqual(rows);
      expect(report.tables.find((entry) => entry.table === table)!.rows, table).toBe(rows.length);
    }
    // What the comparison covered, so that an empty table compared equal cannot pass for a copy.
    const count = async (table: string) => (await rowsOf(to, table)).length;
    expect(await count('requests')).toBe(12);
    expect(await count('request_events')).toBe(5);
    expect(await count('staff_sessions')).toBe(2);
    expect((await to.selectFrom('requests').select('status').where('status', '=', 'cancelled').where('cancelled_by', '=', 'patient').execute()).length).toBe(1);
    expect(await count('slides')).toBeGreaterThan(0);
  });

  it('gives rows stored after the copy fresh ids and references', async () => {
    await runningSite(source);
    await copyDatabase(source, target);
    const from = source.kysely as AnyDatabase;
    const highest = async (table: string) => Number((await sql<{ id: number }>`select max(id) as id from ${sql.table(table)}`.execute(from)).rows[0].id);

    const stored = await storeRequest(target, 'contact', SAMPLE_CONTACT, new Date('2026-06-01T04:00:00.000Z'), { acknowledge: true });
    expect(stored.id).toBe((await highest('requests')) + 1);
    // The reference sequence came with its key: the next reference is the one the SQLite site would have given.
    const sequence = await source.kysely.selectFrom('request_reference_sequence').selectAll().executeTakeFirstOrThrow();
    expect(stored.reference).toBe(referenceFor(sequence.last_value + 1, sequence.secret));
    const outboxIds = (await listOutbox(target)).map((entry) => entry.id);
    expect(Math.min(...outboxIds.slice(-2))).toBe((await highest('outbox')) + 1);

    // The removed account's id (3) was the highest SQLite gave: the next comes after it.
    expect(await createStaffUser(target, { username: 'nisha', passwordHash: 'scrypt$nisha', role: 'admin' }, { actor: 'test', at: new Date() })).toBe(true);
    const nisha = (await findStaffUser(target, 'nisha'))!;
    expect(nisha.id).toBe(4);
    await changeVisit(target, stored.reference, { action: 'contact' }, { actor: 'nisha', at: new Date(), timeZone: 'Asia/Kolkata' });
    const events = await target.kysely.selectFrom('request_events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(events.id).toBe((await highest('request_events')) + 1);
  });

  it('refuses a target that has data, leaving it as it was; --replace replaces it in one go', async () => {
    await runningSite(source);
    await seedDemoContent(target);
    const before = await rowsOf(target.kysely as AnyDatabase, 'slides');
    await expect(copyDatabase(source, target)).rejects.toThrow(/already has data: .*slides/);
    expect(await rowsOf(target.kysely as AnyDatabase, 'slides')).toEqual(before);
    expect(await rowsOf(target.kysely as AnyDatabase, 'requests')).toEqual([]);

    await copyDatabase(source, target, { replace: true });
    for (const table of ['slides', 'requests', 'staff_users', 'request_reference_sequence'])
      expect(await rowsOf(target.kysely as AnyDatabase, table), table).toEqual(await rowsOf(source.kysely as AnyDatabase, table));
  });

  it('leaves the target empty when a row cannot be stored there', async () => {
    await runningSite(source);
    // A row SQLite accepted but PostgreSQL refuses (text with a NUL character): the copy stops there.
    await sql`update requests set message = 'before' || char(0) || 'after' where id = 3`.execute(source.kysely);
    await expect(copyDatabase(source, target)).rejects.toThrow();
    for (const table of ['slides', 'requests', 'outbox', 'staff_users']) expect(await rowsOf(target.kysely as AnyDatabase, table), table).toEqual([]);
  });
});

describe('npm run db:copy', () => {
  it('copies DATABASE_PATH into the URL given and says so; refuses a file that does not exist', async () => {
    await runningSite(source);
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_PATH: path.join(tmp.path, 'clinic.db'), DATABASE_URL: '' };
    const url = target.environment.DATABASE_URL;
    const { stdout } = await run(tsx, [path.join(here, 'copy-database-cli.ts'), '--to', url], { env });
    expect(stdout).toMatch(/Copied \d+ rows in \d+ tables from .*clinic\.db to postgres:/);
    expect(stdout).toMatch(/^ {2}requests: 12$/m);
    const { password } = new URL(url);
    if (password) expect(stdout).not.toContain(`:${password}@`);
    expect(await rowsOf(target.kysely as AnyDatabase, 'requests')).toHaveLength(12);

    const missing = run(tsx, [path.join(here, 'copy-database-cli.ts'), '--to', url, '--from', path.join(tmp.path, 'none.db')], { env });
    await expect(missing).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('There is no SQLite database at') });
  });
});
