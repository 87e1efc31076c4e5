import type { Generated } from 'kysely';

/**
 * Row types of every table, as kysely sees them. Column names are snake_case (SQL); the
 * repositories map rows to the camelCase shapes the API returns.
 */

export interface ContactsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country_code: string;
  message: string;
  /** ISO 8601, UTC */
  created_at: string;
}

export interface AppointmentsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country_code: string;
  message: string;
  service: string;
  /** `YYYY-MM-DD`, clinic time */
  appointment_date: string;
  /** `HH:mm`, clinic time */
  appointment_time: string;
  created_at: string;
}

export type OutboxKind = 'contact' | 'appointment';
export type OutboxStatus = 'pending' | 'sent';

export interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  reference_id: number;
  /** JSON snapshot of the stored request, so the e-mail shows what the visitor sent. */
  payload: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** Epoch milliseconds; integers keep "due now" a plain comparison. */
  next_attempt_at: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface SlidesTable {
  id: Generated<number>;
  image: string;
  alt: string;
  width: number;
  height: number;
  position: number;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  location: string;
  description: string;
  image: string;
  width: number;
  height: number;
  youtube_link: string | null;
  position: number;
}

export interface BlogCategoriesTable {
  id: number;
  category_name: string;
  position: number;
}

export interface BlogTagsTable {
  id: Generated<number>;
  tag_name: string;
  position: number;
}

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  image: string;
  width: number;
  height: number;
  created_at: string;
  /** Sanitised when stored: see sanitize-blog-html.ts. */
  description_html: string;
  meta_title: string;
  meta_description: string;
  category_id: number;
}

export interface BlogTagLinksTable {
  blog_id: number;
  tag_id: number;
  position: number;
}

export interface GalleryCategoriesTable {
  id: number;
  name: string;
  position: number;
}

export interface GalleryItemsTable {
  id: Generated<number>;
  category_id: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  youtube_link: string | null;
  position: number;
}

/** One row, bumped by triggers on every content table so caches can tell content changed. */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

export interface DatabaseTables {
  contacts: ContactsTable;
  appointments: AppointmentsTable;
  outbox: OutboxTable;
  slides: SlidesTable;
  testimonials: TestimonialsTable;
  blog_categories: BlogCategoriesTable;
  blog_tags: BlogTagsTable;
  blogs: BlogsTable;
  blog_tag_links: BlogTagLinksTable;
  gallery_categories: GalleryCategoriesTable;
  gallery_items: GalleryItemsTable;
  content_revision: ContentRevisionTable;
}

/** The tables holding published content (seeded, cached, watched by the revision triggers). */
export const CONTENT_TABLES = [
  'slides',
  'testimonials',
  'blog_categories',
  'blog_tags',
  'blogs',
  'blog_tag_links',
  'gallery_categories',
  'gallery_items',
] as const satisfies ReadonlyArray<keyof DatabaseTables>;
