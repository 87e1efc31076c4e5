import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { storeRequest } from '../db/enquiry-repository';
import { ADVISORY_LOCKS } from '../db/exclusive-transaction';
import type { ClinicDatabase } from '../db/open-database';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { startRetentionJob, type RetentionJob } from './retention-job';

/**
 * PostgreSQL only (SQLite has one writer per file, and one instance): with several instances on
 * one database, the retention job runs on one at a time, under a transaction-level advisory lock.
 */

const NOW = new Date('2027-05-10T09:00:00.000Z');
const OLD = new Date('2026-01-01T10:00:00.000Z');

let db: TestDatabase;
let other: ClinicDatabase;
const jobs: RetentionJob[] = [];

beforeEach(async () => {
  db = await openTestDatabase();
  other = await db.openAgain();
  for (let i = 0; i < 3; i += 1) await storeRequest(db, 'contact', { ...SAMPLE_CONTACT, firstName: `Old${i}` }, OLD);
});
afterEach(async () => {
  for (const job of jobs.splice(0)) job.stop();
  await other.close();
  await db.close();
});

const newLog = () => ({ info: vi.fn<(details: object, message: string) => void>(), error: vi.fn<(details: object, message: string) => void>() });

function start(database: ClinicDatabase, log: ReturnType<typeof newLog>): RetentionJob {
  const job = startRetentionJob({ db: database, retentionMonths: 12, timeZone: 'Asia/Kolkata', log, now: () => NOW });
  jobs.push(job);
  return job;
}

async function eraseEvents(): Promise<number> {
  const row = await db.kysely
    .selectFrom('request_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'erase')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the retention job on several instances', () => {
  it("skips its run, erasing nothing, while another instance's run holds the lock; runs once it is free", async () => {
    const log = newLog();
    // Another instance's run, under way: its transaction holds the lock.
    await other.kysely.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.retention})`.execute(trx);
      const job = start(db, log);
      // Waits for the run made at start, then makes another: both find the lock taken.
      expect(await job.runOnce()).toBe(0);
      expect(log.info).toHaveBeenCalledWith({}, 'Retention run skipped: another instance is running it');
      expect(await eraseEvents()).toBe(0);
    });
    const job = start(db, log);
    await job.runOnce();
    expect(await eraseEvents()).toBe(3);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ erased: 3 }), expect.stringMatching(/retention period/));
  });

  it('started on two instances at once, erases each request once', async () => {
    const logs = [newLog(), newLog()];
    const [first, second] = [start(db, logs[0]), start(other, logs[1])];
    await Promise.all([first.runOnce(), second.runOnce()]);
    expect(await eraseEvents()).toBe(3);
    const erasedBy = logs.flatMap((log) => log.info.mock.calls.map(([details]) => (details as { erased?: number }).erased ?? 0));
    expect(erasedBy.reduce((sum, erased) => sum + erased, 0)).toBe(3);
    for (const log of logs) expect(log.error).not.toHaveBeenCalled();
  });
});
