import type { Kysely } from 'kysely';
import type { DatabaseTables } from './database-schema';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import type { SeedContent } from './seed-content';

/**
 * Stores published content. Every blog body passes through sanitizeBlogHtml here, so no
 * writer (the seed today, an editor tomorrow) can store unsafe HTML. Call inside a transaction.
 */
export async function writeContent(db: Kysely<DatabaseTables>, content: SeedContent): Promise<void> {
  for (const [position, slide] of content.slides.entries()) {
    await db
      .insertInto('slides')
      .values({ ...slide, position })
      .execute();
  }

  for (const [position, testimonial] of content.testimonials.entries()) {
    const { youtubeLink, ...rest } = testimonial;
    await db
      .insertInto('testimonials')
      .values({ ...rest, youtube_link: youtubeLink ?? null, position })
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
}
