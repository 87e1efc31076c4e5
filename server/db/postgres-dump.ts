import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface PostgresDumpReport {
  /** Absolute path of the dump. */
  destination: string;
  bytes: number;
  /** Entries (tables, their data, indexes, sequences…) pg_restore reads in the dump. */
  entries: number;
}

/**
 * Dumps the PostgreSQL database at `url` to `destination` with pg_dump's custom format (compressed,
 * restored with pg_restore, table by table if need be). pg_dump reads in one repeatable-read
 * transaction, so the dump is one consistent snapshot while the site keeps writing. The password
 * goes to pg_dump in its environment (PGPASSWORD), never on its command line, which every user of
 * the machine can read in the process list. The dump must then be readable by `pg_restore --list`.
 */
export function dumpPostgres(url: string, destination: string): PostgresDumpReport {
  const target = path.resolve(destination);
  if (fs.existsSync(target)) throw new Error(`${target} already exists: a backup never overwrites a file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;

  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', target, '--dbname', parsed.toString()], {
    env,
    encoding: 'utf8',
  });
  if (dump.error && (dump.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      'pg_dump was not found. Install the PostgreSQL client of the server\'s version (Debian: apt-get install postgresql-client-15), or run pg_dump yourself: pg_dump --format=custom --file clinic.dump "$DATABASE_URL" (docs/deploy.md)',
    );
  }
  if (dump.error || dump.status !== 0) {
    fs.rmSync(target, { force: true });
    throw new Error(`pg_dump failed: ${dump.error?.message ?? dump.stderr.trim()}`);
  }

  const list = spawnSync('pg_restore', ['--list', target], { encoding: 'utf8' });
  if (list.error || list.status !== 0) {
    fs.rmSync(target, { force: true });
    throw new Error(`pg_restore cannot read the dump: ${list.error?.message ?? list.stderr.trim()}`);
  }
  const entries = list.stdout.split('\n').filter((line) => line.trim() !== '' && !line.startsWith(';')).length;
  return { destination: target, bytes: fs.statSync(target).size, entries };
}
