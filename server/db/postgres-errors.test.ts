import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable } from './database-errors';
import { openDatabase, type ClinicDatabase } from './open-database';
import { DEFAULT_POSTGRES_SETTINGS } from './postgres-settings';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

/**
 * PostgreSQL's own errors, made for real, are told apart: the server away, slow or full means 503
 * (database-unavailable.ts); a request's own mistake does not. Runs in the `postgres` project only.
 */

let db: TestDatabase;
const opened: ClinicDatabase[] = [];
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  await db.close();
});

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

/** A second handle on the same database with its own pool settings. */
async function openWith(settings: Partial<typeof DEFAULT_POSTGRES_SETTINGS>): Promise<ClinicDatabase> {
  const url = db.environment.DATABASE_URL;
  const handle = await openDatabase({ url, postgres: { ...DEFAULT_POSTGRES_SETTINGS, ...settings } });
  opened.push(handle);
  return handle;
}

describe('PostgreSQL errors', () => {
  it('a server that refuses connections is unavailable, and is told within the connect timeout', async () => {
    // Nothing listens on this port of the core helper's range.
    const started = performance.now();
    const error = await failureOf(
      openDatabase({ url: 'postgres://clinic:clinic@127.0.0.1:4319/clinic', postgres: { ...DEFAULT_POSTGRES_SETTINGS, connectTimeoutMs: 2000 } }),
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a statement over the statement timeout is cancelled: busy', async () => {
    const slow = await openWith({ statementTimeoutMs: 100 });
    const error = await failureOf(sql`select pg_sleep(2)`.execute(slow.kysely));
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it('a pool with no free connection answers within the connect timeout: busy', async () => {
    const small = await openWith({ poolSize: 1, connectTimeoutMs: 200 });
    let release!: () => void;
    const held = small.kysely.connection().execute(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const error = await failureOf(sql`select 1`.execute(small.kysely));
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseBusy(error)).toBe(true);
    } finally {
      release();
      await held;
    }
    // The pool serves again once the connection is back.
    expect((await sql<{ one: number }>`select 1 as one`.execute(small.kysely)).rows).toEqual([{ one: 1 }]);
  });

  it('a connection the server ends is unavailable; the pool then connects anew by itself', async () => {
    const victim = await openWith({ poolSize: 1 });
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(victim.kysely);
    const running = victim.kysely.connection().execute(async (connection) => {
      const { rows: mine } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      expect(mine[0].pid).toBe(rows[0].pid);
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(db.kysely);
      return sql`select 1`.execute(connection);
    });
    const error = await failureOf(running);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await sql<{ one: number }>`select 1 as one`.execute(victim.kysely)).rows).toEqual([{ one: 1 }]);
  });

  it("a request's own mistakes are not the database being unavailable", async () => {
    await db.kysely.insertInto('staff_users').values({ username: 'asha', password_hash: 'x', created_at: 'now', password_changed_at: 'now' }).execute();
    const duplicate = await failureOf(
      db.kysely.insertInto('staff_users').values({ username: 'asha', password_hash: 'x', created_at: 'now', password_changed_at: 'now' }).execute(),
    );
    expect(duplicate).toMatchObject({ code: '23505' });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    const syntax = await failureOf(sql`selec 1`.execute(db.kysely));
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });
});
