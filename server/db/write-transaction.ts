import { sql, type Kysely } from 'kysely';
import type { DatabaseTables } from './database-schema';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** What a write transaction needs to know of the database: its handle and which kind it is. */
export interface TransactionTarget {
  readonly kysely: Kysely<DatabaseTables>;
  readonly dialect: DatabaseDialect;
}

/**
 * Runs `work` in one transaction that is all or nothing, for check-then-write sequences such as
 * "seed only if empty" that must be safe when another process writes at the same time.
 *
 * SQLite: BEGIN IMMEDIATE on the one connection. A deferred BEGIN would let a transaction that
 * reads before it writes fail with SQLITE_BUSY when another process writes in between; IMMEDIATE
 * takes the write lock up front. `work` gets a connection-bound handle (not kysely's Transaction),
 * so kysely's migrator, which asks its handle for a connection, can run inside it. SQLite ends a
 * transaction by itself on some errors (a full disk, an I/O error); rolling back then fails with
 * "no transaction is active", and that error must not replace the one that says what went wrong.
 *
 * PostgreSQL: kysely's transaction on a pooled connection; row locks and constraints do the rest.
 */
export async function withWriteTransaction<T>(db: TransactionTarget, work: (connection: Kysely<DatabaseTables>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') return db.kysely.transaction().execute(work);
  return db.kysely.connection().execute(async (connection) => {
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

/**
 * A read inside a write transaction whose rows the transaction goes on to change: PostgreSQL
 * locks them (`for update`), so a second transaction doing the same waits and then reads what the
 * first wrote, as it would on SQLite, where BEGIN IMMEDIATE already keeps every other writer out
 * (and `for update` is not SQL it knows).
 */
export function lockedForWrite<Query extends { forUpdate(): Query }>(db: TransactionTarget, query: Query): Query {
  return db.dialect === 'postgres' ? query.forUpdate() : query;
}
