import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrationsThrough } from './all-migrations';

/** Upgrading a database the previous release filled: its testimonials were all written in English. */

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

const card = { location: 'Ahmedabad', image: 'testimonials/t-01.svg', width: 160, height: 160 };

describe('migration 016: the language a testimonial is written in', () => {
  it('gives existing testimonials English, stores a new one as named and refuses what is no language code', async () => {
    db = await openTestDatabase({ migrations: migrationsThrough('012-languages') });
    await db.kysely
      .insertInto('testimonials')
      .values({ name: 'Priya S.', description: 'Calm and clearly explained.', ...card, position: 0 } as never)
      .execute();
    await db.closeHandle();

    const after = await db.openAgain({ migrations: migrationsThrough('016-testimonial-language') });
    try {
      expect(after.appliedMigrations).toContain('016-testimonial-language');
      expect(await after.kysely.selectFrom('testimonials').select(['name', 'description', 'language']).execute()).toEqual([
        { name: 'Priya S.', description: 'Calm and clearly explained.', language: 'en' },
      ]);

      await after.kysely
        .insertInto('testimonials')
        .values({ name: 'ભાવના પ.', description: 'ખૂબ સરસ અનુભવ.', ...card, language: 'gu', position: 1 })
        .execute();
      expect(await after.kysely.selectFrom('testimonials').select(['name', 'language']).where('position', '=', 1).executeTakeFirst()).toEqual({
        name: 'ભાવના પ.',
        language: 'gu',
      });
      for (const [offset, language] of ['GU', 'english', '', 'g1'].entries()) {
        await expect(
          after.kysely
            .insertInto('testimonials')
            .values({ name: 'Someone', description: 'Text', ...card, language: language as never, position: 10 + offset })
            .execute(),
        ).rejects.toThrow();
      }
      expect(await after.kysely.selectFrom('testimonials').select('name').execute()).toHaveLength(2);
    } finally {
      await after.close();
    }
  });
});
