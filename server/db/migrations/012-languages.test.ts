import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrationsThrough } from './all-migrations';

/** Upgrading a database the previous release filled: its requests and articles were all English. */

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

const person = { first_name: 'Asha', last_name: 'Shah', email: 'asha@example.com', phone_number: '9876543210', country_code: '+91' };

describe('migration 012: the language of requests and articles', () => {
  it('gives existing requests and articles English, stores a new one as named and refuses what is no language code', async () => {
    db = await openTestDatabase({ migrations: migrationsThrough('011-visit-messages') });
    await db.kysely
      .insertInto('requests')
      .values({ kind: 'contact', reference: 'DC-0000-01', ...person, message: 'Call me', created_at: '2026-01-01T09:00:00.000Z' } as never)
      .execute();
    await db.kysely.insertInto('blog_categories').values({ id: 1, category_name: 'Care', position: 1 }).execute();
    await db.kysely
      .insertInto('blogs')
      .values({
        slug: 'old-article',
        title: 'Old',
        image: '/media/blogs/old.jpg',
        width: 800,
        height: 450,
        created_at: '2026-01-01T09:00:00.000Z',
        description_html: '<p>Old</p>',
        meta_title: 'Old',
        meta_description: 'Old',
        category_id: 1,
      } as never)
      .execute();
    await db.closeHandle();

    const after = await db.openAgain({ migrations: migrationsThrough('012-languages') });
    try {
      expect(after.appliedMigrations).toContain('012-languages');
      expect(await after.kysely.selectFrom('requests').select(['reference', 'first_name', 'language']).execute()).toEqual([
        { reference: 'DC-0000-01', first_name: 'Asha', language: 'en' },
      ]);
      expect(await after.kysely.selectFrom('blogs').select(['slug', 'language']).execute()).toEqual([{ slug: 'old-article', language: 'en' }]);

      await after.kysely
        .insertInto('requests')
        .values({ kind: 'contact', reference: 'DC-0000-02', ...person, first_name: 'પટેલ', message: '', language: 'gu', created_at: '2026-01-02T09:00:00.000Z' })
        .execute();
      expect(await after.kysely.selectFrom('requests').select(['first_name', 'language']).where('reference', '=', 'DC-0000-02').executeTakeFirst()).toEqual({
        first_name: 'પટેલ',
        language: 'gu',
      });
      for (const language of ['GU', 'english', '', 'g1']) {
        await expect(
          after.kysely
            .insertInto('requests')
            .values({
              kind: 'contact',
              reference: `DC-0000-9${language.length}`,
              ...person,
              message: '',
              language: language as never,
              created_at: '2026-01-03T09:00:00.000Z',
            })
            .execute(),
        ).rejects.toThrow();
      }
    } finally {
      await after.close();
    }
  });
});
