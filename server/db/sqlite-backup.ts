import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export interface SqliteBackupReport {
  /** Absolute path of the copy. */
  destination: string;
  bytes: number;
  /** Rows in each table of the copy, by name. */
  rows: Record<string, number>;
}

/** Every page in one step: see backupSqliteFile. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database at `source` to `destination` (which must not exist yet) with SQLite's
 * online backup, while the site goes on reading and writing it, then checks the copy.
 *
 * The copy is one snapshot: every page is copied in a single backup step, which reads inside one
 * read transaction. (Copied a hundred pages at a time, as by default, a write from another
 * connection between two steps would restart the copy, and steady writes could keep it from ever
 * finishing.) In WAL mode a reader holds no lock that stops writers, so the site is not paused:
 * the copy simply leaves out what is written after it began.
 *
 * The copy is then opened on its own, made a single self-contained file (rollback journal instead of
 * the source's WAL, so no `-wal` or `-shm` file belongs with it; the site turns WAL back on when it
 * opens a restored copy) and must pass `pragma integrity_check`. A copy that does not is deleted and
 * the error thrown, so a file left behind is always a sound one.
 */
export async function backupSqliteFile(source: string, destination: string): Promise<SqliteBackupReport> {
  const target = path.resolve(destination);
  if (fs.existsSync(target)) throw new Error(`${target} already exists: a backup never overwrites a file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });

  const sqlite = new BetterSqlite3(source, { fileMustExist: true });
  try {
    await sqlite.backup(target, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }

  try {
    return { destination: target, bytes: fs.statSync(target).size, rows: checkCopy(target) };
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  }
}

/** Row counts of every table of a sound copy; throws what integrity_check found in a broken one. */
function checkCopy(file: string): Record<string, number> {
  const copy = new BetterSqlite3(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const problems = copy.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    const findings = problems.map((row) => row.integrity_check).filter((finding) => finding !== 'ok');
    if (findings.length > 0) throw new Error(`The copy failed SQLite's integrity check: ${findings.slice(0, 5).join('; ')}`);
    const tables = copy.prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    return Object.fromEntries(tables.map((table) => [table, copy.prepare(`select count(*) from "${table}"`).pluck().get() as number]));
  } finally {
    copy.close();
  }
}
