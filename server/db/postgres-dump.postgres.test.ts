/**
 * `npm run backup` on PostgreSQL (the vitest project `postgres`; TEST_DATABASE_URL): pg_dump's file
 * restores, with pg_restore as docs/deploy.md says, into a database the site opens as it was.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { storeRequest } from './enquiry-repository';
import { openDatabase } from './open-database';
import { seedDemoContent } from './seed';
import { createStaffUser } from './staff-repository';
import { createTemporaryDirectory, type TemporaryDirectory } from './testing/seed-fixture';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

type AnyDatabase = Kysely<any>;

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');
const run = promisify(execFile);

let tmp: TemporaryDirectory;
let db: TestDatabase;
beforeEach(async () => {
  tmp = createTemporaryDirectory();
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
  tmp.remove();
});

async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function everyRow(kysely: AnyDatabase): Promise<Record<string, unknown[]>> {
  const tables = (await kysely.introspection.getTables()).filter((table) => !table.isView).map((table) => table.name);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    const tableRows = await kysely.selectFrom(table).selectAll().execute();
    rows[table] = tableRows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

describe('npm run backup with DATABASE_URL', () => {
  it('writes a pg_dump file, which pg_restore turns back into the same database', async () => {
    expect(db.dialect).toBe('postgres');
    await seedDemoContent(db);
    await storeRequest(db, 'contact', SAMPLE_CONTACT, new Date('2026-05-10T09:00:00.000Z'), { acknowledge: true });
    await createStaffUser(db, { username: 'meera', passwordHash: 'scrypt$meera', role: 'admin' }, { actor: 'test', at: new Date('2026-05-10T09:00:00.000Z') });
    const url = db.environment.DATABASE_URL;

    const { stdout } = await run(tsx, [path.join(here, 'backup-cli.ts')], { cwd: tmp.path, env: { ...process.env, ...db.environment } });
    const [dump] = fs.readdirSync(path.join(tmp.path, 'backups'));
    expect(dump).toMatch(/^clinic-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
    expect(stdout).toContain(`Backed up PostgreSQL to ${path.join(tmp.path, 'backups', dump)}`);

    const name = `deploy_restore_${randomBytes(6).toString('hex')}`;
    const restoredUrl = new URL(url);
    restoredUrl.pathname = `/${name}`;
    // As docs/deploy.md restores: the password in PGPASSWORD, not on the command line.
    const withoutPassword = new URL(restoredUrl);
    withoutPassword.password = '';
    await administer(`create database ${name}`);
    try {
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', withoutPassword.toString(), path.join(tmp.path, 'backups', dump)], {
        env: { ...process.env, PGPASSWORD: decodeURIComponent(restoredUrl.password) },
      });
      const restored = await openDatabase({ url: restoredUrl.toString() });
      try {
        expect(restored.appliedMigrations).toEqual([]);
        const rows = await everyRow(restored.kysely as AnyDatabase);
        expect(rows).toEqual(await everyRow(db.kysely as AnyDatabase));
        expect(rows.requests).toHaveLength(1);
        expect(rows.staff_users).toHaveLength(1);
      } finally {
        await restored.close();
      }
    } finally {
      await administer(`drop database if exists ${name} with (force)`);
    }
  });
});
