import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editBlog, writeContentChanges } from '../content-writer';
import { createContentRepository } from '../content-repository';
import { openDatabase } from '../open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from '../testing/seed-fixture';
import { migrationsThrough } from './all-migrations';

/** Upgrading a SQLite file of the releases with triggers: they go, and the writer does their work. */

let tmp: TemporaryDirectory;
beforeEach(() => {
  tmp = createTemporaryDirectory();
});
afterEach(() => tmp.remove());

describe('migration 006: the content revision kept by the writer', () => {
  it('drops every trigger of a SQLite file; edits still move the revision on and date the article', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    const before = await openDatabase({ path: file, migrations: migrationsThrough('005-acknowledgement-quota') });
    const triggersBefore = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(before.kysely);
    expect(triggersBefore.rows).toHaveLength(8 * 3 + 1);
    await before.kysely.insertInto('blog_categories').values({ id: 1, category_name: 'Oral Hygiene', position: 0 }).execute();
    await before.kysely
      .insertInto('blogs')
      .values({
        slug: 'floss',
        title: 'Floss',
        image: 'blogs/floss.svg',
        width: 1,
        height: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        description_html: '<p>Daily.</p>',
        meta_title: 'Floss',
        meta_description: 'Floss',
        category_id: 1,
      })
      .execute();
    await before.close();

    const after = await openDatabase({ path: file });
    try {
      expect(after.appliedMigrations).toContain('006-portable-content-revision');
      const triggersAfter = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(after.kysely);
      expect(triggersAfter.rows).toEqual([]);
      const content = createContentRepository(after);
      const revision = await content.readRevision();
      // A plain write no longer moves it (nothing behind the writer's back)…
      await after.kysely.insertInto('slides').values({ image: 'x.svg', alt: 'x', width: 1, height: 1, position: 0 }).execute();
      expect(await content.readRevision()).toBe(revision);
      // …the writer does, once per write.
      await writeContentChanges(after, (connection) => connection.deleteFrom('slides').execute());
      expect(await content.readRevision()).toBe(revision + 1);
      await editBlog(after, 'floss', { title: 'Flossing' }, new Date('2026-05-01T00:00:00.000Z'));
      expect(await content.readRevision()).toBe(revision + 2);
      expect((await content.listBlogs())[0]).toMatchObject({ title: 'Flossing', updatedAt: '2026-05-01T00:00:00.000Z' });
    } finally {
      await after.close();
    }
  });
});
