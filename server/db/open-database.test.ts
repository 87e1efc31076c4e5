import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseTables } from './database-schema';
import { ALL_MIGRATIONS } from './migrations/all-migrations';
import { MIGRATION_TABLE, openDatabase, resolveDatabasePath } from './open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from './testing/seed-fixture';
import { SettingError } from '../setting-error';

let tmp: TemporaryDirectory;
beforeEach(() => {
  tmp = createTemporaryDirectory();
});
afterEach(() => tmp.remove());

async function pragma(kysely: Kysely<DatabaseTables>, name: string): Promise<unknown> {
  const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(kysely);
  return Object.values(rows[0] ?? {})[0];
}

describe('openDatabase', () => {
  it('creates the folder and file, in WAL mode with foreign keys on', async () => {
    const file = path.join(tmp.path, 'nested', 'folder', 'clinic.db');
    const db = await openDatabase({ path: file });
    try {
      expect(db.path).toBe(file);
      expect(await pragma(db.kysely, 'journal_mode')).toBe('wal');
      expect(await pragma(db.kysely, 'foreign_keys')).toBe(1);
      expect(await pragma(db.kysely, 'synchronous')).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('applies every migration to a fresh file, records it, and applies none on re-open', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    const first = await openDatabase({ path: file });
    expect(first.appliedMigrations).toEqual(Object.keys(ALL_MIGRATIONS));
    const recorded = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(first.kysely);
    expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(ALL_MIGRATIONS));
    await first.close();

    const second = await openDatabase({ path: file });
    expect(second.appliedMigrations).toEqual([]);
    await second.close();
  });

  it('applies a new migration once, after the existing ones', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    await (await openDatabase({ path: file })).close();

    const addNotes: Migration = {
      async up(db) {
        await db.schema.alterTable('requests').addColumn('staff_notes', 'text').execute();
      },
    };
    const withNewMigration = { ...ALL_MIGRATIONS, '900-appointment-notes': addNotes };
    const upgraded = await openDatabase({ path: file, migrations: withNewMigration });
    expect(upgraded.appliedMigrations).toEqual(['900-appointment-notes']);
    const columns = await sql<{ name: string }>`pragma table_info(requests)`.execute(upgraded.kysely);
    expect(columns.rows.map((column) => column.name)).toContain('staff_notes');
    await upgraded.close();

    const again = await openDatabase({ path: file, migrations: withNewMigration });
    expect(again.appliedMigrations).toEqual([]);
    await again.close();
  });

  it('fails loudly, naming the migration, and applies nothing of a failed run', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    await (await openDatabase({ path: file })).close();
    const halfDone: Migration = {
      async up(db) {
        await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
        await sql`create table requests (id integer)`.execute(db);
      },
    };
    const fixed: Migration = {
      async up(db) {
        await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
      },
    };
    await expect(openDatabase({ path: file, migrations: { ...ALL_MIGRATIONS, '900-half-done': halfDone } })).rejects.toThrow(/migration 900-half-done failed/);

    // The table the failed migration created was rolled back with it, so the fixed migration
    // applies cleanly.
    const reopened = await openDatabase({ path: file, migrations: { ...ALL_MIGRATIONS, '900-half-done': fixed } });
    expect(reopened.appliedMigrations).toEqual(['900-half-done']);
    await reopened.close();
  });

  it('rolls back every migration of a fresh run when a later one fails', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    const broken: Migration = {
      async up(db) {
        await sql`select * from no_such_table`.execute(db);
      },
    };
    await expect(openDatabase({ path: file, migrations: { ...ALL_MIGRATIONS, '900-broken': broken } })).rejects.toThrow(/migration 900-broken failed/);
    const reopened = await openDatabase({ path: file });
    expect(reopened.appliedMigrations).toEqual(Object.keys(ALL_MIGRATIONS));
    await reopened.close();
  });

  it('enforces foreign keys', async () => {
    const db = await openDatabase({ path: path.join(tmp.path, 'clinic.db') });
    try {
      await expect(
        db.kysely
          .insertInto('gallery_items')
          .values({ category_id: 99, image: 'x.svg', width: 1, height: 1, alt: 'x', youtube_link: null, position: 0 })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await db.close();
    }
  });
});

describe('which database', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.DATABASE_URL;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it('a path given wins over DATABASE_URL: the file is SQLite', async () => {
    process.env.DATABASE_URL = 'postgres://nobody:nothing@127.0.0.1:4319/none';
    const db = await openDatabase({ path: path.join(tmp.path, 'clinic.db') });
    try {
      expect(db.dialect).toBe('sqlite');
    } finally {
      await db.close();
    }
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming it without its password', async () => {
    process.env.DATABASE_URL = 'mysql://clinic:secret@db/clinic';
    const failure = openDatabase();
    await expect(failure).rejects.toThrow(SettingError);
    await expect(failure).rejects.toThrow(/postgres:\/\/ or postgresql:\/\/ \(got mysql:\/\/clinic@db\/clinic\)/);
  });
});

describe('resolveDatabasePath', () => {
  it('uses DATABASE_PATH, then ./data/clinic.db, resolved against the working directory', () => {
    expect(resolveDatabasePath('/srv/clinic.db')).toBe('/srv/clinic.db');
    expect(resolveDatabasePath(undefined)).toBe(path.resolve('data/clinic.db'));
    expect(resolveDatabasePath('  ')).toBe(path.resolve('data/clinic.db'));
    expect(resolveDatabasePath(':memory:')).toBe(':memory:');
  });
});
