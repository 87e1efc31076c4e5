import { sql, type Kysely } from 'kysely';
import type { DatabaseTables } from './database-schema';

/**
 * Kysely opens SQLite transactions with a plain (deferred) BEGIN. A transaction that reads
 * before it writes can then fail with SQLITE_BUSY when another process writes in between;
 * BEGIN IMMEDIATE takes the write lock up front (waiting up to busy_timeout) so
 * check-then-write sequences such as "seed only if empty" are safe across processes.
 *
 * SQLite ends a transaction by itself on some errors (a full disk, an I/O error); rolling back
 * then fails with "no transaction is active", and that error must not replace the one that says
 * what went wrong.
 */
export async function withImmediateTransaction<T>(kysely: Kysely<DatabaseTables>, work: (connection: Kysely<DatabaseTables>) => Promise<T>): Promise<T> {
  return kysely.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch((rollbackError: unknown) => {
        throw new AggregateError([error, rollbackError], error instanceof Error ? error.message : String(error), { cause: error });
      });
      throw error;
    }
  });
}
