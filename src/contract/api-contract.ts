import type { Language } from '../i18n/languages';
/**
 * The API's contract, shared by the browser client, the server's renderer and the server's
 * routes: the versioned base path, each endpoint's path, and the shapes of what it returns.
 * Responses wrap content as `{ data }`; errors carry `{ message }`.
 */

/** The product's API lives under one versioned base path. */
export const API_BASE = '/api/v1';

/** Endpoint paths, relative to API_BASE. */
export const apiPaths = {
  createContactInquiry: '/contacts/create-contacts-inquiry',
  bookAppointment: '/appointment/book-appointment',
  testimonials: '/testimonials/get-testimonials',
  allBlogs: '/blogs/get-all-blogs',
  /** With the blog's slug (URL-encoded) as its last segment: one article, so a page need not load them all. */
  blogBySlug: '/blogs/get-blog-by-slug',
  blogCategories: '/blog-category/get-blog-categories',
  blogTags: '/blog-tags/get-blog-tags',
  galleryCategories: '/gallery-category/get-all-categories',
  gallery: '/gallery/get-gallery',
  /** With the category id as its last segment. */
  galleryByCategory: '/gallery/get-gallery-by-category-id',
  slides: '/slider/get-images-url',
  /** With a file path under the media folder after it. */
  images: '/get-images',
} as const;

/** The endpoint that stores each kind of request (a contact enquiry, an appointment request). */
export const requestApiPaths = { contact: apiPaths.createContactInquiry, appointment: apiPaths.bookAppointment } as const;

/** The path of one blog by its slug (encoded, so any text stays one path segment). */
export function blogBySlugPath(slug: string): string {
  return `${apiPaths.blogBySlug}/${encodeURIComponent(slug)}`;
}

/** Where an image file name or relative path from the API is served. */
export function mediaUrl(image: string): string {
  return `${API_BASE}${apiPaths.images}/${image.replace(/^\/+/, '')}`;
}

/**
 * What both form endpoints answer with a 201: the reference the patient quotes to the clinic,
 * and the pass to the thank-you page. Never the row id: it would tell how many requests the
 * clinic gets.
 */
export interface EnquiryReceipt {
  /** Short and unguessable, e.g. `DC-7K4Q-92` (server/db/request-reference.ts). */
  reference: string;
  /** Signed, valid for ten minutes: the thank-you page's `?t=` (src/forms/thank-you-pass.ts). */
  token: string;
  /**
   * An appointment request's page for its patient, `/requests/manage?t=…` (src/forms/manage-link.ts):
   * its token is made for this answer and never stored, so this is the one time it is shown.
   */
  manage?: string;
}

/**
 * One format of an image in several widths, for a `<source>` of a `<picture>`: the browser picks
 * the first format it supports, then the width that fits the space and the screen's density.
 */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** `<url> <width>w, …`, narrowest first. */
  srcset: string;
}

export interface Slide {
  id: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  /** Smaller copies of `image` (AVIF, then WebP), when they have been generated (`npm run images`). */
  sources?: ImageSource[];
}

export interface Testimonial {
  id: number;
  name: string;
  location: string;
  /** In the patient's own words, shown as they wrote them. */
  description: string;
  /** The language the patient wrote it in (en, gu, hi), whatever the page's language. */
  language: Language;
  image: string;
  width: number;
  height: number;
  youtubeLink?: string;
}

export interface BlogCategory {
  id: number;
  categoryName: string;
}

export interface BlogTag {
  id: number;
  tagName: string;
}

export interface Blog {
  id: number;
  slug: string;
  title: string;
  image: string;
  width: number;
  height: number;
  /** The image's text alternative; absent when the image is decorative (the title beside it says what it is). */
  imageAlt?: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601, when the article was last edited; absent when it never was (then `createdAt` stands). */
  updatedAt?: string;
  /** Sanitised HTML. */
  description: string;
  metaTitle: string;
  metaDescription: string;
  blogCategory: BlogCategory;
  /** The language the article is written in (en, gu, hi). */
  language: Language;
  /** Tag names, in the blog's own order. */
  tags: string[];
}

export interface GalleryCategory {
  id: number;
  name: string;
}

export interface GalleryItem {
  id: number;
  categoryId: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  youtubeLink?: string;
}
