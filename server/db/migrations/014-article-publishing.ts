import { sql, type Kysely } from 'kysely';

/**
 * Articles written in the staff area:
 *
 * - `blogs.state`: `draft` (only staff see it), `scheduled` (published by the server at
 *   `publish_at`) or `published`. Every article before this migration was on the site, so the
 *   default makes it `published`.
 * - `blogs.publish_at`: ISO 8601, UTC; the time a scheduled article goes live, null otherwise.
 * - `blogs.image_alt`: the image's text alternative; '' (decorative: the title beside it says
 *   what the article is) for the articles before this migration.
 * - `blog_slug_redirects`: an article's former slugs. Its old address answers 301 to the current
 *   one, so links and search results keep working after a rename; deleted with the article.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('published')
        .check(sql`state in ('draft', 'scheduled', 'published')`),
    )
    .execute();
  await db.schema.alterTable('blogs').addColumn('publish_at', 'text').execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('image_alt', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('blog_slug_redirects')
    .addColumn('slug', 'text', (column) => column.primaryKey())
    .addColumn('blog_id', 'integer', (column) => column.notNull().references('blogs.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('blog_slug_redirects_by_blog').on('blog_slug_redirects').column('blog_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_slug_redirects').execute();
  for (const column of ['image_alt', 'publish_at', 'state']) await db.schema.alterTable('blogs').dropColumn(column).execute();
}
