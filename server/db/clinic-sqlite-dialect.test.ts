import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withWriteTransaction } from './write-transaction';
import { openDatabase, type ClinicDatabase } from './open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from './testing/seed-fixture';

/**
 * The database as the server opens it, against another connection that holds the write lock and
 * against a file that fills up: the only thread stays free while a statement waits, the wait is
 * bounded, and a failed transaction reports what failed.
 */

let tmp: TemporaryDirectory;
let db: ClinicDatabase;
let locker: BetterSqlite3.Database;

beforeEach(async () => {
  tmp = createTemporaryDirectory();
  db = await openDatabase({ path: path.join(tmp.path, 'clinic.db') });
  locker = new BetterSqlite3(db.path);
});
afterEach(async () => {
  if (locker.inTransaction) locker.exec('ROLLBACK');
  locker.close();
  await db.close();
  tmp.remove();
});

const addSlide = (image: string, connection = db.kysely) =>
  connection.insertInto('slides').values({ image, alt: image, width: 1, height: 1, position: 0 }).execute();

/** Counts how often a 5 ms timer fires while `work` runs: a blocked thread fires none. */
async function timerTicksDuring(work: Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('a lock held by another connection', () => {
  it('a write waits for it without holding the thread, and is made once it is released', async () => {
    locker.exec('BEGIN EXCLUSIVE');
    setTimeout(() => locker.exec('ROLLBACK'), 300);
    const ticks = await timerTicksDuring(db.kysely.transaction().execute((trx) => addSlide('slides/after-lock.svg', trx)));
    expect(ticks).toBeGreaterThan(2);
    expect(await db.kysely.selectFrom('slides').select('image').execute()).toEqual([{ image: 'slides/after-lock.svg' }]);
  });

  it('a statement outside a transaction waits the same way', async () => {
    locker.exec('BEGIN EXCLUSIVE');
    setTimeout(() => locker.exec('ROLLBACK'), 300);
    expect(await timerTicksDuring(addSlide('slides/autocommit.svg'))).toBeGreaterThan(2);
  });

  it('reads go on while a write waits', async () => {
    locker.exec('BEGIN EXCLUSIVE');
    const write = addSlide('slides/waiting.svg');
    const started = performance.now();
    await db.kysely.selectFrom('content_revision').select('revision').execute();
    expect(performance.now() - started).toBeLessThan(100);
    locker.exec('ROLLBACK');
    await write;
  });

  it('gives up after a bounded wait with SQLite’s busy error', async () => {
    locker.exec('BEGIN EXCLUSIVE');
    const started = performance.now();
    const failure = await db.kysely
      .transaction()
      .execute((trx) => addSlide('slides/never.svg', trx))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('a transaction SQLite ends by itself', () => {
  // A full disk: SQLite rolls the transaction back itself, so the rollback that follows finds none.
  async function fillTheFile() {
    await sql`create table filler (bytes blob)`.execute(db.kysely);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely);
    await sql.raw(`pragma max_page_count = ${rows[0].page_count + 1}`).execute(db.kysely);
  }
  const writeTooMuch = async (connection: typeof db.kysely) => {
    for (let row = 0; row < 2; row += 1) await sql`insert into filler values (zeroblob(100000))`.execute(connection);
  };

  it('reports the error that ended it, not the failed rollback', async () => {
    await fillTheFile();
    await expect(db.kysely.transaction().execute(writeTooMuch)).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });

  it('the same through withWriteTransaction (migrations, seeding)', async () => {
    await fillTheFile();
    await expect(withWriteTransaction(db, writeTooMuch)).rejects.toThrow('database or disk is full');
  });
});
