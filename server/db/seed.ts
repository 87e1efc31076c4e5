import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TABLES } from './database-schema';
import { writeContent } from './content-writer';
import { withImmediateTransaction } from './immediate-transaction';
import type { ClinicDatabase } from './open-database';
import { readSeedContent } from './seed-data-files';

/** The demo content shipped with the repository (JSON written by hand, images in media/). */
export const DEFAULT_SEED_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-data');

export type SeedResult = { seeded: true; counts: Record<string, number> } | { seeded: false; reason: 'content-present' };

/**
 * Fills the content tables from `seedDataDir` if, and only if, they are all empty, in one
 * transaction: running it again, or while another process does, never duplicates content, and
 * content a clinic has replaced the demo with is never touched. The files are read and checked
 * before the database is locked.
 */
export async function seedDemoContent(db: ClinicDatabase, seedDataDir: string = DEFAULT_SEED_DATA_DIR): Promise<SeedResult> {
  const content = await readSeedContent(seedDataDir);
  return withImmediateTransaction(db.kysely, async (connection) => {
    for (const table of CONTENT_TABLES) {
      const row = await connection
        .selectFrom(table)
        .select((eb) => eb.lit(1).as('present'))
        .limit(1)
        .executeTakeFirst();
      if (row) return { seeded: false, reason: 'content-present' } as const;
    }
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
