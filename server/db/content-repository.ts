import type { ClinicDatabase } from './open-database';
import type { Blog, BlogCategory, BlogTag, GalleryCategory, GalleryItem, Slide, Testimonial } from '../../src/contract/api-contract';

/** Omits the key instead of sending `null`: the client shows a play button only if it is there. */
function withOptionalYoutubeLink<T extends object>(item: T, youtubeLink: string | null): T & { youtubeLink?: string } {
  return youtubeLink ? { ...item, youtubeLink } : item;
}

/** Reads of published content. Every list comes back in display order. */
export function createContentRepository({ kysely }: ClinicDatabase) {
  return {
    /** Moved on by every content write (content-writer.ts). */
    async readRevision(): Promise<number> {
      const row = await kysely.selectFrom('content_revision').select('revision').where('id', '=', 1).executeTakeFirstOrThrow();
      return row.revision;
    },

    async listSlides(): Promise<Slide[]> {
      return kysely.selectFrom('slides').select(['id', 'image', 'width', 'height', 'alt']).orderBy('position').orderBy('id').execute();
    },

    async listTestimonials(): Promise<Testimonial[]> {
      const rows = await kysely
        .selectFrom('testimonials')
        .select(['id', 'name', 'location', 'description', 'language', 'image', 'width', 'height', 'youtube_link'])
        // A testimonial is on the site only once published, which needs the patient's consent.
        .where('state', '=', 'published')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(({ youtube_link, ...testimonial }) => withOptionalYoutubeLink(testimonial, youtube_link));
    },

    async listBlogCategories(): Promise<BlogCategory[]> {
      return kysely.selectFrom('blog_categories').select(['id', 'category_name as categoryName']).orderBy('position').orderBy('id').execute();
    },

    async listBlogTags(): Promise<BlogTag[]> {
      return kysely.selectFrom('blog_tags').select(['id', 'tag_name as tagName']).orderBy('position').orderBy('id').execute();
    },

    /** Every blog, newest first, with its category and tag names. */
    async listBlogs(): Promise<Blog[]> {
      const rows = await kysely
        .selectFrom('blogs')
        .innerJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
        .select([
          'blogs.id',
          'blogs.slug',
          'blogs.title',
          'blogs.image',
          'blogs.width',
          'blogs.height',
          'blogs.created_at',
          'blogs.updated_at',
          'blogs.description_html',
          'blogs.meta_title',
          'blogs.meta_description',
          'blogs.language',
          'blog_categories.id as category_id',
          'blog_categories.category_name',
          'blogs.image_alt',
        ])
        // Drafts and scheduled articles are the staff area's until they are published.
        .where('blogs.state', '=', 'published')
        .orderBy('blogs.created_at', 'desc')
        .orderBy('blogs.id', 'desc')
        .execute();
      const tagLinks = await kysely
        .selectFrom('blog_tag_links')
        .innerJoin('blog_tags', 'blog_tags.id', 'blog_tag_links.tag_id')
        .innerJoin('blogs', 'blogs.id', 'blog_tag_links.blog_id')
        .select(['blog_tag_links.blog_id', 'blog_tags.tag_name'])
        .where('blogs.state', '=', 'published')
        .orderBy('blog_tag_links.blog_id')
        .orderBy('blog_tag_links.position')
        .execute();
      const tagNamesByBlog = new Map<number, string[]>();
      for (const link of tagLinks) {
        const names = tagNamesByBlog.get(link.blog_id) ?? [];
        names.push(link.tag_name);
        tagNamesByBlog.set(link.blog_id, names);
      }
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        image: row.image,
        width: row.width,
        height: row.height,
        // Omitted when empty: the image is then decorative, the title beside it saying what it is.
        ...(row.image_alt ? { imageAlt: row.image_alt } : {}),
        createdAt: row.created_at,
        // Omitted rather than null: absent means "never edited", as in the contract.
        ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
        description: row.description_html,
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
        blogCategory: { id: row.category_id, categoryName: row.category_name },
        language: row.language,
        tags: tagNamesByBlog.get(row.id) ?? [],
      }));
    },

    async listGalleryCategories(): Promise<GalleryCategory[]> {
      return kysely.selectFrom('gallery_categories').select(['id', 'name']).orderBy('position').orderBy('id').execute();
    },

    async listGalleryItems(): Promise<GalleryItem[]> {
      const rows = await kysely
        .selectFrom('gallery_items')
        .select(['id', 'category_id', 'image', 'width', 'height', 'alt', 'youtube_link'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(({ id, category_id, image, width, height, alt, youtube_link }) =>
        withOptionalYoutubeLink({ id, categoryId: category_id, image, width, height, alt }, youtube_link),
      );
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
