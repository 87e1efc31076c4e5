import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseTables } from './database-schema';
import { withWriteTransaction, type DatabaseDialect } from './write-transaction';

export const MIGRATION_TABLE = 'schema_migration';

/**
 * On PostgreSQL a migration may wait for another instance's migration lock, and a data migration
 * may take longer than a request's statement timeout: its session gets a bound of its own.
 */
const MIGRATION_STATEMENT_TIMEOUT_MS = 15 * 60_000;

/**
 * Brings the schema up to date, exactly once however many processes start together; returns the
 * migrations this call applied, in order.
 *
 * SQLite: kysely's SQLite adapter runs migrations outside any transaction, so one failing half-way
 * would leave half a schema. SQLite's DDL is transactional: the whole run (schema changes and their
 * records) happens in one BEGIN IMMEDIATE transaction, all or nothing, and two processes opening
 * the same file migrate one after the other.
 *
 * PostgreSQL: kysely's PostgreSQL adapter holds an advisory lock for the run and applies the
 * migrations in one transaction: a second instance waits for the lock, then finds them applied.
 */
export async function migrateToLatest(kysely: Kysely<DatabaseTables>, dialect: DatabaseDialect, migrations: Record<string, Migration>): Promise<string[]> {
  const migrate = async (db: Kysely<DatabaseTables>) => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableName: MIGRATION_TABLE,
      migrationLockTableName: `${MIGRATION_TABLE}_lock`,
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === 'Error');
      const where = failed ? `migration ${failed.migrationName}` : 'migrations';
      throw new Error(`Database ${where} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  };

  if (dialect === 'sqlite') return withWriteTransaction({ kysely, dialect }, migrate);
  return kysely.connection().execute(async (connection) => {
    await sql`select set_config('statement_timeout', ${String(MIGRATION_STATEMENT_TIMEOUT_MS)}, false)`.execute(connection);
    const applied = await migrate(connection);
    // Back to the connection's own setting before the pool lends it to a request. (After a failed
    // run the caller closes the pool, connection and all.)
    await sql`reset statement_timeout`.execute(connection);
    return applied;
  });
}
