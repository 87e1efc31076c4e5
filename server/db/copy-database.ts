import { sql, type Kysely } from 'kysely';
import { MIGRATION_TABLE, openDatabase, type ClinicDatabase } from './open-database';

// Tables are named at run time here, so the handles are untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;
type Row = Record<string, unknown>;

/** Each migrated database has its own record of its migrations: never copied. */
const MIGRATION_TABLES = new Set([MIGRATION_TABLE, `${MIGRATION_TABLE}_lock`]);
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const PARAMETERS_PER_INSERT = 30_000;

export interface CopyOptions {
  /** Empty the target's tables first, instead of refusing a target that has data. */
  replace?: boolean;
}

export interface CopyReport {
  /** Rows copied into each table, in the order they were copied (referenced tables first). */
  tables: Array<{ table: string; rows: number }>;
}

/**
 * Copies every row of the site's SQLite database into a PostgreSQL one whose schema is at the same
 * migration (both opened with openDatabase, which migrates them), so a site can move to PostgreSQL
 * with its requests, references, staff and content.
 *
 * - The source is read in one read transaction: one moment's state even if something writes to it.
 * - A target that already has data is refused (unless `replace`), since mixing two sites' rows
 *   would break references. Rows a migration itself writes (the content revision, the reference
 *   sequence's key) are not data: they are replaced by the source's, whose key made the stored
 *   references.
 * - Everything is written in one transaction on the target, tables in foreign-key order (a table
 *   after those it refers to), ids kept as they are. Then each id sequence is set past the highest
 *   copied id (a row inserted with its own id does not move it, and the next request would collide),
 *   and every table's count is checked against the source before the transaction commits: the
 *   target ends with all of it or none of it.
 */
export async function copyDatabase(source: ClinicDatabase, target: ClinicDatabase, options: CopyOptions = {}): Promise<CopyReport> {
  if (source.dialect !== 'sqlite' || target.dialect !== 'postgres') throw new Error('db:copy copies a SQLite database into a PostgreSQL one');
  const from = source.kysely as AnyDatabase;
  const to = target.kysely as AnyDatabase;

  const tables = await copiedTables(from);
  const targetTables = new Set(await copiedTables(to));
  const differing = [...new Set([...tables, ...targetTables])].filter((table) => !tables.includes(table) || !targetTables.has(table));
  if (differing.length > 0)
    throw new Error(`The two databases' tables differ (${differing.join(', ')}): run db:copy from the same version of the site that migrated both`);

  const ordered = foreignKeyOrder(tables, await postgresReferences(to));
  const { rows, lastIds } = await readSnapshot(from, ordered);

  await to.transaction().execute(async (trx) => {
    if (!options.replace) await refuseData(trx, ordered, await tablesMigrationsFill());
    for (const table of [...ordered].reverse()) await trx.deleteFrom(table).execute();
    for (const table of ordered) await insertRows(trx, table, rows.get(table)!);
    await resetSequences(trx, ordered, lastIds);
    for (const table of ordered) {
      const copied = await countRows(trx, table);
      if (copied !== rows.get(table)!.length) throw new Error(`${table}: ${rows.get(table)!.length} rows read, ${copied} in the target`);
    }
  });
  return { tables: ordered.map((table) => ({ table, rows: rows.get(table)!.length })) };
}

async function copiedTables(db: AnyDatabase): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && !MIGRATION_TABLES.has(table.name))
    .map((table) => table.name)
    .sort();
}

/** `table → tables it refers to`, from the target's foreign keys (the constraints the inserts meet). */
async function postgresReferences(db: AnyDatabase): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ from_table: string; to_table: string }>`
    select referencing.relname as from_table, referenced.relname as to_table
      from pg_constraint c
      join pg_class referencing on referencing.oid = c.conrelid
      join pg_class referenced on referenced.oid = c.confrelid
      join pg_namespace n on n.oid = referencing.relnamespace
     where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const references = new Map<string, Set<string>>();
  for (const { from_table, to_table } of rows) references.set(from_table, (references.get(from_table) ?? new Set()).add(to_table));
  return references;
}

/** Tables ordered so that each comes after every table it refers to (alphabetical otherwise). */
function foreignKeyOrder(tables: readonly string[], references: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const referenced of [...(references.get(table) ?? [])].sort()) if (referenced !== table) visit(referenced);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

interface Snapshot {
  rows: Map<string, Row[]>;
  /**
   * The highest id each autoincrement table ever gave (SQLite's `sqlite_sequence`): it may be
   * above the highest id left when the newest rows were deleted, and ids are never given twice.
   */
  lastIds: Map<string, number>;
}

/** Every row of every table, read in one SQLite read transaction, each table in its rows' order. */
async function readSnapshot(db: AnyDatabase, tables: readonly string[]): Promise<Snapshot> {
  return db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      const rows = new Map<string, Row[]>();
      for (const table of tables)
        rows.set(
          table,
          (await connection
            .selectFrom(table)
            .selectAll()
            .orderBy(sql`rowid`)
            .execute()) as Row[],
        );
      const sequences = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(connection);
      return { rows, lastIds: new Map(sequences.rows.map(({ name, seq }) => [name, Number(seq)])) };
    } finally {
      await sql`commit`.execute(connection);
    }
  });
}

/** The tables a freshly migrated database already has rows in: what migrations write, not data. */
async function tablesMigrationsFill(): Promise<Set<string>> {
  const fresh = await openDatabase({ path: ':memory:' });
  try {
    const filled = new Set<string>();
    for (const table of await copiedTables(fresh.kysely as AnyDatabase)) if ((await countRows(fresh.kysely as AnyDatabase, table)) > 0) filled.add(table);
    return filled;
  } finally {
    await fresh.close();
  }
}

async function refuseData(db: AnyDatabase, tables: readonly string[], migrationFilled: ReadonlySet<string>): Promise<void> {
  const withData: string[] = [];
  for (const table of tables) {
    if (migrationFilled.has(table)) continue;
    const rows = await countRows(db, table);
    if (rows > 0) withData.push(`${table} (${rows})`);
  }
  if (withData.length > 0) {
    throw new Error(`The target already has data: ${withData.join(', ')}. Copy into an empty database, or pass --replace to empty it first.`);
  }
}

async function insertRows(db: AnyDatabase, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0]).length));
  for (let start = 0; start < rows.length; start += perInsert)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perInsert))
      .execute();
}

/**
 * Sets every id sequence so the next id is one past the highest the source used (its highest row,
 * or the highest SQLite ever gave in that table); 1 on a table that never had a row.
 */
async function resetSequences(db: AnyDatabase, tables: readonly string[], lastIds: ReadonlyMap<string, number>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string; sequence: string }>`
    select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns
     where table_schema = current_schema()
       and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(db);
  for (const { table_name, column_name, sequence } of rows) {
    if (!tables.includes(table_name)) continue;
    const used = lastIds.get(table_name) ?? 0;
    await sql`select setval(${sequence}::regclass, greatest(coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0), ${used}) + 1, false)`.execute(
      db,
    );
  }
}

async function countRows(db: AnyDatabase, table: string): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
