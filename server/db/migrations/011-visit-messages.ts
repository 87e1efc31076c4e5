import { sql, type Kysely } from 'kysely';

/**
 * What the patient's side of a booking needs:
 *
 * - `manage_tokens`: the patient's links to their request (`/requests/manage?t=…`). Only the
 *   SHA-256 of a token is kept (server/visits/manage-token.ts), so a copy of the database opens
 *   no request. A token exists in clear only when it is made: the thank-you page's is made with
 *   the request, and each e-mail that carries a link gets its own as it is sent, so no token waits
 *   anywhere for its e-mail. Deleted when the request is erased.
 * - `outbox.purpose`: which e-mail a row is, beside whom it goes to (`audience`): the clinic's
 *   notice of a new request, the patient's acknowledgement, a visit update (confirmed,
 *   rescheduled, cancelled by the clinic) or the reminder the day before. Rows already queued
 *   are the first two, told apart by their audience.
 * - `outbox.event_id`: the request event a visit e-mail is about. The e-mail is written from that
 *   event's slot and sequence when it is sent, not from whatever the request says by then: an
 *   update queued before a reschedule still describes the slot it announced.
 * - `request_events.visit_sequence`: the visit's SEQUENCE after the step the event records (null
 *   for events before this migration and for steps that are no version of the visit), so an
 *   e-mail about the event carries the calendar version it announced.
 * - `outbox.voided_at`: a reminder that must not go out (its visit was rescheduled or
 *   cancelled). A column rather than a third status: the status column's check allows only
 *   `pending` and `sent`, and changing a check on SQLite means rebuilding the table.
 */

export const OUTBOX_PURPOSES = ['notice', 'acknowledgement', 'visit-update', 'reminder'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('manage_tokens')
    // SHA-256 of the token, hex: what a presented token is looked up by.
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'integer', (column) => column.notNull().references('requests.id'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('manage_tokens_by_request').on('manage_tokens').column('request_id').execute();

  const purposes = sql.raw(`(${OUTBOX_PURPOSES.map((purpose) => `'${purpose}'`).join(', ')})`);
  // The default only fills the rows already there (SQLite adds a NOT NULL column only with one);
  // every insert names its purpose.
  await db.schema
    .alterTable('outbox')
    .addColumn('purpose', 'text', (column) =>
      column
        .notNull()
        .defaultTo('notice')
        .check(sql`purpose in ${purposes}`),
    )
    .execute();
  await db.updateTable('outbox').set({ purpose: 'acknowledgement' }).where('audience', '=', 'patient').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('event_id', 'integer', (column) => column.references('request_events.id'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('voided_at', 'text').execute();
  await db.schema.createIndex('outbox_by_event').on('outbox').column('event_id').execute();
  await db.schema.alterTable('request_events').addColumn('visit_sequence', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('request_events').dropColumn('visit_sequence').execute();
  await db.schema.dropIndex('outbox_by_event').execute();
  // Visit e-mails cannot be told from the request's own without their purpose.
  await db.deleteFrom('outbox').where('purpose', 'in', ['visit-update', 'reminder']).execute();
  await db.schema.alterTable('outbox').dropColumn('voided_at').execute();
  await db.schema.alterTable('outbox').dropColumn('event_id').execute();
  await db.schema.alterTable('outbox').dropColumn('purpose').execute();
  await db.schema.dropTable('manage_tokens').execute();
}
