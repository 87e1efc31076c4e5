import type { Kysely } from 'kysely';
import { addIdColumn } from './portable-columns';

/**
 * The record of every change staff make to the site's content (articles, media, gallery,
 * testimonials, slides): who, when, what (server/db/content-changes.ts writes one row in the same
 * transaction as the change). Keyed by text, not by foreign keys, so the record outlives what it
 * names (a deleted article, a removed account).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('content_events'))
    // A staff username, or `schedule` for an article published at its scheduled time.
    .addColumn('actor', 'text', (column) => column.notNull())
    // ISO 8601, UTC.
    .addColumn('created_at', 'text', (column) => column.notNull())
    // create, edit, publish, unpublish, schedule, delete, upload, rename, reorder, move.
    .addColumn('action', 'text', (column) => column.notNull())
    // article, media, gallery-category, gallery-item, testimonial, slide.
    .addColumn('subject_kind', 'text', (column) => column.notNull())
    // What it was called when it changed: an article's slug, a file's name, a category's name.
    .addColumn('subject', 'text', (column) => column.notNull())
    // A line on what changed (the fields of an edit, the old slug of a rename); null when the action says it all.
    .addColumn('detail', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_events').execute();
}
