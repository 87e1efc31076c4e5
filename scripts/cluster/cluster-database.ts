import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** The one database every instance of a cluster shares, and read-only queries on it for checks. */
export interface ClusterDatabase {
  readonly label: string;
  /** The settings that point a server at it. */
  readonly env: Record<string, string>;
  /** Runs a read-only statement (no parameters: checks write their literals). */
  rows<T>(sql: string): Promise<T[]>;
  /** Runs a statement that changes data (a test ageing its rows). */
  execute(sql: string): Promise<void>;
  /** Closes the checks' connection and removes the database. */
  drop(): Promise<void>;
}

/** A SQLite file in `dir`: several processes on one machine may share it (WAL). */
function sqliteClusterDatabase(dir: string): ClusterDatabase {
  const file = path.join(dir, 'clinic.db');
  let reader: Database.Database | undefined;
  return {
    label: 'SQLite',
    env: { DATABASE_PATH: file, DATABASE_URL: '' },
    async rows<T>(sql: string) {
      reader ??= new Database(file, { readonly: true, fileMustExist: true });
      return reader.prepare(sql).all() as T[];
    },
    async execute(sql: string) {
      const writer = new Database(file, { fileMustExist: true });
      try {
        writer.pragma('busy_timeout = 5000');
        writer.exec(sql);
      } finally {
        writer.close();
      }
    },
    async drop() {
      reader?.close();
    },
  };
}

/**
 * The PostgreSQL server clusters use: the test suite's TEST_DATABASE_URL, else the local server
 * .ci/run prepares. Its role must be allowed to create databases.
 */
function clusterAdminUrl(): string {
  return process.env.TEST_DATABASE_URL?.trim() || 'postgres://clinic:clinic@127.0.0.1:5432/clinic';
}

async function administer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database `cluster_<random>` (the instances create the schema when they
 * start), dropped with whatever is still connected to it.
 */
async function postgresClusterDatabase(adminUrl = clusterAdminUrl()): Promise<ClusterDatabase> {
  const name = `cluster_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await administer(adminUrl, `create database ${name}`);
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await administer(adminUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async rows<T>(sql: string) {
      return (await client.query(sql)).rows as T[];
    },
    async execute(sql: string) {
      await client.query(sql);
    },
    async drop() {
      await client.end().catch(() => {});
      await administer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export type ClusterDatabaseKind = 'sqlite' | 'postgres';

export async function createClusterDatabase(kind: ClusterDatabaseKind, workDir: string): Promise<ClusterDatabase> {
  if (kind === 'sqlite') return sqliteClusterDatabase(workDir);
  if (kind === 'postgres') return postgresClusterDatabase();
  throw new Error(`Unknown database kind "${kind}" (sqlite or postgres)`);
}
