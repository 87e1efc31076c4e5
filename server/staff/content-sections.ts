import { ARTICLES_PATH, CONTENT_ACTIVITY_PATH, GALLERY_PATH, MEDIA_PATH, SLIDES_PATH, TESTIMONIALS_PATH } from './staff-paths';

/** The parts of the content section, in the order its start page lists them. */
export const CONTENT_SECTIONS: ReadonlyArray<{ href: string; label: string; summary: string }> = [
  { href: ARTICLES_PATH, label: 'Articles', summary: 'Write, edit, preview, publish or schedule the blog’s articles.' },
  { href: GALLERY_PATH, label: 'Gallery', summary: 'Photographs and videos of the clinic, in categories, in the order the gallery shows them.' },
  { href: TESTIMONIALS_PATH, label: 'Testimonials', summary: 'Patients’ words, published only with their written consent.' },
  { href: SLIDES_PATH, label: 'Hero slides', summary: 'The pictures that turn at the top of the home page, and their order.' },
  { href: MEDIA_PATH, label: 'Media library', summary: 'Upload photographs for articles and the gallery; see where each is used.' },
  { href: CONTENT_ACTIVITY_PATH, label: 'Activity', summary: 'Every change to the content: who made it, when, and what changed.' },
];
