import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from './migrations/all-migrations';
import { MIGRATION_TABLE } from './open-database';
import { openTestDatabase } from './testing/test-database';

const run = promisify(execFile);

/** `npm run migrate`, for a deployment that migrates before it restarts its instances. */
describe('npm run migrate', () => {
  it('applies every pending migration to the configured database and exits; run again, it has nothing to do', async () => {
    const db = await openTestDatabase({ migrations: {} });
    try {
      const migrate = () =>
        run(path.resolve('node_modules/.bin/tsx'), ['server/db/migrate-cli.ts'], { env: { ...process.env, ...db.environment }, encoding: 'utf8' });
      const first = await migrate();
      expect(first.stdout).toContain(`applied ${Object.keys(ALL_MIGRATIONS).join(', ')}`);
      expect(first.stdout).not.toMatch(/:clinic@|:[^@/]*@/);
      const recorded = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db.kysely);
      expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(ALL_MIGRATIONS));
      expect((await migrate()).stdout).toContain('up to date; nothing to apply.');
    } finally {
      await db.close();
    }
  });
});
