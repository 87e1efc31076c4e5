import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { CONTENT_TABLES, type DatabaseTables } from './database-schema';
import { writeContent } from './content-writer';
import type { ClinicDatabase } from './open-database';
import { withWriteTransaction } from './write-transaction';

/** The demo content shipped with the repository (JSON written by hand, images in media/). */
export const DEFAULT_SEED_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-data');

export type SeedResult = { seeded: true; counts: Record<string, number> } | { seeded: false; reason: 'content-present' };

async function hasContent(db: Kysely<DatabaseTables>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('present'))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Fills the content tables from `seedDataDir` if, and only if, they are all empty, in one
 * transaction: running it again, or while another process does, never duplicates content, and
 * content a clinic has replaced the demo with is never touched. The files are read and checked
 * against their schemas before the database is locked.
 */
export async function seedDemoContent(db: ClinicDatabase, seedDataDir: string = DEFAULT_SEED_DATA_DIR): Promise<SeedResult> {
  if (await hasContent(db.kysely)) return { seeded: false, reason: 'content-present' };
  // The schema validator (ajv and every schema) loads only when there is something to seed: a
  // server whose database has content, every start but the first, never loads it.
  const { readSeedContent } = await import('./seed-content');
  const content = await readSeedContent(seedDataDir);
  return withWriteTransaction(db, async (connection) => {
    if (await hasContent(connection)) return { seeded: false, reason: 'content-present' } as const;
    await writeContent(connection, content);
    return {
      seeded: true,
      counts: {
        slides: content.slides.length,
        testimonials: content.testimonials.length,
        blogCategories: content.blogCategories.length,
        blogTags: content.blogTags.length,
        blogs: content.blogs.length,
        galleryCategories: content.galleryCategories.length,
        galleryItems: content.gallery.length,
      },
    } as const;
  });
}
