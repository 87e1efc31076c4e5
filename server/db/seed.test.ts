import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentRepository } from './content-repository';
import { openTestDatabase, type TestDatabase } from './testing/test-database';
import { seedDemoContent } from './seed';
import { createTemporaryDirectory, FIXTURE_SEED_FILES, writeSeedFixture, type TemporaryDirectory } from './testing/seed-fixture';

let tmp: TemporaryDirectory;
let db: TestDatabase;
let seedDir: string;

beforeEach(async () => {
  tmp = createTemporaryDirectory();
  seedDir = path.join(tmp.path, 'seed');
  mkdirSync(seedDir);
  writeSeedFixture(seedDir);
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
  tmp.remove();
});

describe('seedDemoContent', () => {
  it('fills every content table from the seed files', async () => {
    const result = await seedDemoContent(db, seedDir);
    expect(result).toEqual({
      seeded: true,
      counts: { slides: 2, testimonials: 2, blogCategories: 3, blogTags: 3, blogs: 4, galleryCategories: 3, galleryItems: 3 },
    });
    const content = createContentRepository(db);
    expect(await content.listSlides()).toEqual([
      { id: 1, image: 'slides/slide-1.svg', width: 1600, height: 700, alt: 'Smiling patient' },
      { id: 2, image: 'slides/slide-2.svg', width: 1600, height: 700, alt: 'Treatment room' },
    ]);
    const testimonials = await content.listTestimonials();
    expect(testimonials[0]).toMatchObject({ name: 'Riya Shah', language: 'en', youtubeLink: 'https://www.youtube.com/watch?v=abc123' });
    expect(testimonials[1]).toMatchObject({ name: 'करण मेहता', language: 'hi' });
    expect(testimonials[1]).not.toHaveProperty('youtubeLink');
    expect(await content.listBlogCategories()).toEqual(FIXTURE_SEED_FILES['blog-categories.json'].map(({ id, categoryName }) => ({ id, categoryName })));
    expect((await content.listBlogTags()).map((tag) => tag.tagName)).toEqual(['brushing', 'implants', 'kids']);
    expect((await content.listGalleryItems()).map((item) => item.image)).toEqual(['gallery/smile-01.svg', 'gallery/implant-01.svg', 'gallery/smile-02.svg']);
  });

  it('lists blogs newest first with category, tags and normalised dates', async () => {
    await seedDemoContent(db, seedDir);
    const blogs = await createContentRepository(db).listBlogs();
    expect(blogs.map((blog) => blog.slug)).toEqual(['dental-implants-guide', 'flossing-matters', 'how-to-brush', 'kids-first-visit']);
    expect(blogs[1].createdAt).toBe('2026-02-01T02:30:00.000Z');
    expect(blogs[2]).toMatchObject({
      title: 'How to Brush Your Teeth',
      blogCategory: { id: 1, categoryName: 'Oral Hygiene' },
      tags: ['brushing', 'kids'],
      metaTitle: 'How to brush',
      metaDescription: 'Brushing guide',
    });
  });

  it('sanitises blog bodies as it stores them', async () => {
    await seedDemoContent(db, seedDir);
    const rows = await db.kysely.selectFrom('blogs').select(['slug', 'description_html']).orderBy('id').execute();
    expect(rows[0].description_html).toBe('<h2>Brushing</h2><p>Twice a day.</p>');
    expect(rows[1].description_html).toBe('<p>Implants <a>last</a>.</p>');
  });

  it('is idempotent: a second run, or content already present, seeds nothing', async () => {
    await seedDemoContent(db, seedDir);
    expect(await seedDemoContent(db, seedDir)).toEqual({ seeded: false, reason: 'content-present' });
    expect(
      await db.kysely
        .selectFrom('blogs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    ).toEqual({
      count: 4,
    });
  });

  it('does not seed over content a clinic has entered itself', async () => {
    await db.kysely.insertInto('gallery_categories').values({ id: 7, name: 'Our own', position: 0 }).execute();
    expect(await seedDemoContent(db, seedDir)).toEqual({ seeded: false, reason: 'content-present' });
    expect(await createContentRepository(db).listSlides()).toEqual([]);
  });

  it('bumps the content revision on writes', async () => {
    const content = createContentRepository(db);
    const before = await content.readRevision();
    await seedDemoContent(db, seedDir);
    expect(await content.readRevision()).toBeGreaterThan(before);
  });

  it.each([
    ['a file that is not JSON', () => writeFileSync(path.join(seedDir, 'slides.json'), 'not json'), /slides\.json#: cannot read seed data/],
    ['a missing file', () => rmSync(path.join(seedDir, 'gallery.json')), /gallery\.json#: cannot read seed data/],
    [
      'a wrong field type',
      () => writeSeedFixture(seedDir, { 'slides.json': [{ image: 'slides/a.svg', alt: 'A', width: '1600', height: 700 }] }),
      /slides\.json#\/slides\/0\/width: must be integer/,
    ],
    [
      'a misspelt field',
      () => writeSeedFixture(seedDir, { 'blog-tags.json': [{ tagName: 'a', tagNme: 'b' }] }),
      /blog-tags\.json#\/blogTags\/0\/tagNme: unknown property "tagNme" \(did you mean "tagName"\?\)/,
    ],
    [
      'a blank text',
      () => writeSeedFixture(seedDir, { 'slides.json': [{ image: 'slides/a.svg', alt: '  ', width: 1, height: 1 }] }),
      /slides\.json#\/slides\/0\/alt: " {2}" is not in the expected form \(text that is not blank\)/,
    ],
    [
      'an image path leaving the media folder',
      () => writeSeedFixture(seedDir, { 'slides.json': [{ image: '../secret.svg', alt: 'A', width: 1, height: 1 }] }),
      /slides\.json#\/slides\/0\/image: "\.\.\/secret\.svg" is not in the expected form \(an image path relative to the media folder/,
    ],
    [
      'a link that is not a YouTube video',
      () => writeSeedFixture(seedDir, { 'gallery.json': [{ ...FIXTURE_SEED_FILES['gallery.json'][1], youtubeLink: 'https://example.com/v' }] }),
      /gallery\.json#\/gallery\/0\/youtubeLink: "https:\/\/example\.com\/v" is not in the expected form \(a YouTube video address/,
    ],
    [
      'a blog in an unknown category',
      () =>
        writeSeedFixture(seedDir, {
          'blogs.json': [{ ...FIXTURE_SEED_FILES['blogs.json'][0], categoryId: 42 }],
        }),
      /blogs\.json#\/blogs\/0\/categoryId: no blog category with id 42 in .*blog-categories\.json; ids: 1, 2, 3/,
    ],
    [
      'a blog with a misspelt tag',
      () => writeSeedFixture(seedDir, { 'blogs.json': [{ ...FIXTURE_SEED_FILES['blogs.json'][0], tags: ['brushing', 'kidz'] }] }),
      /blogs\.json#\/blogs\/0\/tags\/1: no tag "kidz" in .*blog-tags\.json \(did you mean "kids"\?\)/,
    ],
    [
      'a tag listed twice',
      () => writeSeedFixture(seedDir, { 'blogs.json': [{ ...FIXTURE_SEED_FILES['blogs.json'][0], tags: ['kids', 'kids'] }] }),
      /blogs\.json#\/blogs\/0\/tags: must NOT have duplicate items/,
    ],
    [
      'a duplicate slug',
      () =>
        writeSeedFixture(seedDir, {
          'blogs.json': [FIXTURE_SEED_FILES['blogs.json'][0], FIXTURE_SEED_FILES['blogs.json'][0]],
        }),
      /blogs\.json#\/blogs\/1\/slug: "how-to-brush" is already used by an earlier record/,
    ],
    [
      'a gallery item in an unknown category',
      () => writeSeedFixture(seedDir, { 'gallery.json': [{ categoryId: 9, image: 'gallery/a.svg', width: 1, height: 1, alt: 'a' }] }),
      /gallery\.json#\/gallery\/0\/categoryId: no gallery category with id 9/,
    ],
  ])('rejects %s with a message naming the file and the JSON pointer, writing nothing', async (_case, breakFixture, message) => {
    breakFixture();
    await expect(seedDemoContent(db, seedDir)).rejects.toThrow(message);
    expect(await createContentRepository(db).listBlogCategories()).toEqual([]);
  });
});
