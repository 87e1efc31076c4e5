import type { Kysely, Updateable } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import type { DatabaseTables } from './database-schema';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import type { SeedContent } from './seed-content';
import { withWriteTransaction, type TransactionTarget } from './write-transaction';

/**
 * Every write to published content goes through here, in a transaction that also moves the content
 * revision on: that number is how every process's content cache, and the page cache, learn that
 * content changed (another process, the seed CLI, may have written it). The database keeps no
 * trigger for it (migration 006), so a write that bypassed this module would go unnoticed by the
 * caches until a restart.
 */

/** Moves the content revision on. Caches only compare it for equality. */
export async function bumpContentRevision(db: Kysely<DatabaseTables>): Promise<void> {
  await db
    .updateTable('content_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** Runs `work` on content tables in one write transaction, and moves the revision on with it. */
export async function writeContentChanges<T>(db: TransactionTarget, work: (connection: Kysely<DatabaseTables>) => Promise<T>): Promise<T> {
  return withWriteTransaction(db, async (connection) => {
    const result = await work(connection);
    await bumpContentRevision(connection);
    return result;
  });
}

type BlogRow = DatabaseTables['blogs'];
/** What a reader sees of an article. The slug is its address, not its content; tags live in their own table. */
const EDITED_COLUMNS = ['title', 'description_html', 'image', 'width', 'height', 'meta_title', 'meta_description', 'category_id'] as const;
export type BlogChanges = Updateable<BlogRow>;

/**
 * Changes an article. Only a change to what a reader sees counts as an edit and sets `updated_at`
 * (to `at`, UTC with milliseconds, the format of created_at, so the two compare as text); writing
 * the same values again, or changing only the slug, does not. Changes that set `updated_at`
 * themselves (an import) keep their value. A body passes through sanitizeBlogHtml. Returns whether
 * the article exists.
 */
export async function editBlog(db: TransactionTarget, slug: string, changes: BlogChanges, at: Date = new Date()): Promise<boolean> {
  const values: BlogChanges = { ...changes };
  if (values.description_html !== undefined) values.description_html = sanitizeBlogHtml(values.description_html);
  return withWriteTransaction(db, async (connection) => {
    const before = await connection.selectFrom('blogs').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!before) return false;
    const edited = EDITED_COLUMNS.some((column) => values[column] !== undefined && values[column] !== before[column]);
    if (edited && values.updated_at === undefined) values.updated_at = at.toISOString();
    if (Object.keys(values).length > 0) {
      await connection.updateTable('blogs').set(values).where('id', '=', before.id).execute();
      await bumpContentRevision(connection);
    }
    return true;
  });
}

/**
 * Stores published content. Every blog body passes through sanitizeBlogHtml here, so no
 * writer (the seed today, an editor tomorrow) can store unsafe HTML. Call inside a write
 * transaction; it moves the content revision on.
 */
export async function writeContent(db: Kysely<DatabaseTables>, content: SeedContent): Promise<void> {
  for (const [position, slide] of content.slides.entries()) {
    await db
      .insertInto('slides')
      .values({ ...slide, position })
      .execute();
  }

  for (const [position, testimonial] of content.testimonials.entries()) {
    const { youtubeLink, language, ...rest } = testimonial;
    await db
      .insertInto('testimonials')
      .values({ ...rest, language: language ?? DEFAULT_LANGUAGE, youtube_link: youtubeLink ?? null, position })
      .execute();
  }

  for (const [position, category] of content.blogCategories.entries()) {
    await db.insertInto('blog_categories').values({ id: category.id, category_name: category.categoryName, position }).execute();
  }

  const tagIdByName = new Map<string, number>();
  for (const [position, tag] of content.blogTags.entries()) {
    const { id } = await db.insertInto('blog_tags').values({ tag_name: tag.tagName, position }).returning('id').executeTakeFirstOrThrow();
    tagIdByName.set(tag.tagName, id);
  }

  for (const blog of content.blogs) {
    const { id: blogId } = await db
      .insertInto('blogs')
      .values({
        slug: blog.slug,
        title: blog.title,
        image: blog.image,
        width: blog.width,
        height: blog.height,
        // One format (UTC, milliseconds) so newest-first ordering can compare text.
        created_at: new Date(blog.createdAt).toISOString(),
        description_html: sanitizeBlogHtml(blog.description),
        meta_title: blog.metaTitle,
        meta_description: blog.metaDescription,
        category_id: blog.categoryId,
        language: blog.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, tagName] of blog.tags.entries()) {
      const tagId = tagIdByName.get(tagName);
      if (tagId === undefined) throw new Error(`Blog "${blog.slug}" names unknown tag "${tagName}"`);
      await db.insertInto('blog_tag_links').values({ blog_id: blogId, tag_id: tagId, position }).execute();
    }
  }

  for (const [position, category] of content.galleryCategories.entries()) {
    await db.insertInto('gallery_categories').values({ id: category.id, name: category.name, position }).execute();
  }

  for (const [position, item] of content.gallery.entries()) {
    await db
      .insertInto('gallery_items')
      .values({
        category_id: item.categoryId,
        image: item.image,
        width: item.width,
        height: item.height,
        alt: item.alt,
        youtube_link: item.youtubeLink ?? null,
        position,
      })
      .execute();
  }
  await bumpContentRevision(db);
}
