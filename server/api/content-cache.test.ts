import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentRepository, type ContentRepository } from '../db/content-repository';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { createContentCache } from './content-cache';
import { writeContentChanges } from '../db/content-writer';

let db: TestDatabase;
let revisionReads: number;
let repository: ContentRepository;
let clock: number;

beforeEach(async () => {
  db = await openTestDatabase();
  const real = createContentRepository(db);
  revisionReads = 0;
  repository = {
    ...real,
    readRevision: () => {
      revisionReads += 1;
      return real.readRevision();
    },
  };
  clock = 0;
});
afterEach(async () => {
  await db.close();
});

async function addSlide(image: string) {
  await writeContentChanges(db, (connection) => connection.insertInto('slides').values({ image, alt: image, width: 1, height: 1, position: 0 }).execute());
}

function slideImages(json: Buffer): string[] {
  return (JSON.parse(json.toString()) as { data: Array<{ image: string }> }).data.map((slide) => slide.image);
}

describe('content cache', () => {
  it('serves the snapshot until the check interval passes, then reloads if the content changed', async () => {
    const cache = createContentCache(repository, { revisionCheckIntervalMs: 1000, clockMs: () => clock });
    expect(slideImages((await cache.current()).slides.identity)).toEqual([]);

    await addSlide('slides/a.svg');
    clock = 999;
    expect(slideImages((await cache.current()).slides.identity)).toEqual([]);
    clock = 1000;
    expect(slideImages((await cache.current()).slides.identity)).toEqual(['slides/a.svg']);
  });

  it('keeps the same snapshot when the revision has not moved', async () => {
    const cache = createContentCache(repository, { revisionCheckIntervalMs: 0, clockMs: () => clock });
    const first = await cache.current();
    expect(await cache.current()).toBe(first);
  });

  it('shares one revision check among concurrent requests', async () => {
    const cache = createContentCache(repository, { revisionCheckIntervalMs: 1000, clockMs: () => clock });
    const snapshots = await Promise.all(Array.from({ length: 20 }, () => cache.current()));
    expect(new Set(snapshots).size).toBe(1);
    expect(revisionReads).toBe(1);
  });

  it('notices writes made by another connection (another process)', async () => {
    const cache = createContentCache(repository, { revisionCheckIntervalMs: 0, clockMs: () => clock });
    await cache.current();
    const other = await db.openAgain();
    await writeContentChanges(other, (connection) =>
      connection.insertInto('slides').values({ image: 'slides/b.svg', alt: 'b', width: 1, height: 1, position: 0 }).execute(),
    );
    await other.close();
    expect(slideImages((await cache.current()).slides.identity)).toEqual(['slides/b.svg']);
  });
});
