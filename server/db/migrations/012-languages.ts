import { sql, type Kysely } from 'kysely';
import { migrationDialect } from './portable-columns';

/**
 * The site's languages in the database:
 *
 * - `requests.language`: the language the patient used the site in (en, gu, hi); their
 *   acknowledgement and visit e-mails are written in it, and staff see it beside the request.
 * - `blogs.language`: the language an article is written in; a language's article list shows
 *   its own articles first.
 *
 * Existing rows were all made in English: the default fills them (SQLite adds a NOT NULL column
 * only with one) and every insert names its language. The check keeps out anything that is no
 * language code; the site's own list (src/i18n/languages.ts) decides which are accepted, so
 * adding a language needs no migration. The languages of this migration's time are written
 * out here, not imported: a migration must not change when today's code does.
 */

const LANGUAGE_CODE = sql`language ~ '^[a-z]{2}$'`;
const SQLITE_LANGUAGE_CODE = sql`length(language) = 2 and language not glob '*[^a-z]*'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['requests', 'blogs']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (column) =>
        column
          .notNull()
          .defaultTo('en')
          .check(migrationDialect(db) === 'postgres' ? LANGUAGE_CODE : SQLITE_LANGUAGE_CODE),
      )
      .execute();
  }
  // The article lists of one language.
  await db.schema.createIndex('blogs_by_language').on('blogs').columns(['language', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blogs_by_language').execute();
  await db.schema.alterTable('blogs').dropColumn('language').execute();
  await db.schema.alterTable('requests').dropColumn('language').execute();
}
