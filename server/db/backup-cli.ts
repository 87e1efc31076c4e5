/**
 * `npm run backup [-- <file>]`: a consistent copy of the site's database while the site runs.
 *
 * - SQLite (DATABASE_PATH): SQLite's online backup to `<file>`, default
 *   `backups/clinic-<UTC time>.db`, checked with `pragma integrity_check` (sqlite-backup.ts).
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format to `<file>`, default
 *   `backups/clinic-<UTC time>.dump`, checked with `pg_restore --list` (postgres-dump.ts).
 *
 * It never opens the database through openDatabase: a backup must not migrate what it copies.
 */
import { resolveDatabasePath } from './open-database';
import { dumpPostgres } from './postgres-dump';
import { backupSqliteFile } from './sqlite-backup';

/** `2026-11-25T22-30-05Z`: sorts by time and has no colon (not allowed in Windows file names). */
function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const [destinationArgument, ...rest] = process.argv.slice(2);
if (rest.length > 0 || destinationArgument?.startsWith('-')) {
  console.error('Usage: npm run backup [-- <file>]');
  process.exit(2);
}

const url = process.env.DATABASE_URL?.trim();
try {
  if (url) {
    const report = dumpPostgres(url, destinationArgument ?? `backups/clinic-${timestamp(new Date())}.dump`);
    console.log(`Backed up PostgreSQL to ${report.destination} (${size(report.bytes)}, ${report.entries} entries; pg_restore reads it).`);
    console.log(`Restore into an empty database: pg_restore --no-owner --dbname <url> ${report.destination}`);
  } else {
    const source = resolveDatabasePath(process.env.DATABASE_PATH);
    const report = await backupSqliteFile(source, destinationArgument ?? `backups/clinic-${timestamp(new Date())}.db`);
    const rows = Object.entries(report.rows)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ');
    console.log(`Backed up ${source} to ${report.destination} (${size(report.bytes)}; integrity check ok): ${rows}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
