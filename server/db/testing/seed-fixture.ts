import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A small, complete set of seed files for tests (the real demo data is written by hand and
 * may change). Includes a blog body with XSS payloads, to prove the seed sanitises it.
 */
export const FIXTURE_SEED_FILES = {
  'slides.json': [
    { image: 'slides/slide-1.svg', alt: 'Smiling patient', width: 1600, height: 700 },
    { image: 'slides/slide-2.svg', alt: 'Treatment room', width: 1600, height: 700 },
  ],
  'testimonials.json': [
    {
      name: 'Riya Shah',
      location: 'South Bopal',
      description: 'Painless root canal.',
      image: 'testimonials/t-01.svg',
      width: 160,
      height: 160,
      youtubeLink: 'https://www.youtube.com/watch?v=abc123',
    },
    // Written in Hindi; the one above names no language, so it is English.
    {
      name: 'करण मेहता',
      location: 'चांदखेड़ा',
      description: 'ब्रेसेस का इलाज बहुत अच्छा रहा।',
      language: 'hi',
      image: 'testimonials/t-02.svg',
      width: 160,
      height: 160,
    },
  ],
  'blog-categories.json': [
    { id: 1, categoryName: 'Oral Hygiene' },
    { id: 2, categoryName: 'Implants' },
    { id: 3, categoryName: 'Empty Category' },
  ],
  'blog-tags.json': [{ tagName: 'brushing' }, { tagName: 'implants' }, { tagName: 'kids' }],
  'blogs.json': [
    {
      slug: 'how-to-brush',
      language: 'en',
      title: 'How to Brush Your Teeth',
      image: 'blogs/brush.svg',
      width: 1200,
      height: 675,
      createdAt: '2026-01-10T09:30:00.000Z',
      description: '<h2>Brushing</h2><p onclick="alert(1)">Twice a day.</p><script>alert("x")</script>',
      metaTitle: 'How to brush',
      metaDescription: 'Brushing guide',
      categoryId: 1,
      tags: ['brushing', 'kids'],
    },
    {
      slug: 'dental-implants-guide',
      language: 'en',
      title: 'Dental Implants: A Guide',
      image: 'blogs/implants.svg',
      width: 1200,
      height: 675,
      createdAt: '2026-03-14T09:30:00.000Z',
      description: '<p>Implants <a href="javascript:alert(1)">last</a>.</p>',
      metaTitle: 'Implants guide',
      metaDescription: 'All about implants',
      categoryId: 2,
      tags: ['implants'],
    },
    {
      slug: 'flossing-matters',
      language: 'en',
      title: 'Why FLOSSING matters',
      image: 'blogs/floss.svg',
      width: 1200,
      height: 675,
      createdAt: '2026-02-01T08:00:00+05:30',
      description: '<p>Floss daily.</p>',
      metaTitle: 'Flossing',
      metaDescription: 'Flossing guide',
      categoryId: 1,
      tags: [],
    },
    {
      slug: 'kids-first-visit',
      language: 'en',
      title: "Your Child's First Visit",
      image: 'blogs/kids.svg',
      width: 1200,
      height: 675,
      createdAt: '2025-12-01T10:00:00.000Z',
      description: '<p>Start early.</p>',
      metaTitle: 'First visit',
      metaDescription: 'Kids and dentists',
      categoryId: 1,
      tags: ['kids'],
    },
  ],
  'gallery-categories.json': [
    { id: 1, name: 'Smile Makeovers' },
    { id: 2, name: 'Implants' },
    { id: 3, name: 'Clinic' },
  ],
  'gallery.json': [
    { categoryId: 1, image: 'gallery/smile-01.svg', width: 800, height: 800, alt: 'Smile makeover result' },
    { categoryId: 2, image: 'gallery/implant-01.svg', width: 800, height: 600, alt: 'Implant', youtubeLink: 'https://youtu.be/xyz789' },
    { categoryId: 1, image: 'gallery/smile-02.svg', width: 800, height: 800, alt: 'Second smile' },
  ],
} as const;

export interface TemporaryDirectory {
  path: string;
  remove(): void;
}

export function createTemporaryDirectory(prefix = 'clinic-test-'): TemporaryDirectory {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  return { path: directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

/** The key a seed file holds its records under: `blog-tags.json` → `blogTags`. */
function seedFileKey(file: string): string {
  return file.replace(/\.json$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Writes the fixture files (optionally with some records replaced) into `directory`. */
export function writeSeedFixture(directory: string, overrides: Partial<Record<keyof typeof FIXTURE_SEED_FILES, unknown>> = {}): string {
  for (const [file, records] of Object.entries({ ...FIXTURE_SEED_FILES, ...overrides })) {
    writeFileSync(path.join(directory, file), JSON.stringify({ [seedFileKey(file)]: records }, null, 2));
  }
  return directory;
}
