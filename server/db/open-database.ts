import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, type Migration } from 'kysely';
import { createClinicSqliteDialect } from './clinic-sqlite-dialect';
import type { DatabaseTables } from './database-schema';
import { withImmediateTransaction } from './immediate-transaction';
import { ALL_MIGRATIONS } from './migrations/all-migrations';

const DEFAULT_DATABASE_PATH = './data/clinic.db';
export const MIGRATION_TABLE = 'schema_migration';
/**
 * How long a statement waits for a lock another connection holds before the request is answered
 * 503: ample for another process's write (milliseconds), short enough that a visitor is told.
 */
const DATABASE_LOCK_WAIT_MS = 2000;

/** The handle every repository takes. A PostgreSQL build would swap only the dialect below. */
export interface ClinicDatabase {
  readonly kysely: Kysely<DatabaseTables>;
  /** Absolute path of the SQLite file (or `:memory:`). */
  readonly path: string;
  /** Migrations applied by this open, in order (empty when the file was up to date). */
  readonly appliedMigrations: readonly string[];
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Defaults to `DATABASE_PATH`, then `./data/clinic.db` (relative to the working directory). */
  path?: string;
  /** Tests pass their own list; the application always uses every migration. */
  migrations?: Record<string, Migration>;
  /**
   * Opens an existing file for reading only, as SQLite does by itself when the file is
   * write-protected; its schema must already be up to date (migrating would write). Tests use it
   * to see what a server on a read-only file answers.
   */
  readonly?: boolean;
}

export function resolveDatabasePath(configured: string | undefined): string {
  const chosen = configured && configured.trim() !== '' ? configured : DEFAULT_DATABASE_PATH;
  return chosen === ':memory:' ? chosen : path.resolve(chosen);
}

/**
 * Opens (creating if needed) the SQLite file in WAL mode with foreign keys on, and brings its
 * schema up to date before anything else can use it.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<ClinicDatabase> {
  const databasePath = resolveDatabasePath(options.path ?? process.env.DATABASE_PATH);
  if (databasePath !== ':memory:') mkdirSync(path.dirname(databasePath), { recursive: true });

  const readonly = options.readonly ?? false;
  const sqlite = new BetterSqlite3(databasePath, { readonly, fileMustExist: readonly });
  try {
    // WAL lets readers carry on while a request is being stored. synchronous=FULL (not the
    // usual WAL choice, NORMAL) because a 2xx promises the visitor their request is on disk,
    // and writes are rare enough that the extra fsync costs nothing noticeable.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Erased personal details are overwritten on disk, not merely unlinked from the pages that held them.
    sqlite.pragma('secure_delete = ON');
    // Another process (the seed CLI, a second server) may hold the write lock. SQLite's own wait
    // would hold this process's only thread meanwhile: the dialect waits instead, between
    // attempts that fail at once, for up to DATABASE_LOCK_WAIT_MS (clinic-sqlite-dialect.ts).
    sqlite.pragma('busy_timeout = 0');
  } catch (error) {
    sqlite.close();
    throw error;
  }

  const kysely = new Kysely<DatabaseTables>({ dialect: createClinicSqliteDialect(sqlite, { lockWaitMs: DATABASE_LOCK_WAIT_MS }) });
  let appliedMigrations: string[];
  try {
    appliedMigrations = readonly ? [] : await migrateToLatest(kysely, options.migrations ?? ALL_MIGRATIONS);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }

  return {
    kysely,
    path: databasePath,
    appliedMigrations,
    close: () => kysely.destroy(),
  };
}

/**
 * Kysely's SQLite adapter runs migrations outside any transaction, so one failing half-way
 * would leave half a schema. SQLite's DDL is transactional: the whole run (schema changes and
 * their records) happens in one BEGIN IMMEDIATE transaction, all or nothing, and two processes
 * opening the same file migrate one after the other.
 */
async function migrateToLatest(kysely: Kysely<DatabaseTables>, migrations: Record<string, Migration>): Promise<string[]> {
  return withImmediateTransaction(kysely, async (connection) => {
    const migrator = new Migrator({
      db: connection,
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
  });
}
