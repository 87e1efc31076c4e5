import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the demo content JSON files and checks every record's shape, so a mistake in the data
 * fails the seed with the file, the record and the field named instead of a SQL error.
 */

const IMAGE_PATH_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

type FieldKind = 'text' | 'optionalText' | 'positiveInteger' | 'isoDateTime' | 'imagePath' | 'textList';

type ValueOf<TKind extends FieldKind> = TKind extends 'positiveInteger'
  ? number
  : TKind extends 'textList'
    ? string[]
    : TKind extends 'optionalText'
      ? string | undefined
      : string;

type RecordOf<TFields extends Record<string, FieldKind>> = { [Key in keyof TFields]: ValueOf<TFields[Key]> };

const SEED_FILES = {
  slides: {
    file: 'slides.json',
    fields: { image: 'imagePath', alt: 'text', width: 'positiveInteger', height: 'positiveInteger' },
  },
  testimonials: {
    file: 'testimonials.json',
    fields: {
      name: 'text',
      location: 'text',
      description: 'text',
      image: 'imagePath',
      width: 'positiveInteger',
      height: 'positiveInteger',
      youtubeLink: 'optionalText',
    },
  },
  blogCategories: { file: 'blog-categories.json', fields: { id: 'positiveInteger', categoryName: 'text' } },
  blogTags: { file: 'blog-tags.json', fields: { tagName: 'text' } },
  blogs: {
    file: 'blogs.json',
    fields: {
      slug: 'text',
      title: 'text',
      image: 'imagePath',
      width: 'positiveInteger',
      height: 'positiveInteger',
      createdAt: 'isoDateTime',
      description: 'text',
      metaTitle: 'text',
      metaDescription: 'text',
      categoryId: 'positiveInteger',
      tags: 'textList',
    },
  },
  galleryCategories: { file: 'gallery-categories.json', fields: { id: 'positiveInteger', name: 'text' } },
  gallery: {
    file: 'gallery.json',
    fields: {
      categoryId: 'positiveInteger',
      image: 'imagePath',
      width: 'positiveInteger',
      height: 'positiveInteger',
      alt: 'text',
      youtubeLink: 'optionalText',
    },
  },
} as const satisfies Record<string, { file: string; fields: Record<string, FieldKind> }>;

type SeedFiles = typeof SEED_FILES;

export type SeedContent = { [Key in keyof SeedFiles]: Array<RecordOf<SeedFiles[Key]['fields']>> };

class SeedDataError extends Error {
  override name = 'SeedDataError';
}

function checkField(kind: FieldKind, value: unknown): string | null {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? null : 'expected non-empty text';
    case 'optionalText':
      return value === undefined || (typeof value === 'string' && value.trim() !== '') ? null : 'expected non-empty text or no value';
    case 'positiveInteger':
      return Number.isInteger(value) && (value as number) > 0 ? null : 'expected a positive integer';
    case 'isoDateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value)
        ? null
        : 'expected an ISO 8601 date-time such as 2026-03-14T09:30:00.000Z';
    case 'imagePath':
      return typeof value === 'string' && IMAGE_PATH_PATTERN.test(value)
        ? null
        : 'expected an image path relative to the media folder, such as gallery/smile-01.svg';
    case 'textList':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '') ? null : 'expected a list of non-empty texts';
  }
}

async function readRecords<TFields extends Record<string, FieldKind>>(seedDataDir: string, file: string, fields: TFields): Promise<Array<RecordOf<TFields>>> {
  const filePath = path.join(seedDataDir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(filePath, 'utf8'));
  } catch (error) {
    throw new SeedDataError(`${filePath}: cannot read seed data (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!Array.isArray(parsed)) throw new SeedDataError(`${filePath}: expected a JSON array of records`);
  return parsed.map((record: unknown, index) => {
    const where = `${filePath}[${index}]`;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new SeedDataError(`${where}: expected an object`);
    }
    const values = record as Record<string, unknown>;
    for (const key of Object.keys(values)) {
      if (!(key in fields)) throw new SeedDataError(`${where}.${key}: unknown field (expected ${Object.keys(fields).join(', ')})`);
    }
    for (const [key, kind] of Object.entries(fields)) {
      const problem = checkField(kind, values[key]);
      if (problem) throw new SeedDataError(`${where}.${key}: ${problem}`);
    }
    return values as RecordOf<TFields>;
  });
}

function ensureUnique<T>(file: string, records: T[], keyOf: (record: T) => string | number, label: string): void {
  const seen = new Set<string | number>();
  records.forEach((record, index) => {
    const key = keyOf(record);
    if (seen.has(key)) throw new SeedDataError(`${file}[${index}]: duplicate ${label} ${JSON.stringify(key)}`);
    seen.add(key);
  });
}

/** Cross-file checks: ids are unique and every reference resolves. */
function checkReferences(content: SeedContent): void {
  ensureUnique(SEED_FILES.blogCategories.file, content.blogCategories, (category) => category.id, 'id');
  ensureUnique(SEED_FILES.blogTags.file, content.blogTags, (tag) => tag.tagName, 'tagName');
  ensureUnique(SEED_FILES.blogs.file, content.blogs, (blog) => blog.slug, 'slug');
  ensureUnique(SEED_FILES.galleryCategories.file, content.galleryCategories, (category) => category.id, 'id');

  const blogCategoryIds = new Set(content.blogCategories.map((category) => category.id));
  const tagNames = new Set(content.blogTags.map((tag) => tag.tagName));
  content.blogs.forEach((blog, index) => {
    const where = `${SEED_FILES.blogs.file}[${index}]`;
    if (!blogCategoryIds.has(blog.categoryId)) {
      throw new SeedDataError(`${where}.categoryId: no blog category with id ${blog.categoryId} in ${SEED_FILES.blogCategories.file}`);
    }
    for (const tag of blog.tags) {
      if (!tagNames.has(tag)) throw new SeedDataError(`${where}.tags: no tag "${tag}" in ${SEED_FILES.blogTags.file}`);
    }
    if (new Set(blog.tags).size !== blog.tags.length) throw new SeedDataError(`${where}.tags: a tag is listed twice`);
  });
  const galleryCategoryIds = new Set(content.galleryCategories.map((category) => category.id));
  content.gallery.forEach((item, index) => {
    if (!galleryCategoryIds.has(item.categoryId)) {
      throw new SeedDataError(
        `${SEED_FILES.gallery.file}[${index}].categoryId: no gallery category with id ${item.categoryId} in ${SEED_FILES.galleryCategories.file}`,
      );
    }
  });
}

export async function readSeedContent(seedDataDir: string): Promise<SeedContent> {
  const content: SeedContent = {
    slides: await readRecords(seedDataDir, SEED_FILES.slides.file, SEED_FILES.slides.fields),
    testimonials: await readRecords(seedDataDir, SEED_FILES.testimonials.file, SEED_FILES.testimonials.fields),
    blogCategories: await readRecords(seedDataDir, SEED_FILES.blogCategories.file, SEED_FILES.blogCategories.fields),
    blogTags: await readRecords(seedDataDir, SEED_FILES.blogTags.file, SEED_FILES.blogTags.fields),
    blogs: await readRecords(seedDataDir, SEED_FILES.blogs.file, SEED_FILES.blogs.fields),
    galleryCategories: await readRecords(seedDataDir, SEED_FILES.galleryCategories.file, SEED_FILES.galleryCategories.fields),
    gallery: await readRecords(seedDataDir, SEED_FILES.gallery.file, SEED_FILES.gallery.fields),
  };
  checkReferences(content);
  return content;
}
