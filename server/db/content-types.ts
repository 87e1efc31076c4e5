/**
 * Published content in the shapes the API returns. Image paths are relative to the media
 * folder (e.g. `gallery/smile-01.svg`); width and height let pages reserve space before the
 * image loads.
 */

export interface Slide {
  id: number;
  image: string;
  width: number;
  height: number;
  alt: string;
}

export interface Testimonial {
  id: number;
  name: string;
  location: string;
  description: string;
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
  /** ISO 8601 */
  createdAt: string;
  /** Sanitised HTML. */
  description: string;
  metaTitle: string;
  metaDescription: string;
  blogCategory: BlogCategory;
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
