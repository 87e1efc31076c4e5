/**
 * `npm run db:copy -- --to postgres://… [--from <SQLite file>] [--replace]`: moves the site's data
 * from SQLite (default: DATABASE_PATH) into PostgreSQL (copy-database.ts). Both are migrated first,
 * so run it from the version of the site that will serve the PostgreSQL database, with the site
 * stopped (docs/deploy.md). Without `--to`, the target is DATABASE_URL. A password left out of the
 * URL is taken from PGPASSWORD, which keeps it out of the process list.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { copyDatabase } from './copy-database';
import { openDatabase, resolveDatabasePath } from './open-database';
import { redactedUrl } from './postgres-settings';

const USAGE = 'Usage: npm run db:copy -- --to postgres://user@host/database [--from data/clinic.db] [--replace]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let values: { to?: string; from?: string; replace?: boolean };
try {
  ({ values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' }, replace: { type: 'boolean' } }, strict: true }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const to = values.to?.trim() || process.env.DATABASE_URL?.trim();
if (!to) fail(`Name the PostgreSQL database to copy into.\n${USAGE}`);
const from = resolveDatabasePath(values.from ?? process.env.DATABASE_PATH);
// openDatabase would create an empty file where none is: copying nothing is never what was meant.
if (from === ':memory:' || !fs.existsSync(from)) fail(`There is no SQLite database at ${from}.\n${USAGE}`);

const source = await openDatabase({ path: from });
try {
  const target = await openDatabase({ url: to });
  try {
    const report = await copyDatabase(source, target, { replace: values.replace });
    const total = report.tables.reduce((sum, { rows }) => sum + rows, 0);
    for (const { table, rows } of report.tables) console.log(`  ${table}: ${rows}`);
    console.log(`Copied ${total} rows in ${report.tables.length} tables from ${from} to ${redactedUrl(to)}; id sequences set, every count checked.`);
  } finally {
    await target.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await source.close();
}
