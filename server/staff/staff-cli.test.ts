import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../db/open-database';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { seedDemoContent } from '../db/seed';
import { findStaffUser, listStaffAccountEvents, listStaffAccounts } from '../db/staff-repository';
import { verifyPassword } from './password-hashing';
import { CLI_ACTOR, runStaffCommand } from './staff-cli';

const usernames = async (database: ClinicDatabase) => (await listStaffAccounts(database)).map((account) => account.username);

let db: TestDatabase;
const PASSWORD = { STAFF_PASSWORD: 'correct horse battery staple' };

beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

describe('staff accounts from the command line', () => {
  it('there is no account until one is added: none by default, none in the seed', async () => {
    await seedDemoContent(db);
    expect(await usernames(db)).toEqual([]);
    expect(await runStaffCommand(db, ['list'], {})).toEqual({ code: 0, output: 'No staff accounts yet.' });
  });

  it('adds an account with the password from STAFF_PASSWORD, hashed', async () => {
    expect(await runStaffCommand(db, ['add', 'Asha'], PASSWORD)).toEqual({ code: 0, output: 'Created the account "asha" (Admin). Sign in at /staff.' });
    const user = await findStaffUser(db, 'asha');
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword(PASSWORD.STAFF_PASSWORD, user!.passwordHash)).toBe(true);
    expect((await runStaffCommand(db, ['add', 'asha'], PASSWORD)).code).toBe(1);
  });

  it('refuses a missing or short password, and a bad username', async () => {
    expect(await runStaffCommand(db, ['add', 'asha'], {})).toMatchObject({ code: 1, output: expect.stringMatching(/Set STAFF_PASSWORD/) });
    expect(await runStaffCommand(db, ['add', 'asha'], { STAFF_PASSWORD: 'short' })).toMatchObject({ code: 1, output: expect.stringMatching(/at least 12/) });
    expect(await runStaffCommand(db, ['add', 'a b'], PASSWORD)).toMatchObject({ code: 1, output: expect.stringMatching(/A username has/) });
    expect(await usernames(db)).toEqual([]);
  });

  it('changes a password and removes an account', async () => {
    await runStaffCommand(db, ['add', 'asha'], PASSWORD);
    expect(await runStaffCommand(db, ['passwd', 'asha'], { STAFF_PASSWORD: 'a brand new passphrase' })).toMatchObject({ code: 0 });
    expect(await verifyPassword('a brand new passphrase', (await findStaffUser(db, 'asha'))!.passwordHash)).toBe(true);
    expect(await runStaffCommand(db, ['passwd', 'nobody'], PASSWORD)).toMatchObject({ code: 1 });
    expect(await runStaffCommand(db, ['remove', 'asha'], {})).toMatchObject({ code: 0 });
    expect(await runStaffCommand(db, ['remove', 'asha'], {})).toMatchObject({ code: 1 });
  });

  it('adds with --role (admin unless given), refuses a role the table does not know, and lists roles and state', async () => {
    expect(await runStaffCommand(db, ['add', 'ravi', '--role', 'front-desk'], PASSWORD)).toEqual({
      code: 0,
      output: 'Created the account "ravi" (Front desk). Sign in at /staff.',
    });
    expect(await runStaffCommand(db, ['add', '--role=admin', 'asha'], PASSWORD)).toMatchObject({ code: 0 });
    expect(await runStaffCommand(db, ['add', 'meera', '--role', 'owner'], PASSWORD)).toEqual({
      code: 1,
      output: 'There is no role "owner". Use one of: admin, front-desk, editor.',
    });
    expect((await findStaffUser(db, 'ravi'))?.role).toBe('front-desk');
    await db.kysely.updateTable('staff_users').set({ disabled_at: '2026-05-10T09:00:00.000Z', disabled_by: 'asha' }).where('username', '=', 'ravi').execute();
    expect(await runStaffCommand(db, ['list'], {})).toEqual({
      code: 0,
      output: ['asha  Admin       active', 'ravi  Front desk  disabled 2026-05-10 by asha'].join('\n'),
    });
    expect((await listStaffAccountEvents(db)).map(({ username, action, role, actor }) => [username, action, role, actor])).toEqual([
      ['ravi', 'create', 'front-desk', CLI_ACTOR],
      ['asha', 'create', 'admin', CLI_ACTOR],
    ]);
  });

  it('prints its usage for anything else', async () => {
    for (const args of [[], ['add'], ['delete', 'asha'], ['add', 'asha', 'extra'], ['passwd', 'asha', '--role', 'admin'], ['list', '--role=admin']]) {
      expect(await runStaffCommand(db, args, PASSWORD)).toMatchObject({ code: 2, output: expect.stringMatching(/^Usage:/) });
    }
  });

  it('runs as `npm run staff:add -- <username>` against the configured database (DATABASE_URL, else DATABASE_PATH)', async () => {
    const output = execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/staff/staff-cli.ts', 'add', 'ravi'], {
      env: { ...process.env, ...db.environment, ...PASSWORD },
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('Created the account "ravi" (Admin). Sign in at /staff.');
    const other = await db.openAgain();
    try {
      expect(await usernames(other)).toEqual(['ravi']);
    } finally {
      await other.close();
    }
  });
});
