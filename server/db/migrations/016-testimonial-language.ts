import { sql, type Kysely } from 'kysely';
import { migrationDialect } from './portable-columns';

/**
 * `testimonials.language`: the language the patient wrote their testimonial in (en, gu, hi). The
 * site shows each one as it was written, marked with its language, on every page language.
 *
 * Existing testimonials were all written in English: the default fills them (SQLite adds a NOT
 * NULL column only with one). The check keeps out anything that is no language code, as for
 * requests and articles (migration 012); the site's own list (src/i18n/languages.ts) decides which
 * are accepted, so adding a language needs no migration. Written out here, not imported: a
 * migration must not change when today's code does.
 */

const LANGUAGE_CODE = sql`language ~ '^[a-z]{2}$'`;
const SQLITE_LANGUAGE_CODE = sql`length(language) = 2 and language not glob '*[^a-z]*'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('testimonials')
    .addColumn('language', 'text', (column) =>
      column
        .notNull()
        .defaultTo('en')
        .check(migrationDialect(db) === 'postgres' ? LANGUAGE_CODE : SQLITE_LANGUAGE_CODE),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('testimonials').dropColumn('language').execute();
}
