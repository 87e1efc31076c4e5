import { sql, type Kysely } from 'kysely';
import { addIdColumn, migrationDialect } from './portable-columns';

/**
 * Appointment requests become visits the front desk manages:
 *
 * - statuses `new`, `contacted`, `confirmed`, `rescheduled`, `cancelled`, `attended`, `no-show`:
 *   `done` becomes `attended`, and a `cancelled` request is marked cancelled by the clinic (the
 *   only party that could cancel until now); the status changes already recorded are read the same way;
 * - the confirmed slot on the request (`confirmed_date`, `confirmed_time` on the clinic's clock,
 *   `confirmed_branch_id`, optional `confirmed_dentist_id`), `cancelled_by`, and `visit_sequence`,
 *   raised on each confirmation, change and cancellation (the calendar file's SEQUENCE);
 * - each event keeps the slot at that moment, who cancelled, and a message (a patient's request
 *   for a change, action `change-request`);
 * - `request_notes`: the clinic's internal notes on a request.
 *
 * SQLite cannot change a CHECK constraint, so `requests` and `request_events` are rebuilt: their
 * rows are held in a copy, the table is dropped and created again from its own statement with the
 * new constraint, and the rows go back with their ids. The outbox and the events refer to
 * `requests` by a foreign key: deferred to the commit, the references dropped with the old table
 * find their rows again in the new one. The statement is the table's own, so columns added by
 * earlier migrations (a branch) come along unnamed here. PostgreSQL changes the constraints in place.
 */

// Kept here, not imported: the migration describes the schema as it was at this step.
const OLD_STATUSES = `('new', 'contacted', 'confirmed', 'cancelled', 'done')`;
const NEW_STATUSES = `('new', 'contacted', 'confirmed', 'rescheduled', 'cancelled', 'attended', 'no-show')`;
const OLD_ACTIONS = `('status', 'erase')`;
const NEW_ACTIONS = `('status', 'erase', 'change-request')`;
const PARTIES = `('clinic', 'patient')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
type AnyDatabase = Kysely<any>;

/** A CHECK's list of values, as the constraint text holds it, replaced by another. */
interface CheckChange {
  column: string;
  from: string;
  to: string;
  /** Brings the rows of `table` (the named one) to the new values while no constraint holds them. */
  moveRows?: (table: string) => Promise<void>;
}

/** SQLite: the table again from its own statement with `change` made, every row kept with its id (and the id counter where it was). */
async function rebuildSqliteTable(db: AnyDatabase, table: string, change: CheckChange): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`select type, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const create = rows.find((row) => row.type === 'table')?.sql ?? '';
  const oldCheck = `${change.column} in ${change.from}`;
  if (!create.includes(oldCheck)) throw new Error(`migration 010: the ${table} table has no check "${oldCheck}"`);
  const indexes = rows.filter((row) => row.type === 'index' && row.sql).map((row) => row.sql!);
  const { rows: counter } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  const hold = `${table}_before_010`;

  await sql.raw(`create table ${hold} as select * from ${table}`).execute(db);
  await change.moveRows?.(hold);
  await sql.raw(`drop table ${table}`).execute(db);
  await sql.raw(create.replace(oldCheck, `${change.column} in ${change.to}`)).execute(db);
  await sql.raw(`insert into ${table} select * from ${hold}`).execute(db);
  await sql.raw(`drop table ${hold}`).execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
  // Dropping the table forgot its counter: ids of deleted rows must never come back.
  if (counter[0]) await sql`update sqlite_sequence set seq = max(seq, ${counter[0].seq}) where name = ${table}`.execute(db);
}

/** PostgreSQL: the column's CHECK constraint (named by the server when it was created) replaced. */
async function replacePostgresCheck(db: AnyDatabase, table: string, change: CheckChange): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = ${table}::regclass and contype = 'c' and pg_get_constraintdef(oid) like ${`%${change.column}%`}`.execute(db);
  for (const { name } of rows) await sql.raw(`alter table ${table} drop constraint "${name}"`).execute(db);
  await change.moveRows?.(table);
  await sql.raw(`alter table ${table} add constraint ${table}_${change.column}_check check (${change.column} in ${change.to})`).execute(db);
}

async function widenCheck(db: AnyDatabase, table: string, change: CheckChange): Promise<void> {
  if (migrationDialect(db) === 'postgres') await replacePostgresCheck(db, table, change);
  else await rebuildSqliteTable(db, table, change);
}

export async function up(db: AnyDatabase): Promise<void> {
  if (migrationDialect(db) === 'sqlite') {
    // Until the commit: the rebuilt tables' rows come back before anything is checked.
    await sql`pragma defer_foreign_keys = on`.execute(db);
  }
  await widenCheck(db, 'requests', {
    column: 'status',
    from: OLD_STATUSES,
    to: NEW_STATUSES,
    moveRows: async (table) => {
      await db.updateTable(table).set({ status: 'attended' }).where('status', '=', 'done').execute();
    },
  });
  await widenCheck(db, 'request_events', { column: 'action', from: OLD_ACTIONS, to: NEW_ACTIONS });

  await db.schema
    .alterTable('requests')
    .addColumn('cancelled_by', 'text', (column) => column.check(sql.raw(`cancelled_by in ${PARTIES}`)))
    .execute();
  // SQLite adds one column per statement.
  for (const column of ['confirmed_date', 'confirmed_time', 'confirmed_branch_id', 'confirmed_dentist_id']) {
    await db.schema.alterTable('requests').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('requests')
    .addColumn('visit_sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.updateTable('requests').set({ cancelled_by: 'clinic' }).where('status', '=', 'cancelled').execute();
  // The day view reads requests by the day of their visit.
  await db.schema.createIndex('requests_by_confirmed_date').on('requests').column('confirmed_date').execute();
  await db.schema.createIndex('requests_by_appointment_date').on('requests').column('appointment_date').execute();

  for (const column of ['slot_date', 'slot_time', 'slot_branch_id', 'slot_dentist_id', 'message']) {
    await db.schema.alterTable('request_events').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('request_events')
    .addColumn('cancelled_by', 'text', (column) => column.check(sql.raw(`cancelled_by in ${PARTIES}`)))
    .execute();
  await db.updateTable('request_events').set({ from_status: 'attended' }).where('from_status', '=', 'done').execute();
  await db.updateTable('request_events').set({ to_status: 'attended' }).where('to_status', '=', 'done').execute();
  await db.updateTable('request_events').set({ cancelled_by: 'clinic' }).where('to_status', '=', 'cancelled').execute();

  await addIdColumn(db, db.schema.createTable('request_notes'))
    .addColumn('request_id', 'integer', (column) => column.notNull().references('requests.id'))
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('request_notes_by_request').on('request_notes').column('request_id').execute();
}

// No down(): `rescheduled`, `no-show` and a patient's cancellation have no place in the old statuses; restore a backup instead.
