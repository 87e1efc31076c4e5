import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ClinicDatabase } from './open-database';
import { seedDemoContent } from './seed';
import { createTemporaryDirectory, writeSeedFixture, type TemporaryDirectory } from './testing/seed-fixture';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

// Runs on SQLite (project node) and PostgreSQL (project postgres): two instances starting together
// on an empty database each seed it; one must, the other must find its content.

let tmp: TemporaryDirectory;
let db: TestDatabase;
let second: ClinicDatabase;
let seedDir: string;

beforeEach(async () => {
  tmp = createTemporaryDirectory();
  seedDir = path.join(tmp.path, 'seed');
  mkdirSync(seedDir);
  writeSeedFixture(seedDir);
  db = await openTestDatabase();
  second = await db.openAgain();
});
afterEach(async () => {
  await second.close();
  await db.close();
  tmp.remove();
});

it('seeds once when two processes seed an empty database at the same moment', async () => {
  const results = await Promise.all([seedDemoContent(db, seedDir), seedDemoContent(second, seedDir)]);
  expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
  expect(results.find((result) => !result.seeded)).toEqual({ seeded: false, reason: 'content-present' });
  const slides = await db.kysely.selectFrom('slides').select('id').execute();
  expect(slides).toHaveLength(2);
});
