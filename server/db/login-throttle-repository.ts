import type { Kysely } from 'kysely';
import type { DatabaseTables } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { withWriteTransaction } from './write-transaction';

/**
 * The failed staff sign-ins still in the window, per key (`address:<ip>`, `username:<name>`), kept
 * in the database so every server process sharing it applies one limit. The rule itself lives in
 * server/staff/login-throttle.ts; this module only makes each change atomic: a key's row is locked
 * (PostgreSQL: the upsert's row lock, held to the end of the transaction; SQLite: the write lock
 * BEGIN IMMEDIATE takes) before its failures are read, so two attempts on one key are decided one
 * after the other, whichever processes they arrive at.
 */

export interface FailureEntry {
  /** Epoch milliseconds. */
  at: number;
  /** The attempt that recorded it, so that attempt alone can take it back. */
  id: string;
}

type Transaction = Kysely<DatabaseTables>;

/**
 * Locks `key`'s row (creating it empty) and reads its failures. Keys are always locked in one
 * order (addresses before usernames) so that two transactions cannot wait on each other.
 */
async function lockFailures(trx: Transaction, key: string): Promise<FailureEntry[]> {
  const row = await trx
    .insertInto('login_throttle')
    .values({ key, failures: '[]', expires_at: 0 })
    // A no-op update, for its row lock and its `returning` of the row as it stands.
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ expires_at: eb.ref('login_throttle.expires_at') })))
    .returning('failures')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.failures) as FailureEntry[];
}

async function writeFailures(trx: Transaction, key: string, failures: FailureEntry[], windowMs: number): Promise<void> {
  if (failures.length === 0) {
    await trx.deleteFrom('login_throttle').where('key', '=', key).execute();
    return;
  }
  const newest = Math.max(...failures.map((failure) => failure.at));
  await trx
    .updateTable('login_throttle')
    .set({ failures: JSON.stringify(failures), expires_at: newest + windowMs })
    .where('key', '=', key)
    .execute();
}

/**
 * In one transaction: locks every key (in the order given), hands their failures still in the
 * window to `decide`, and, if it returns new lists, writes them. Resolves to what `decide` said.
 */
export async function withLockedFailures<T>(
  db: ClinicDatabase,
  { keys, nowMs, windowMs }: { keys: readonly string[]; nowMs: number; windowMs: number },
  decide: (recent: FailureEntry[][]) => { result: T; write?: FailureEntry[][] },
): Promise<T> {
  return withWriteTransaction(db, async (trx) => {
    const recent: FailureEntry[][] = [];
    for (const key of keys) recent.push((await lockFailures(trx, key)).filter((failure) => failure.at > nowMs - windowMs));
    const { result, write } = decide(recent);
    if (write) for (const [index, key] of keys.entries()) await writeFailures(trx, key, write[index], windowMs);
    return result;
  });
}

/**
 * Forgets keys whose every failure has left the window. On PostgreSQL rows an attempt holds are
 * skipped (left for the next run): deleting them would wait on it while holding other rows, which
 * an attempt locking its two keys could be waiting for.
 */
export async function deleteExpiredLoginFailures({ kysely, dialect }: ClinicDatabase, nowMs: number): Promise<number> {
  const result = await kysely
    .deleteFrom('login_throttle')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('login_throttle')
        .select('key')
        .where('expires_at', '<=', nowMs)
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
