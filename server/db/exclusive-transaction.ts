import { sql, type Kysely } from 'kysely';
import type { DatabaseTables } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { withWriteTransaction } from './write-transaction';

/**
 * PostgreSQL advisory lock keys of the jobs that must run on one instance at a time. Any constant
 * will do, so long as no two jobs share one.
 */
export const ADVISORY_LOCKS = {
  retention: 2_301_007,
  seed: 2_301_008,
} as const;

type ExclusiveJob = Exclude<keyof typeof ADVISORY_LOCKS, 'seed'>;

/**
 * Runs `work` in one transaction that no other instance runs at the same time, or not at all.
 *
 * PostgreSQL: the transaction first takes `pg_try_advisory_xact_lock(<the job's key>)`; if another
 * instance holds it (its run is under way), this one does nothing and resolves `{ ran: false }`
 * at once, without waiting. The lock ends with the transaction, so an instance that dies mid-run
 * frees it.
 *
 * SQLite: one file has one writer at a time anyway; the work runs in a write transaction
 * (BEGIN IMMEDIATE), as every write does.
 */
export async function inExclusiveTransaction<T>(
  db: ClinicDatabase,
  job: ExclusiveJob,
  work: (trx: Kysely<DatabaseTables>) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return withWriteTransaction(db, async (trx) => {
    if (db.dialect === 'postgres') {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS[job]}) as locked`.execute(trx);
      if (!rows[0]?.locked) return { ran: false };
    }
    return { ran: true, value: await work(trx) };
  });
}
