import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { referenceFor } from '../request-reference';
import { addIdColumn, epochMsType, migrationDialect } from './portable-columns';

/**
 * The clinic's side of every request: a reference for the patient, a status staff move it
 * through, the record of each change, erasure, acknowledgements to the patient in the outbox,
 * and staff accounts with their sessions.
 */

// Kept here, not imported: the migration describes the schema as it was at this step.
const REQUEST_TABLES = ['contacts', 'appointments'];
const STATUSES = `('new', 'contacted', 'confirmed', 'cancelled', 'done')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One counter for both kinds of request, scrambled by a secret of this database into the
  // reference (see request-reference.ts).
  await db.schema
    .createTable('request_reference_sequence')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('last_value', 'integer', (column) => column.notNull())
    .execute();
  const secret = randomBytes(32).toString('hex');

  for (const table of REQUEST_TABLES) {
    await db.schema.alterTable(table).addColumn('reference', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('new')
          .check(sql.raw(`status in ${STATUSES}`)),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('status_changed_at', 'text').execute();
    // Set when the personal fields were removed (by staff or the retention job); by whom.
    await db.schema.alterTable(table).addColumn('erased_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('erased_by', 'text').execute();
  }

  // Requests stored before this step get references too, oldest first.
  const existing = await sql<{ kind: string; id: number }>`
    select 'contacts' as kind, id, created_at from contacts
    union all
    select 'appointments' as kind, id, created_at from appointments
    order by created_at, kind, id`.execute(db);
  let sequence = 0;
  for (const row of existing.rows) {
    sequence++;
    await db
      .updateTable(row.kind)
      .set({ reference: referenceFor(sequence, secret) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.insertInto('request_reference_sequence').values({ id: 1, secret, last_value: sequence }).execute();
  // Queued e-mails carry the reference too. json_set is SQLite's; PostgreSQL's jsonb does the same.
  if (migrationDialect(db) === 'postgres') {
    for (const [kind, table] of [
      ['contact', 'contacts'],
      ['appointment', 'appointments'],
    ] as const) {
      await sql`update outbox set payload = (payload::jsonb || jsonb_build_object('reference', (select reference from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = outbox.reference_id)))::text where kind = ${kind}`.execute(
        db,
      );
    }
  } else {
    await sql`update outbox set payload = json_set(payload, '$.reference', (select reference from contacts where contacts.id = outbox.reference_id)) where kind = 'contact'`.execute(
      db,
    );
    await sql`update outbox set payload = json_set(payload, '$.reference', (select reference from appointments where appointments.id = outbox.reference_id)) where kind = 'appointment'`.execute(
      db,
    );
  }

  for (const table of REQUEST_TABLES) {
    await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
    await db.schema.createIndex(`${table}_newest_first`).on(table).columns(['created_at desc', 'id desc']).execute();
  }

  // The staff inbox reads both kinds as one list.
  await sql`
    create view inbox_requests as
      select 'contact' as kind, id, reference, first_name, last_name, email, phone_number, country_code, message,
             null as service, null as appointment_date, null as appointment_time,
             created_at, status, status_changed_at, erased_at, erased_by
        from contacts
      union all
      select 'appointment' as kind, id, reference, first_name, last_name, email, phone_number, country_code, message,
             service, appointment_date, appointment_time,
             created_at, status, status_changed_at, erased_at, erased_by
        from appointments`.execute(db);

  // Every status change and erasure: who, when, from, to. No personal fields, so it outlives erasure.
  await addIdColumn(db, db.schema.createTable('request_events'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('contact', 'appointment')`))
    .addColumn('request_id', 'integer', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull().check(sql`action in ('status', 'erase')`))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('request_events_by_request').on('request_events').columns(['kind', 'request_id']).execute();

  // Who an outbox message goes to: the clinic (a new request) or the patient (the acknowledgement).
  await db.schema
    .alterTable('outbox')
    .addColumn('audience', 'text', (column) =>
      column
        .notNull()
        .defaultTo('clinic')
        .check(sql`audience in ('clinic', 'patient')`),
    )
    .execute();
  await db.schema.createIndex('outbox_by_request').on('outbox').columns(['kind', 'reference_id']).execute();

  await addIdColumn(db, db.schema.createTable('staff_users'))
    .addColumn('username', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('password_changed_at', 'text', (column) => column.notNull())
    .execute();

  // Only a hash of each session token is stored: a copy of the database opens no session.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', epochMsType(db), (column) => column.notNull())
    .addColumn('last_seen_at', epochMsType(db), (column) => column.notNull())
    .addColumn('expires_at', epochMsType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_by_user').on('staff_sessions').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff_users').ifExists().execute();
  await db.schema.dropIndex('outbox_by_request').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('audience').execute();
  await db.schema.dropTable('request_events').ifExists().execute();
  await sql`drop view if exists inbox_requests`.execute(db);
  for (const table of REQUEST_TABLES) {
    await db.schema.dropIndex(`${table}_newest_first`).ifExists().execute();
    await db.schema.dropIndex(`${table}_reference`).ifExists().execute();
    for (const column of ['erased_by', 'erased_at', 'status_changed_at', 'status', 'reference']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.dropTable('request_reference_sequence').ifExists().execute();
}
