import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * What migrations write differently for SQLite and PostgreSQL. The SQLite forms are exactly what
 * the migrations wrote before PostgreSQL was supported, so an existing file's schema does not
 * change; PostgreSQL gets its own types where SQLite's would not do.
 */

// A migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export type MigrationDialect = 'sqlite' | 'postgres';

/** Which database a migration runs on (the handle it is given may be a transaction). */
export function migrationDialect(db: AnyDatabase): MigrationDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * A numeric primary key the database assigns: SQLite's `integer primary key autoincrement` (ids
 * never reused), PostgreSQL's identity column (a sequence, never reused either). Rows inserted
 * with an explicit id do not move PostgreSQL's sequence: a copy into PostgreSQL sets it after.
 */
export function addIdColumn<T extends string, C extends string>(db: AnyDatabase, table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | 'id'> {
  return migrationDialect(db) === 'postgres'
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/**
 * Epoch milliseconds: SQLite's integer holds 64 bits; PostgreSQL's integer only 32, so bigint
 * (returned as a number by the pool's type parser, postgres-dialect.ts).
 */
export function epochMsType(db: AnyDatabase): 'integer' | 'bigint' {
  return migrationDialect(db) === 'postgres' ? 'bigint' : 'integer';
}
