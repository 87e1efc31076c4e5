import { sql, type Kysely } from 'kysely';

/**
 * How many acknowledgements went to one recipient on one clinic day, so the form cannot be used
 * to mail the clinic's message to a stranger again and again. Counted in the database, so every
 * server process sharing it keeps the same count. The address is kept only as a hash, and rows
 * of past days are deleted as new ones are counted.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('acknowledgement_quota')
    // `YYYY-MM-DD` in the clinic's time zone; first in the key, so a day's rows are deleted by range.
    .addColumn('clinic_day', 'text', (column) => column.notNull())
    // SHA-256 (hex) of the normalised address (acknowledgement-quota.ts).
    .addColumn('recipient_hash', 'text', (column) => column.notNull())
    .addColumn('sent', 'integer', (column) => column.notNull().check(sql`sent >= 1`))
    .addPrimaryKeyConstraint('acknowledgement_quota_key', ['clinic_day', 'recipient_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('acknowledgement_quota').execute();
}
