import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable-columns';

/**
 * Testimonials publish only with the patient's consent: `testimonials.state` (`draft` or
 * `published`; the demo testimonials before this migration were on the site, so `published`),
 * `consent_on` (the date the patient's written consent was given, `YYYY-MM-DD`, as staff record it;
 * null when none is recorded) and `consent_recorded_by` (the staff username who recorded it).
 *
 * The media library: each image uploaded from the staff area, stored re-encoded under the media
 * folder by the hash of its bytes (server/media/media-library.ts). `file` is the path the
 * content tables name (`library/<hash>.webp`); the responsive copies beside it are found by name.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('media'))
    // `library/<hash>.webp`, under the media folder.
    .addColumn('file', 'text', (column) => column.notNull().unique())
    // The first 16 hex digits of the SHA-256 of the uploaded bytes: the same file uploaded twice is one entry.
    .addColumn('hash', 'text', (column) => column.notNull().unique())
    // The name the file had on the uploader's computer, for staff to recognise it.
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    // The upload's size in bytes.
    .addColumn('bytes', 'integer', (column) => column.notNull())
    // ISO 8601, UTC; a staff username.
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .alterTable('testimonials')
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('published')
        .check(sql`state in ('draft', 'published')`),
    )
    .execute();
  await db.schema.alterTable('testimonials').addColumn('consent_on', 'text').execute();
  await db.schema.alterTable('testimonials').addColumn('consent_recorded_by', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['consent_recorded_by', 'consent_on', 'state']) await db.schema.alterTable('testimonials').dropColumn(column).execute();
  await db.schema.dropTable('media').execute();
}
