import { sql, type Kysely } from 'kysely';
import { migrationDialect } from './portable-columns';

/**
 * When an article was last edited, for the sitemap's `lastmod` and the article's
 * `dateModified` / `article:modified_time`. Null until the first edit: a seed insert publishes
 * an article, it does not modify one.
 */

// Kept here, not imported: the migration describes the schema as it was at this step.
// What a reader sees of an article. The slug is its address, not its content; tags live in
// their own table.
const EDITED_COLUMNS = ['title', 'description_html', 'image', 'width', 'height', 'meta_title', 'meta_description', 'category_id'];
const TRIGGER = 'blogs_edit_sets_updated_at';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('updated_at', 'text').execute();
  // SQLite only: migration 006 drops the trigger and has the content writer set updated_at, on
  // PostgreSQL too (whose triggers need a function, another language).
  if (migrationDialect(db) === 'postgres') return;

  // Only an update that really changes one of these columns counts as an edit (`is not`
  // compares nulls too); writing the same values again does not. A writer that sets
  // updated_at itself in the same statement keeps its value.
  //
  // The trigger's own update names only updated_at, which is not in its `update of` list, so
  // it cannot fire itself again, whether or not recursive_triggers is on. It does fire
  // blogs_update_bumps_revision (migration 001) a second time: the revision then moves by two
  // for one edit, which is harmless, since caches only compare it for equality.
  const changed = EDITED_COLUMNS.map((column) => `old.${column} is not new.${column}`).join(' or ');
  await sql
    .raw(
      `create trigger ${TRIGGER} after update of ${EDITED_COLUMNS.join(', ')} on blogs ` +
        `for each row when (${changed}) and old.updated_at is new.updated_at ` +
        // The same format as created_at (UTC, milliseconds), so the two compare as text.
        `begin update blogs set updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = new.id; end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  // A column a trigger reads cannot be dropped: the trigger goes first.
  if (migrationDialect(db) === 'sqlite') await sql.raw(`drop trigger if exists ${TRIGGER}`).execute(db);
  await db.schema.alterTable('blogs').dropColumn('updated_at').execute();
}
