import { sql, type Kysely } from 'kysely';
import { migrationDialect } from './portable-columns';

/**
 * The content revision and an article's `updated_at` are kept by the data layer
 * (content-writer.ts), in the transaction of the edit, instead of by SQLite triggers: the same
 * code then keeps them on PostgreSQL, where a trigger needs a function in another language, and
 * no write to content can happen behind the writer's back unnoticed by a reviewer.
 */

// Kept here, not imported: the migration describes the schema as it was at this step.
const CONTENT_TABLES = ['slides', 'testimonials', 'blog_categories', 'blog_tags', 'blogs', 'blog_tag_links', 'gallery_categories', 'gallery_items'];
const EVENTS = ['insert', 'update', 'delete'];
const BLOG_EDIT_TRIGGER = 'blogs_edit_sets_updated_at';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Migrations 001 and 003 created the triggers on SQLite only.
  if (migrationDialect(db) === 'postgres') return;
  for (const table of CONTENT_TABLES) {
    for (const event of EVENTS) await sql.raw(`drop trigger if exists ${table}_${event}_bumps_revision`).execute(db);
  }
  await sql.raw(`drop trigger if exists ${BLOG_EDIT_TRIGGER}`).execute(db);
}

// No down(): the triggers would bump the revision a second time for every write the writer already
// counts; restore a backup to go back before this step.
