import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleRepository, publishedArticleRedirects, type ArticleValues } from './article-repository';
import { listContentEvents } from './content-changes';
import { createContentRepository } from './content-repository';
import type { ClinicDatabase } from './open-database';
import { openTestDatabase } from './testing/test-database';
import { writeContentChanges } from './content-writer';

/** Articles as staff write them, on both databases: drafts, renames and their redirects, scheduling, deletion. */

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
  await writeContentChanges(db, async (connection) => {
    await connection.insertInto('blog_categories').values({ id: 1, category_name: 'Oral Hygiene', position: 0 }).execute();
    await connection.insertInto('blog_tags').values({ tag_name: 'Prevention', position: 0 }).execute();
  });
});
afterEach(async () => {
  await db.close();
});

const VALUES: ArticleValues = {
  title: 'How to brush',
  slug: 'how-to-brush',
  categoryId: 1,
  tags: ['Prevention', 'Braces'],
  language: 'en',
  image: 'blogs/brush.svg',
  width: 1200,
  height: 675,
  imageAlt: 'A toothbrush',
  metaTitle: 'How to brush',
  metaDescription: 'Twice a day.',
  bodyHtml: '<p>Twice a day.</p>',
};
const at = (iso: string) => ({ actor: 'eva', at: new Date(iso) });

async function created(values: ArticleValues = VALUES): Promise<number> {
  const outcome = await articleRepository(db).create(values, at('2026-05-10T09:00:00.000Z'));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.id;
}

describe('the article repository', () => {
  it('creates a draft, off the public reads, with its tags (new ones made once)', async () => {
    const id = await created();
    const article = await articleRepository(db).find(id);
    expect(article).toMatchObject({ state: 'draft', slug: 'how-to-brush', tags: ['Prevention', 'Braces'], imageAlt: 'A toothbrush', formerSlugs: [] });
    expect(await createContentRepository(db).listBlogs()).toEqual([]);
    const tags = await db.kysely.selectFrom('blog_tags').select('tag_name').orderBy('position').execute();
    expect(tags.map((tag) => tag.tag_name)).toEqual(['Prevention', 'Braces']);
  });

  it('keeps a renamed article’s old slug as a redirect, drops it when the slug is taken back, and refuses another article’s slug, former ones included', async () => {
    const repository = articleRepository(db);
    const id = await created();
    await repository.setPublication(id, { state: 'published' }, at('2026-05-10T09:01:00.000Z'));
    expect(await repository.update(id, { ...VALUES, slug: 'brushing-well' }, at('2026-05-10T09:02:00.000Z'))).toEqual({ ok: true, id, changed: true });
    expect(await publishedArticleRedirects(db)).toEqual(new Map([['how-to-brush', 'brushing-well']]));
    // The old slug still points at this article: no other may take it.
    expect(await repository.create({ ...VALUES, slug: 'how-to-brush' }, at('2026-05-10T09:03:00.000Z'))).toEqual({ ok: false, reason: 'slug-taken' });
    expect(await repository.create({ ...VALUES, slug: 'brushing-well' }, at('2026-05-10T09:03:00.000Z'))).toEqual({ ok: false, reason: 'slug-taken' });
    // Taking the old slug back: the redirect goes the other way.
    await repository.update(id, VALUES, at('2026-05-10T09:04:00.000Z'));
    expect(await publishedArticleRedirects(db)).toEqual(new Map([['brushing-well', 'how-to-brush']]));
    // A rename alone is no edit: readers see no change but the address.
    expect((await repository.find(id))?.updatedAt).toBeNull();
  });

  it('records only what changed, and nothing (no revision move) for a save that changes nothing', async () => {
    const repository = articleRepository(db);
    const id = await created();
    const revision = await createContentRepository(db).readRevision();
    expect(await repository.update(id, VALUES, at('2026-05-10T09:05:00.000Z'))).toEqual({ ok: true, id, changed: false });
    expect(await createContentRepository(db).readRevision()).toBe(revision);
    await repository.update(id, { ...VALUES, title: 'How to brush well', bodyHtml: '<p>Twice a day, two minutes.</p>' }, at('2026-05-10T09:06:00.000Z'));
    const { events } = await listContentEvents(db, 1);
    expect(events[0]).toMatchObject({ action: 'edit', subject: 'how-to-brush', detail: 'changed title, body', actor: 'eva' });
    expect((await repository.find(id))?.updatedAt).toBe('2026-05-10T09:06:00.000Z');
  });

  it('publishes a scheduled article at its time, as `schedule`, dated then; not before', async () => {
    const repository = articleRepository(db);
    const id = await created();
    await repository.setPublication(id, { state: 'scheduled', at: new Date('2026-05-12T03:30:00.000Z') }, at('2026-05-10T09:00:00.000Z'));
    expect(await repository.publishDue(new Date('2026-05-12T03:29:59.000Z'))).toBe(0);
    expect(await createContentRepository(db).listBlogs()).toEqual([]);
    expect(await repository.publishDue(new Date('2026-05-12T03:30:00.000Z'))).toBe(1);
    expect(await repository.publishDue(new Date('2026-05-12T03:31:00.000Z'))).toBe(0);
    const [blog] = await createContentRepository(db).listBlogs();
    expect(blog).toMatchObject({ slug: 'how-to-brush', createdAt: '2026-05-12T03:30:00.000Z', imageAlt: 'A toothbrush', tags: ['Prevention', 'Braces'] });
    expect((await listContentEvents(db, 1)).events[0]).toMatchObject({ actor: 'schedule', action: 'publish', subject: 'how-to-brush' });
  });

  it('lists with search, category, language and state filters', async () => {
    const repository = articleRepository(db);
    const first = await created();
    await created({ ...VALUES, title: 'Implants explained', slug: 'implants-explained', language: 'gu' });
    await repository.setPublication(first, { state: 'published' }, at('2026-05-10T10:00:00.000Z'));
    const slugs = async (filter: Parameters<typeof repository.list>[0]) => (await repository.list(filter)).map((article) => article.slug);
    expect(await slugs({ search: 'IMPLANT' })).toEqual(['implants-explained']);
    expect(await slugs({ search: '', state: 'published' })).toEqual(['how-to-brush']);
    expect(await slugs({ search: '', language: 'gu' })).toEqual(['implants-explained']);
    expect(await slugs({ search: '', categoryId: 2 })).toEqual([]);
    expect(await slugs({ search: '100%_' })).toEqual([]);
  });

  it('deletes an article with its links and former slugs', async () => {
    const repository = articleRepository(db);
    const id = await created();
    await repository.update(id, { ...VALUES, slug: 'renamed' }, at('2026-05-10T09:02:00.000Z'));
    expect(await repository.remove(id, at('2026-05-10T09:03:00.000Z'))).toBe(true);
    expect(await repository.find(id)).toBeUndefined();
    expect(await db.kysely.selectFrom('blog_slug_redirects').selectAll().execute()).toEqual([]);
    expect(await db.kysely.selectFrom('blog_tag_links').selectAll().execute()).toEqual([]);
    expect(await repository.remove(id, at('2026-05-10T09:04:00.000Z'))).toBe(false);
  });
});
