import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editBlog, writeContentChanges } from './content-writer';
import { createContentRepository } from './content-repository';
import type { ClinicDatabase } from './open-database';
import { openTestDatabase } from './testing/test-database';

/** The content revision and an article's edit date, kept by the writer on both databases (migration 006). */

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

const CREATED_AT = '2026-01-10T09:30:00.000Z';
const ISO_UTC_MILLISECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const article = {
  slug: 'how-to-brush',
  title: 'How to Brush Your Teeth',
  image: 'blogs/brush.svg',
  width: 1200,
  height: 675,
  created_at: CREATED_AT,
  description_html: '<p>Twice a day.</p>',
  meta_title: 'How to brush',
  meta_description: 'Brushing guide',
  category_id: 1,
};

async function insertArticle(): Promise<void> {
  await writeContentChanges(db, async (connection) => {
    await connection.insertInto('blog_categories').values({ id: 1, category_name: 'Oral Hygiene', position: 0 }).execute();
    await connection.insertInto('blog_categories').values({ id: 2, category_name: 'Implants', position: 1 }).execute();
    await connection.insertInto('blogs').values(article).execute();
  });
}

async function updatedAt(slug = article.slug): Promise<string | null> {
  const row = await db.kysely.selectFrom('blogs').select('updated_at').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.updated_at;
}

const revision = () => createContentRepository(db).readRevision();

describe('writeContentChanges', () => {
  it('moves the revision on with the write, and not at all when the write fails', async () => {
    const before = await revision();
    await writeContentChanges(db, (connection) =>
      connection.insertInto('slides').values({ image: 'a.svg', alt: 'a', width: 1, height: 1, position: 0 }).execute(),
    );
    const after = await revision();
    expect(after).toBeGreaterThan(before);

    await expect(
      writeContentChanges(db, async (connection) => {
        await connection.insertInto('slides').values({ image: 'b.svg', alt: 'b', width: 1, height: 1, position: 1 }).execute();
        throw new Error('the editor gave up');
      }),
    ).rejects.toThrow('the editor gave up');
    expect(await revision()).toBe(after);
    expect(await createContentRepository(db).listSlides()).toHaveLength(1);
  });
});

describe('editBlog', () => {
  it('a new article has no edit date', async () => {
    await insertArticle();
    expect(await updatedAt()).toBeNull();
    expect((await createContentRepository(db).listBlogs())[0]).not.toHaveProperty('updatedAt');
  });

  it('editing the title sets updated_at to the edit time and moves the revision on', async () => {
    await insertArticle();
    const before = await revision();
    const at = new Date('2026-03-04T05:06:07.089Z');
    expect(await editBlog(db, article.slug, { title: 'Brushing, step by step' }, at)).toBe(true);
    expect(await updatedAt()).toBe(at.toISOString());
    expect(await revision()).toBeGreaterThan(before);
    expect(await db.kysely.selectFrom('blogs').select(['title', 'created_at']).executeTakeFirstOrThrow()).toEqual({
      title: 'Brushing, step by step',
      created_at: CREATED_AT,
    });
    const [blog] = await createContentRepository(db).listBlogs();
    expect(blog.updatedAt).toBe(at.toISOString());
  });

  it('stamps the current time by default', async () => {
    await insertArticle();
    const start = Date.now();
    await editBlog(db, article.slug, { meta_title: 'Brushing' });
    const stamped = await updatedAt();
    expect(stamped).toMatch(ISO_UTC_MILLISECONDS);
    expect(Date.parse(stamped!)).toBeGreaterThanOrEqual(start);
    expect(Date.parse(stamped!)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['the body', { description_html: '<p>Twice a day, two minutes.</p>' }],
    ['the image', { image: 'blogs/brush-2.svg', width: 1600, height: 900 }],
    ['the meta title', { meta_title: 'Brushing' }],
    ['the meta description', { meta_description: 'How long and how often' }],
    ['the category', { category_id: 2 }],
  ])('editing %s sets updated_at', async (_field, change) => {
    await insertArticle();
    await editBlog(db, article.slug, change);
    expect(await updatedAt()).toMatch(ISO_UTC_MILLISECONDS);
  });

  it('changing only the slug, or writing the same values again, is not an edit', async () => {
    await insertArticle();
    await editBlog(db, article.slug, { slug: 'brushing' });
    await editBlog(db, 'brushing', { title: article.title, meta_title: article.meta_title });
    expect(await updatedAt('brushing')).toBeNull();
  });

  it('keeps a date the caller sets itself, and moves it on the next edit', async () => {
    await insertArticle();
    await editBlog(db, article.slug, { title: 'Imported', updated_at: '2026-02-02T10:00:00.000Z' });
    expect(await updatedAt()).toBe('2026-02-02T10:00:00.000Z');
    await editBlog(db, article.slug, { title: 'Edited again' }, new Date('2026-02-03T00:00:00.000Z'));
    expect(await updatedAt()).toBe('2026-02-03T00:00:00.000Z');
  });

  it('sanitises a new body and answers false for an article that does not exist', async () => {
    await insertArticle();
    await editBlog(db, article.slug, { description_html: '<p onclick="steal()">Floss<script>steal()</script></p>' });
    const { description_html } = await db.kysely.selectFrom('blogs').select('description_html').executeTakeFirstOrThrow();
    expect(description_html).toBe('<p>Floss</p>');
    const before = await revision();
    expect(await editBlog(db, 'no-such-article', { title: 'x' })).toBe(false);
    expect(await revision()).toBe(before);
  });
});
