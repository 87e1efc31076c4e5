import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, MIGRATION_TABLE, type ClinicDatabase } from '../open-database';
import { openTestDatabase } from '../testing/test-database';
import { ALL_MIGRATIONS } from './all-migrations';

/**
 * The shipped migrations build the same schema on the database this run is about (SQLite, or
 * PostgreSQL in the `postgres` project) as on SQLite, and apply once however many instances start
 * together.
 */

/**
 * Each table's columns: nullable, and whether the database assigns the value. SQLite's introspection
 * calls every `integer primary key` generated (any rowid alias is) and a text primary key nullable
 * (a SQLite quirk no insert here relies on); read from the table's own SQL instead, the two agree.
 */
async function describeSchema(db: ClinicDatabase) {
  const tables = (await db.kysely.introspection.getTables()).filter((table) => !table.name.startsWith(MIGRATION_TABLE));
  const described: Record<string, Record<string, { nullable: boolean; generated: boolean }>> = {};
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    let primaryKey = new Set<string>();
    let autoincrement = false;
    if (db.dialect === 'sqlite') {
      const info = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table.name})`.execute(db.kysely);
      primaryKey = new Set(info.rows.filter((row) => row.pk > 0).map((row) => row.name));
      const definition = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table.name}`.execute(db.kysely);
      autoincrement = /autoincrement/i.test(definition.rows[0].sql);
    }
    described[table.name] = Object.fromEntries(
      table.columns
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((column) => [
          column.name,
          db.dialect === 'sqlite'
            ? { nullable: column.isNullable && !primaryKey.has(column.name), generated: autoincrement && primaryKey.has(column.name) }
            : { nullable: column.isNullable, generated: column.isAutoIncrementing },
        ]),
    );
  }
  return described;
}

describe('the migration chain', () => {
  it('yields the tables and columns (names, nullability, generated ids) SQLite has', async () => {
    const db = await openTestDatabase();
    const reference = await openDatabase({ path: ':memory:' });
    try {
      const recorded = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db.kysely);
      expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(ALL_MIGRATIONS));
      expect(await describeSchema(db)).toEqual(await describeSchema(reference));
    } finally {
      await reference.close();
      await db.close();
    }
  });

  it('stores epoch milliseconds beyond 32 bits and counts as numbers', async () => {
    const db = await openTestDatabase();
    try {
      const user = await db.kysely
        .insertInto('staff_users')
        .values({ username: 'asha', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z', password_changed_at: '2026-01-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const at = Date.UTC(2040, 0, 1);
      await db.kysely
        .insertInto('staff_sessions')
        .values({ token_hash: 'h', user_id: user.id, created_at: at, last_seen_at: at, expires_at: at + 1 })
        .execute();
      const session = await db.kysely.selectFrom('staff_sessions').select(['created_at', 'expires_at']).executeTakeFirstOrThrow();
      expect(session).toEqual({ created_at: at, expires_at: at + 1 });
      const { count } = await db.kysely
        .selectFrom('staff_sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(count).toBe(1);
      expect(typeof user.id).toBe('number');
    } finally {
      await db.close();
    }
  });

  it('is applied once when four instances open one new database together', async () => {
    const db = await openTestDatabase({ migrations: {} });
    try {
      const instances = await Promise.all([1, 2, 3, 4].map(() => db.openAgain({ migrations: ALL_MIGRATIONS })));
      try {
        const applied = instances.flatMap((instance) => instance.appliedMigrations);
        expect(applied.sort()).toEqual(Object.keys(ALL_MIGRATIONS));
        const recorded = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db.kysely);
        expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(ALL_MIGRATIONS));
        // The schema is whole: a write reaches every table the chain made.
        const { revision } = await instances[0].kysely.selectFrom('content_revision').select('revision').executeTakeFirstOrThrow();
        expect(revision).toBe(0);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await db.close();
    }
  });

  it('applies nothing of a migration that fails half-way, names it, and applies it once fixed', async () => {
    const db = await openTestDatabase();
    try {
      const halfDone: Migration = {
        async up(migrating) {
          await migrating.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await migrating.schema.createTable('requests').addColumn('id', 'integer').execute();
        },
      };
      const fixed: Migration = {
        async up(migrating) {
          await migrating.schema.createTable('half_done').addColumn('id', 'integer').execute();
        },
      };
      await expect(db.openAgain({ migrations: { ...ALL_MIGRATIONS, '900-half-done': halfDone } })).rejects.toThrow(/migration 900-half-done failed/);
      const tables = (await db.kysely.introspection.getTables()).map((table) => table.name);
      expect(tables).not.toContain('half_done');
      const reopened = await db.openAgain({ migrations: { ...ALL_MIGRATIONS, '900-half-done': fixed } });
      try {
        expect(reopened.appliedMigrations).toEqual(['900-half-done']);
      } finally {
        await reopened.close();
      }
    } finally {
      await db.close();
    }
  });
});
