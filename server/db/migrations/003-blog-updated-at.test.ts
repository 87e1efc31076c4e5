import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentRepository } from '../content-repository';
import { openDatabase, type ClinicDatabase } from '../open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from '../testing/seed-fixture';
import * as initial from './001-initial';
import * as staffInbox from './002-staff-inbox';
import { ALL_MIGRATIONS, migrationsThrough } from './all-migrations';

/**
 * The trigger this migration made kept updated_at on SQLite until migration 006 moved the work to
 * the content writer (content-writer.test.ts tests that): these tests build a database as the
 * releases with the trigger left it, since a file of theirs may still be opened.
 */
const WITH_TRIGGER = migrationsThrough('005-acknowledgement-quota');

/** A new in-memory database as migrations 001–005 left it, closed after `use` whatever happens. */
async function withFreshDatabase(use: (db: ClinicDatabase) => Promise<void>): Promise<void> {
  const db = await openDatabase({ path: ':memory:', migrations: WITH_TRIGGER });
  try {
    await use(db);
  } finally {
    await db.close();
  }
}

let tmp: TemporaryDirectory;
beforeEach(() => {
  tmp = createTemporaryDirectory();
});
afterEach(() => tmp.remove());

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

async function insertArticle(db: ClinicDatabase, values: Record<string, unknown> = article): Promise<void> {
  await db.kysely
    .insertInto('blog_categories')
    .values({ id: 1, category_name: 'Oral Hygiene', position: 0 })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db.kysely
    .insertInto('blogs')
    .values(values as never)
    .execute();
}

async function updatedAt(db: ClinicDatabase, slug = article.slug): Promise<string | null> {
  const row = await db.kysely.selectFrom('blogs').select('updated_at').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.updated_at;
}

async function revision(db: ClinicDatabase): Promise<number> {
  return createContentRepository(db).readRevision();
}

describe('migration 003: when an article was last edited', () => {
  it('upgrades a database with articles in it: they keep their content and have no edit date yet', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    const before = await openDatabase({ path: file, migrations: { '001-initial': initial, '002-staff-inbox': staffInbox } });
    await insertArticle(before);
    await before.close();
    // The same database upgraded to today (a copy): today's repository reads every later migration's columns too.
    const upgraded = path.join(tmp.path, 'upgraded.db');
    copyFileSync(file, upgraded);
    const today = await openDatabase({ path: upgraded, migrations: ALL_MIGRATIONS });
    try {
      const [blog] = await createContentRepository(today).listBlogs();
      expect(blog.createdAt).toBe(CREATED_AT);
      expect(blog).not.toHaveProperty('updatedAt');
    } finally {
      await today.close();
    }

    const after = await openDatabase({ path: file, migrations: WITH_TRIGGER });
    try {
      // Later migrations follow it.
      expect(after.appliedMigrations[0]).toBe('003-blog-updated-at');
      const row = await after.kysely.selectFrom('blogs').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...article, updated_at: null });

      // The upgraded database gets the trigger too.
      await after.kysely.updateTable('blogs').set({ title: 'Brushing, step by step' }).where('slug', '=', article.slug).execute();
      expect(await updatedAt(after)).toMatch(ISO_UTC_MILLISECONDS);
    } finally {
      await after.close();
    }
  });

  it('inserting an article leaves updated_at empty', async () => {
    await withFreshDatabase(async (db) => {
      await insertArticle(db);
      expect(await updatedAt(db)).toBeNull();
    });
  });

  it('editing the title sets updated_at to now, and bumps the content revision', async () => {
    await withFreshDatabase(async (db) => {
      await insertArticle(db);
      const revisionBefore = await revision(db);
      const start = Date.now();
      await db.kysely.updateTable('blogs').set({ title: 'Brushing, step by step' }).where('slug', '=', article.slug).execute();
      const stamped = await updatedAt(db);
      expect(stamped).toMatch(ISO_UTC_MILLISECONDS);
      // SQLite's clock and ours agree to the millisecond; allow for the round trip.
      expect(Date.parse(stamped!)).toBeGreaterThanOrEqual(start - 1000);
      expect(Date.parse(stamped!)).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await revision(db)).toBeGreaterThan(revisionBefore);
      // The row is otherwise what the edit made it.
      expect(await db.kysely.selectFrom('blogs').select(['title', 'created_at']).executeTakeFirstOrThrow()).toEqual({
        title: 'Brushing, step by step',
        created_at: CREATED_AT,
      });
    });
  });

  it.each([
    ['the body', { description_html: '<p>Twice a day, two minutes.</p>' }],
    ['the image', { image: 'blogs/brush-2.svg', width: 1600, height: 900 }],
    ['the meta title', { meta_title: 'Brushing' }],
    ['the meta description', { meta_description: 'How long and how often' }],
    ['the category', { category_id: 2 }],
  ])('editing %s sets updated_at', async (_field, change) => {
    await withFreshDatabase(async (db) => {
      await insertArticle(db);
      await db.kysely.insertInto('blog_categories').values({ id: 2, category_name: 'Implants', position: 1 }).execute();
      await db.kysely.updateTable('blogs').set(change).where('slug', '=', article.slug).execute();
      expect(await updatedAt(db)).toMatch(ISO_UTC_MILLISECONDS);
    });
  });

  it('an update that changes nothing a reader sees, or writes the same values again, is not an edit', async () => {
    await withFreshDatabase(async (db) => {
      await insertArticle(db);
      await db.kysely.updateTable('blogs').set({ slug: 'brushing' }).execute();
      await db.kysely.updateTable('blogs').set({ title: article.title, meta_title: article.meta_title }).execute();
      expect(await updatedAt(db, 'brushing')).toBeNull();
    });
  });

  it('keeps a date a writer sets itself, and moves the date on the next edit', async () => {
    await withFreshDatabase(async (db) => {
      await insertArticle(db);
      await db.kysely.updateTable('blogs').set({ title: 'Imported', updated_at: '2026-02-02T10:00:00.000Z' }).execute();
      expect(await updatedAt(db)).toBe('2026-02-02T10:00:00.000Z');
      await db.kysely.updateTable('blogs').set({ title: 'Edited again' }).execute();
      const next = await updatedAt(db);
      expect(next).toMatch(ISO_UTC_MILLISECONDS);
      expect(next! > '2026-02-02T10:00:00.000Z').toBe(true);
    });
  });

  it('stays one statement deep with recursive triggers on', async () => {
    await withFreshDatabase(async (db) => {
      await sql`pragma recursive_triggers = on`.execute(db.kysely);
      await insertArticle(db);
      await db.kysely.updateTable('blogs').set({ title: 'Brushing, step by step' }).execute();
      expect(await updatedAt(db)).toMatch(ISO_UTC_MILLISECONDS);
    });
  });

  it('can be rolled back', async () => {
    await withFreshDatabase(async (db) => {
      await ALL_MIGRATIONS['003-blog-updated-at'].down!(db.kysely);
      const columns = (await sql<{ name: string }>`pragma table_info(blogs)`.execute(db.kysely)).rows.map((row) => row.name);
      expect(columns).not.toContain('updated_at');
      const triggers = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'blogs'`.execute(db.kysely);
      expect(triggers.rows.map((row) => row.name)).not.toContain('blogs_edit_sets_updated_at');
      // Edits still work (and still bump the revision) without it.
      await insertArticle(db);
      await db.kysely.updateTable('blogs').set({ title: 'Edited' }).execute();
      expect(await db.kysely.selectFrom('blogs').select('title').executeTakeFirstOrThrow()).toEqual({ title: 'Edited' });
    });
  });
});
