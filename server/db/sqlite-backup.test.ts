import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { seedDemoContent } from './seed';
import { backupSqliteFile } from './sqlite-backup';
import { createTemporaryDirectory, type TemporaryDirectory } from './testing/seed-fixture';

/**
 * Another connection to the same file, on its own thread, storing requests as fast as it can until
 * told to stop. Each transaction stores a request and its e-mail and counts it in the reference
 * sequence, so in any consistent snapshot the three numbers are equal. `committed[0]` is how many
 * transactions it has committed; setting `committed[1]` stops it.
 */
const WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const db = new Database(workerData.file, { timeout: 5000 });
db.pragma('journal_mode = WAL');
const committed = new Int32Array(workerData.shared);
const insertRequest = db.prepare(\`insert into requests (kind, reference, first_name, last_name, email, phone_number, country_code, message, created_at)
  values ('contact', ?, 'Asha', 'Patel', 'asha@example.com', '9876543210', '+91', 'Hello', ?)\`);
const insertOutbox = db.prepare(\`insert into outbox (request_id, audience, next_attempt_at, created_at) values (?, 'clinic', 0, ?)\`);
const count = db.prepare('update request_reference_sequence set last_value = last_value + 1 where id = 1');
const store = db.transaction((n) => {
  const now = new Date().toISOString();
  const { lastInsertRowid } = insertRequest.run('BK-' + n, now);
  insertOutbox.run(lastInsertRowid, now);
  count.run();
});
for (let n = 1; Atomics.load(committed, 1) === 0; n += 1) {
  store(n);
  Atomics.store(committed, 0, n);
  if (n === 50) parentPort.postMessage('writing');
}
db.close();
`;

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');

let tmp: TemporaryDirectory;
beforeEach(() => {
  tmp = createTemporaryDirectory();
});
afterEach(() => tmp.remove());

/** A migrated, seeded site database at `file`, with the reference counter at zero. */
async function siteDatabase(file: string): Promise<string[]> {
  const db = await openDatabase({ path: file });
  try {
    await seedDemoContent(db);
    await db.kysely.updateTable('request_reference_sequence').set({ last_value: 0 }).execute();
    return (await db.kysely.introspection.getTables()).map((table) => table.name).sort();
  } finally {
    await db.close();
  }
}

function snapshotCounts(file: string): { requests: number; outbox: number; counted: number } {
  const copy = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const count = (sql: string) => copy.prepare(sql).pluck().get() as number;
    return {
      requests: count('select count(*) from requests'),
      outbox: count('select count(*) from outbox'),
      counted: count('select last_value from request_reference_sequence'),
    };
  } finally {
    copy.close();
  }
}

describe('backupSqliteFile', () => {
  it('writes a consistent copy, with every table, while another connection keeps writing', async () => {
    const source = path.join(tmp.path, 'clinic.db');
    const tables = await siteDatabase(source);
    const shared = new SharedArrayBuffer(8);
    const committed = new Int32Array(shared);
    const writer = new Worker(WRITER, {
      eval: true,
      workerData: { file: source, shared, betterSqlite3: createRequire(import.meta.url).resolve('better-sqlite3') },
    });
    const writerDone = new Promise((resolve, reject) => writer.once('exit', resolve).once('error', reject));
    try {
      await new Promise((resolve, reject) => writer.once('message', resolve).once('error', reject));
      const copies: Array<{ before: number; after: number; counts: ReturnType<typeof snapshotCounts> }> = [];
      for (let i = 0; i < 3; i += 1) {
        const before = Atomics.load(committed, 0);
        const report = await backupSqliteFile(source, path.join(tmp.path, 'backups', `copy-${i}.db`));
        const after = Atomics.load(committed, 0);
        copies.push({ before, after, counts: snapshotCounts(report.destination) });
        expect(Object.keys(report.rows).sort()).toEqual(expect.arrayContaining(tables));
        expect(report.rows.requests).toBe(copies[i].counts.requests);
      }
      for (const { before, after, counts } of copies) {
        // One moment's state: each request with its e-mail and its count, none half-stored…
        expect(counts.outbox).toBe(counts.requests);
        expect(counts.counted).toBe(counts.requests);
        // …and a moment during the backup: not before it began, not after it ended.
        expect(counts.requests).toBeGreaterThanOrEqual(before);
        expect(counts.requests).toBeLessThanOrEqual(after);
      }
      // The writer went on between the copies (they are not three copies of a quiet file).
      expect(copies[2].counts.requests).toBeGreaterThan(copies[0].counts.requests);
    } finally {
      Atomics.store(committed, 1, 1);
      await writerDone;
    }

    // The copy is a database the site opens as it is: every table, no migration to apply, one file.
    const restored = path.join(tmp.path, 'backups', 'copy-2.db');
    expect(fs.existsSync(`${restored}-wal`)).toBe(false);
    const db = await openDatabase({ path: restored });
    try {
      expect(db.appliedMigrations).toEqual([]);
      expect((await db.kysely.introspection.getTables()).map((table) => table.name).sort()).toEqual(tables);
      expect(await db.kysely.selectFrom('slides').select('id').execute()).not.toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('never overwrites a file', async () => {
    const source = path.join(tmp.path, 'clinic.db');
    await siteDatabase(source);
    const existing = path.join(tmp.path, 'existing.db');
    fs.writeFileSync(existing, 'keep me');
    await expect(backupSqliteFile(source, existing)).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
  });
});

describe('npm run backup', () => {
  it('copies DATABASE_PATH to backups/clinic-<time>.db in the working directory and says where', async () => {
    const source = path.join(tmp.path, 'site.db');
    await siteDatabase(source);
    const env = { ...process.env, DATABASE_PATH: source, DATABASE_URL: '' };
    const { stdout } = await promisify(execFile)(tsx, [path.join(here, 'backup-cli.ts')], { cwd: tmp.path, env });
    const [copy] = fs.readdirSync(path.join(tmp.path, 'backups'));
    expect(copy).toMatch(/^clinic-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    expect(stdout).toContain(`Backed up ${source} to ${path.join(tmp.path, 'backups', copy)}`);
    expect(stdout).toContain('integrity check ok');
  });
});
