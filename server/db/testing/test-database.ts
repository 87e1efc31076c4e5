import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Migration } from 'kysely';
import pg from 'pg';
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
}

export interface OpenTestDatabaseOptions {
  /** Defaults to every migration. */
  migrations?: Record<string, Migration>;
}

/** The PostgreSQL server the tests use, or undefined when they run on SQLite. */
export function testDatabaseUrl(): string | undefined {
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
  return {
    ...db,
    environment: { DATABASE_PATH: file, DATABASE_URL: '' },
    openAgain: (again = {}) => openDatabase({ path: file, migrations: again.migrations ?? migrations }),
    close: async () => {
      try {
        await db.close();
      } finally {
        tmp.remove();
      }
    },
  };
}

/** Runs one statement as the test URL's user, on its own database (the one that may create others). */
async function administer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(url: string, { migrations }: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const name = `clinic_t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const ownUrl = databaseUrl.toString();
  await administer(url, `create database ${name}`);
  const drop = () => administer(url, `drop database if exists ${name} with (force)`);
  let db: ClinicDatabase;
  try {
    db = await openDatabase({ url: ownUrl, migrations });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...db,
    environment: { DATABASE_URL: ownUrl },
    openAgain: (again = {}) => openDatabase({ url: ownUrl, migrations: again.migrations ?? migrations }),
    close: async () => {
      try {
        await db.close();
      } finally {
        await drop();
      }
    },
  };
}
