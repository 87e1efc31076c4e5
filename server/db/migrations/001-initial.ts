import { sql, type Kysely } from 'kysely';
import { addIdColumn, epochMsType, migrationDialect } from './portable-columns';

// Migrations take `Kysely<any>` and keep their own table list: they describe the schema as it
// was at this step, which later code changes must not alter.
const CONTENT_TABLES = ['slides', 'testimonials', 'blog_categories', 'blog_tags', 'blogs', 'blog_tag_links', 'gallery_categories', 'gallery_items'];

// A migration must not depend on today's schema types: it runs against the schema as it was then.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('contacts'))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('appointments'))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('service', 'text', (column) => column.notNull())
    .addColumn('appointment_date', 'text', (column) => column.notNull())
    .addColumn('appointment_time', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('outbox'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('contact', 'appointment')`))
    .addColumn('reference_id', 'integer', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
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
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await addIdColumn(db, db.schema.createTable('slides'))
    .addColumn('image', 'text', (column) => column.notNull())
    .addColumn('alt', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('testimonials'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('location', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('image', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('youtube_link', 'text')
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('category_name', 'text', (column) => column.notNull().unique())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('blog_tags'))
    .addColumn('tag_name', 'text', (column) => column.notNull().unique())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('blogs'))
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('image', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('description_html', 'text', (column) => column.notNull())
    .addColumn('meta_title', 'text', (column) => column.notNull())
    .addColumn('meta_description', 'text', (column) => column.notNull())
    .addColumn('category_id', 'integer', (column) => column.notNull().references('blog_categories.id'))
    .execute();
  await db.schema.createIndex('blogs_newest_first').on('blogs').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('blogs_by_category').on('blogs').column('category_id').execute();

  await db.schema
    .createTable('blog_tag_links')
    .addColumn('blog_id', 'integer', (column) => column.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (column) => column.notNull().references('blog_tags.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('blog_tag_links_pk', ['blog_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('blog_tag_links_by_tag').on('blog_tag_links').column('tag_id').execute();

  await db.schema
    .createTable('gallery_categories')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('gallery_items'))
    .addColumn('category_id', 'integer', (column) => column.notNull().references('gallery_categories.id'))
    .addColumn('image', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('alt', 'text', (column) => column.notNull())
    .addColumn('youtube_link', 'text')
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('gallery_items_by_category').on('gallery_items').column('category_id').execute();

  await db.schema
    .createTable('content_revision')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'integer', (column) => column.notNull())
    .execute();
  await db.insertInto('content_revision').values({ id: 1, revision: 0 }).execute();

  // Any write to published content, from this process or another (the seed CLI), bumps the
  // revision, which is how the API's in-memory content cache knows to reload. SQLite only:
  // PostgreSQL was supported from migration 006 on, which drops these triggers and has the content
  // writer bump the revision instead (a PostgreSQL trigger needs a function, another language).
  if (migrationDialect(db) === 'postgres') return;
  for (const table of CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_${event}_bumps_revision after ${event} on ${table} ` +
            `begin update content_revision set revision = revision + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'content_revision',
    'gallery_items',
    'gallery_categories',
    'blog_tag_links',
    'blogs',
    'blog_tags',
    'blog_categories',
    'testimonials',
    'slides',
    'outbox',
    'appointments',
    'contacts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
