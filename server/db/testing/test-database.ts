import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from 'kysely';
import pg from 'pg';
import { ALL_MIGRATIONS } from '../migrations/all-migrations';
import { openDatabase, type ClinicDatabase } from '../open-database';
import { createTemporaryDirectory } from './seed-fixture';

/**
 * A fresh database for one test, of the kind the test run is about: SQLite normally; PostgreSQL
 * when TEST_DATABASE_URL is set (the vitest project `postgres` sets it). On PostgreSQL each test
 * database is created through that URL, named `clinic_t_<random>`, and dropped on close, so tests
 * running in parallel never see each other's rows.
 */

export interface TestDatabase extends ClinicDatabase {
  /** Another handle on the same database, as a second process would open it (migrations run again: none is due). */
  openAgain(options?: { migrations?: Record<string, Migration> }): Promise<ClinicDatabase>;
  /** The variables that make `npm start`, `npm run seed`… in a child process use this database. */
  readonly environment: Readonly<Record<string, string>>;
  /** Closes this handle; the database stays, for `openAgain` (a restart), until `remove`. */
  closeHandle(): Promise<void>;
  /** Closes this handle if open, and deletes the database. */
  remove(): Promise<void>;
  /** The same as `remove`: a test's database lives as long as its handle, unless it says otherwise. */
  close(): Promise<void>;
}

/** The handle, with a lifetime: closing twice is harmless, and the data goes once. */
function testDatabase(
  db: ClinicDatabase,
  {
    environment,
    openAgain,
    removeData,
  }: Pick<TestDatabase, 'environment' | 'openAgain'> & {
    removeData: () => Promise<void>;
  },
): TestDatabase {
  let closing: Promise<void> | undefined;
  let removing: Promise<void> | undefined;
  const closeHandle = () => (closing ??= db.close());
  const remove = () =>
    (removing ??= (async () => {
      try {
        await closeHandle();
      } finally {
        await removeData();
      }
    })());
  return { ...db, environment, openAgain, closeHandle, remove, close: remove };
}

export interface OpenTestDatabaseOptions {
  /** Defaults to every migration. */
  migrations?: Record<string, Migration>;
}

/** The PostgreSQL server the tests use, or undefined when they run on SQLite. */
function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  return url ? openPostgresTestDatabase(url, options) : openSqliteTestDatabase(options);
}

async function openSqliteTestDatabase({ migrations }: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const tmp = createTemporaryDirectory('clinic-db-test-');
  const file = path.join(tmp.path, 'clinic.db');
  let db: ClinicDatabase;
  try {
    db = await openDatabase({ path: file, migrations });
  } catch (error) {
    tmp.remove();
    throw error;
  }
  return testDatabase(db, {
    environment: { DATABASE_PATH: file, DATABASE_URL: '' },
    openAgain: (again = {}) => openDatabase({ path: file, migrations: again.migrations ?? migrations }),
    removeData: async () => tmp.remove(),
  });
}

/** The test URL's user, connected to its own database (the one that may create others). */
async function withAdministration<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  // Generous: test workers on a loaded machine may all be creating and dropping databases at once.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Serialises template building and cloning among every test worker and test run on the server. */
const TEMPLATE_LOCK = 230_006;
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Migrating a new database takes most of a second; copying a migrated one takes a fraction. So
 * each set of migrations is applied once, to a template named by a hash of the migrations' code,
 * and each test database is a copy of it. A changed migration gets a new template.
 */
function templateName(migrations: Record<string, Migration>): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  for (const [name, migration] of Object.entries(migrations)) hash.update(name).update(String(migration.up)).update(String(migration.down));
  return `clinic_t_tpl_${hash.digest('hex').slice(0, 16)}`;
}

function databaseUrl(url: string, name: string): string {
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.toString();
}

/** Creates `name` as a copy of the migrated template, building the template first if there is none. */
async function createMigratedDatabase(url: string, name: string, migrations: Record<string, Migration>): Promise<void> {
  const template = templateName(migrations);
  await withAdministration(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (rowCount === 0) {
        // Built under another name and renamed when complete: a run that died half-way leaves no template.
        const building = `${template}_building`;
        await dropDatabase(admin, building);
        await admin.query(`create database ${building}`);
        const db = await openDatabase({ url: databaseUrl(url, building), migrations });
        await db.close();
        await admin.query(`alter database ${building} rename to ${template}`);
      }
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/**
 * Drops a database and its sessions. `with (force)` waits up to 5 s for the sessions it ends to go;
 * on a loaded machine one closed a moment ago may still be leaving (55006, object in use): the drop
 * is asked again, each time waiting that long again, rather than leaving the database behind.
 * An autovacuum worker in the database is not ours to end (42501, "must be a member of the role
 * whose process is being terminated"): the drop waits until no worker is there, then asks again.
 * (On a busy machine a worker can come back each time, so CI's cluster runs without autovacuum:
 * .ci/run.)
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== '55006' && code !== '42501') || attempt === 5) throw error;
      if (code === '42501') await untilNoAutovacuumIn(admin, name);
    }
  }
}

/** Polls until no autovacuum worker is connected to the database (at most 30 s). */
async function untilNoAutovacuumIn(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await admin.query<{ count: string }>(`select count(*) from pg_stat_activity where datname = $1 and backend_type = 'autovacuum worker'`, [
      name,
    ]);
    if (Number(rows[0].count) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Drops every template (the vitest project's teardown): the next run builds what it needs. */
export async function dropTestTemplates(url: string): Promise<void> {
  await withAdministration(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'clinic\\_t\\_tpl\\_%'`);
      for (const { datname } of rows) await dropDatabase(admin, datname);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

async function openPostgresTestDatabase(url: string, { migrations }: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const name = `clinic_t_${randomBytes(6).toString('hex')}`;
  const ownUrl = databaseUrl(url, name);
  await createMigratedDatabase(url, name, migrations ?? ALL_MIGRATIONS);
  const drop = () => withAdministration(url, (admin) => dropDatabase(admin, name));
  let db: ClinicDatabase;
  try {
    // Migrated already: the open finds nothing to apply.
    db = await openDatabase({ url: ownUrl, migrations });
  } catch (error) {
    await drop();
    throw error;
  }
  return testDatabase(db, {
    environment: { DATABASE_URL: ownUrl },
    openAgain: (again = {}) => openDatabase({ url: ownUrl, migrations: again.migrations ?? migrations }),
    removeData: async () => {
      await drop();
    },
  });
}
