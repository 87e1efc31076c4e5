import { sql, type Kysely } from 'kysely';
import { addIdColumn, epochMsType } from './portable-columns';

/**
 * Enquiries and appointment requests become one `requests` table (kind `contact` or
 * `appointment`; an enquiry has no treatment, date or time), and the outbox and the request
 * events refer to it by a foreign key instead of `(kind, reference_id)`. The appointment's
 * treatment is stored as the treatment's id, not its label. Every row, reference, status,
 * erasure mark, event and queued e-mail moves over; the rows keep arrival order.
 *
 * The data is moved by plain selects and inserts (no SQLite functions), so the same steps run on
 * another SQL database. An outbox row no longer keeps a copy of the request: its e-mail is
 * written from the request's row.
 */

// Kept here, not read from pages/: the migration describes the data as it was at this step.
// The treatments' labels as the appointment form sent them until now, and each treatment's id.
const TREATMENT_IDS: Record<string, string> = {
  'Cosmetic Dentistry': 'cosmetic-dentistry',
  'Crowns and Bridges': 'crowns-and-bridges',
  'Dental Cleaning': 'dental-cleaning',
  'Dental Implants': 'dental-implants',
  Dentures: 'dentures',
  'Full Mouth Rehabilitation': 'full-mouth-rehabilitation',
  'Gum Surgeries': 'gum-surgeries',
  'Invisalign Braces Provider': 'invisalign',
  'NRI Dental Treatment': 'nri-dental-treatment',
  'Oral Cancer Surgeries': 'oral-cancer',
  'Braces Orthodontic Trentures': 'orthodontics',
  'Pediatric Dentist': 'pediatric-dentistry',
  'Root Canal': 'root-canal',
  'Sleep Apnea Solutions': 'sleep-apnea',
  'Sports Dentistry': 'sports-dentistry',
  'Teeth Filling': 'teeth-filling',
  'Teeth Whitening': 'teeth-whitening',
  'TMJ Treatment': 'tmj-treatment',
  'Wisdom Tooth Removal': 'tooth-removal',
};

const STATUSES = `('new', 'contacted', 'confirmed', 'cancelled', 'done')`;
const TABLE_OF_KIND = { contact: 'contacts', appointment: 'appointments' } as const;
type Kind = keyof typeof TABLE_OF_KIND;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
type AnyDatabase = Kysely<any>;

async function createRequestsTable(db: AnyDatabase): Promise<void> {
  await addIdColumn(db, db.schema.createTable('requests'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('contact', 'appointment')`))
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('treatment_id', 'text')
    .addColumn('appointment_date', 'text')
    .addColumn('appointment_time', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('new')
        .check(sql.raw(`status in ${STATUSES}`)),
    )
    .addColumn('status_changed_at', 'text')
    .addColumn('erased_at', 'text')
    .addColumn('erased_by', 'text')
    .execute();
}

/** Moves both tables' rows, oldest first; returns each old row's new id by `kind:id`. */
async function moveRequests(db: AnyDatabase): Promise<Map<string, number>> {
  const rows: Array<Record<string, unknown> & { kind: Kind; id: number; created_at: string }> = [];
  for (const kind of Object.keys(TABLE_OF_KIND) as Kind[]) {
    const tableRows = await db.selectFrom(TABLE_OF_KIND[kind]).selectAll().execute();
    rows.push(...tableRows.map((row) => ({ ...row, kind }) as (typeof rows)[number]));
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.kind.localeCompare(b.kind) || a.id - b.id);
  const newIds = new Map<string, number>();
  for (const row of rows) {
    const appointment = row.kind === 'appointment';
    const service = appointment ? String(row.service) : null;
    const { id } = await db
      .insertInto('requests')
      .values({
        kind: row.kind,
        reference: row.reference,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phone_number: row.phone_number,
        country_code: row.country_code,
        message: row.message,
        // An erased appointment's treatment is '' and stays so; a label no treatment had stays as it was.
        treatment_id: service === null ? null : (TREATMENT_IDS[service] ?? service),
        appointment_date: appointment ? row.appointment_date : null,
        appointment_time: appointment ? row.appointment_time : null,
        created_at: row.created_at,
        status: row.status,
        status_changed_at: row.status_changed_at,
        erased_at: row.erased_at,
        erased_by: row.erased_by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    newIds.set(`${row.kind}:${row.id}`, id);
  }
  return newIds;
}

async function moveOutbox(db: AnyDatabase, newIds: Map<string, number>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('request_outbox'))
    .addColumn('request_id', 'integer', (column) => column.notNull().references('requests.id'))
    .addColumn('audience', 'text', (column) => column.notNull().check(sql`audience in ('clinic', 'patient')`))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', epochMsType(db), (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
  for (const row of rows) {
    const requestId = newIds.get(`${row.kind}:${row.reference_id}`);
    // Erasure deletes a request's e-mails, so every row has its request; one that did not could not be sent anyway.
    if (requestId === undefined) continue;
    await db
      .insertInto('request_outbox')
      .values({
        id: row.id,
        request_id: requestId,
        audience: row.audience,
        status: row.status,
        attempts: row.attempts,
        next_attempt_at: row.next_attempt_at,
        last_error: row.last_error,
        created_at: row.created_at,
        sent_at: row.sent_at,
      })
      .execute();
  }
  await db.schema.dropTable('outbox').execute();
  await db.schema.alterTable('request_outbox').renameTo('outbox').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_by_request').on('outbox').column('request_id').execute();
}

async function moveEvents(db: AnyDatabase, newIds: Map<string, number>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('request_history'))
    .addColumn('request_id', 'integer', (column) => column.notNull().references('requests.id'))
    .addColumn('action', 'text', (column) => column.notNull().check(sql`action in ('status', 'erase')`))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  const rows = await db.selectFrom('request_events').selectAll().orderBy('id').execute();
  for (const row of rows) {
    const requestId = newIds.get(`${row.kind}:${row.request_id}`);
    if (requestId === undefined) throw new Error(`request event ${row.id} refers to no stored ${row.kind} (id ${row.request_id})`);
    await db
      .insertInto('request_history')
      .values({
        id: row.id,
        request_id: requestId,
        action: row.action,
        from_status: row.from_status,
        to_status: row.to_status,
        actor: row.actor,
        created_at: row.created_at,
      })
      .execute();
  }
  await db.schema.dropTable('request_events').execute();
  await db.schema.alterTable('request_history').renameTo('request_events').execute();
  await db.schema.createIndex('request_events_by_request').on('request_events').column('request_id').execute();
}

export async function up(db: AnyDatabase): Promise<void> {
  await createRequestsTable(db);
  const newIds = await moveRequests(db);
  await moveOutbox(db, newIds);
  await moveEvents(db, newIds);
  await sql`drop view inbox_requests`.execute(db);
  await db.schema.dropTable('contacts').execute();
  await db.schema.dropTable('appointments').execute();
  await db.schema.createIndex('requests_newest_first').on('requests').columns(['created_at desc', 'id desc']).execute();
}

// No down(): the two old tables cannot be told apart again once the outbox no longer keeps its copies; restore a backup instead.
