import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type Migration } from 'kysely';
import { createClinicSqliteDialect } from './clinic-sqlite-dialect';
import type { DatabaseTables } from './database-schema';
import { ALL_MIGRATIONS } from './migrations/all-migrations';
import { createClinicPostgresDialect } from './postgres-dialect';
import { isPostgresUrl, readPostgresSettings, redactedUrl, type PostgresSettings } from './postgres-settings';
import { migrateToLatest } from './run-migrations';
import { SettingError } from '../setting-error';
import type { DatabaseDialect } from './write-transaction';

export { MIGRATION_TABLE } from './run-migrations';

const DEFAULT_DATABASE_PATH = './data/clinic.db';
/**
 * How long a statement waits for a lock another connection holds before the request is answered
 * 503: ample for another process's write (milliseconds), short enough that a visitor is told.
 */
const DATABASE_LOCK_WAIT_MS = 2000;

/** The handle every repository takes. Which database it is matters only inside server/db/. */
export interface ClinicDatabase {
  readonly kysely: Kysely<DatabaseTables>;
  readonly dialect: DatabaseDialect;
  /** SQLite: the file's absolute path (or `:memory:`). PostgreSQL: the URL without its password. */
  readonly path: string;
  /** Migrations applied by this open, in order (empty when the schema was up to date). */
  readonly appliedMigrations: readonly string[];
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * A SQLite file. Given, it wins over DATABASE_URL; otherwise `DATABASE_URL`, if set, selects
   * PostgreSQL, and without it the file is `DATABASE_PATH`, then `./data/clinic.db` (relative
   * to the working directory).
   */
  path?: string;
  /** A `postgres://` (or `postgresql://`) URL; defaults to `DATABASE_URL`. */
  url?: string;
  /** Tests pass their own list; the application always uses every migration. */
  migrations?: Record<string, Migration>;
  /**
   * SQLite only. Opens an existing file for reading only, as SQLite does by itself when the file
   * is write-protected; its schema must already be up to date (migrating would write). Tests use it
   * to see what a server on a read-only file answers.
   */
  readonly?: boolean;
  /** PostgreSQL: the pool's limits; default from the environment (postgres-settings.ts). */
  postgres?: PostgresSettings;
}

export function resolveDatabasePath(configured: string | undefined): string {
  const chosen = configured && configured.trim() !== '' ? configured : DEFAULT_DATABASE_PATH;
  return chosen === ':memory:' ? chosen : path.resolve(chosen);
}

/** The PostgreSQL URL these options select, if any. */
function postgresUrlOf(options: OpenDatabaseOptions): string | undefined {
  if (options.path !== undefined) return undefined;
  const url = (options.url ?? process.env.DATABASE_URL)?.trim();
  if (!url) return undefined;
  if (!isPostgresUrl(url)) throw new SettingError(`DATABASE_URL must start with postgres:// or postgresql:// (got ${redactedUrl(url)})`);
  return url;
}

/**
 * Opens the database the options (or the environment) name and brings its schema up to date
 * before anything else can use it: PostgreSQL when a `postgres://` URL is given, else SQLite.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<ClinicDatabase> {
  const url = postgresUrlOf(options);
  return url ? openPostgres(url, options) : openSqlite(options);
}

async function migrated(kysely: Kysely<DatabaseTables>, dialect: DatabaseDialect, databasePath: string, options: OpenDatabaseOptions): Promise<ClinicDatabase> {
  let appliedMigrations: string[];
  try {
    appliedMigrations = options.readonly ? [] : await migrateToLatest(kysely, dialect, options.migrations ?? ALL_MIGRATIONS);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return { kysely, dialect, path: databasePath, appliedMigrations, close: () => kysely.destroy() };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<ClinicDatabase> {
  const where = redactedUrl(url);
  const { dialect } = createClinicPostgresDialect(url, options.postgres ?? readPostgresSettings(), (error) => {
    console.error(`PostgreSQL connection error (${where}): ${error.message}; the pool reconnects on the next request`);
  });
  return migrated(new Kysely<DatabaseTables>({ dialect }), 'postgres', where, options);
}

/** Opens (creating if needed) the SQLite file in WAL mode with foreign keys on. */
async function openSqlite(options: OpenDatabaseOptions): Promise<ClinicDatabase> {
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
  return migrated(kysely, 'sqlite', databasePath, options);
}
