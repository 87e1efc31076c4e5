import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createStaffSessions, hashToken } from '../../staff/staff-sessions';
import { TEST_PASSWORD, TEST_SCRYPT_COST } from '../../staff/testing/staff-test-server';
import { hashPassword } from '../../staff/password-hashing';
import { listStaffAccounts } from '../staff-repository';
import { openTestDatabase } from '../testing/test-database';
import { ALL_MIGRATIONS, migrationsThrough } from './all-migrations';

type AnyDatabase = Kysely<any>;

/** The migration just before 009: the schema a site had when it upgraded. */
const PREVIOUS = Object.keys(ALL_MIGRATIONS)[Object.keys(ALL_MIGRATIONS).indexOf('009-staff-roles') - 1];
const T0 = Date.UTC(2026, 4, 10, 9);

describe('migration 009: staff roles', () => {
  it('makes every existing account an active admin, keeps its password and open sessions, and records no change yet', async () => {
    const db = await openTestDatabase({ migrations: migrationsThrough(PREVIOUS) });
    try {
      const then = db.kysely as AnyDatabase;
      const hash = await hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST);
      await then
        .insertInto('staff_users')
        .values([
          { username: 'asha', password_hash: hash, created_at: '2026-01-01T09:00:00.000Z', password_changed_at: '2026-01-01T09:00:00.000Z' },
          { username: 'ravi', password_hash: 'scrypt$old', created_at: '2026-02-01T09:00:00.000Z', password_changed_at: '2026-03-01T09:00:00.000Z' },
        ])
        .execute();
      const asha = await then.selectFrom('staff_users').select('id').where('username', '=', 'asha').executeTakeFirstOrThrow();
      await then
        .insertInto('staff_sessions')
        .values({ token_hash: hashToken('t'.repeat(43)), user_id: asha.id, created_at: T0, last_seen_at: T0, expires_at: T0 + 3_600_000 })
        .execute();
      await db.closeHandle();

      const after = await db.openAgain({ migrations: ALL_MIGRATIONS });
      try {
        expect(after.appliedMigrations).toContain('009-staff-roles');
        expect(await listStaffAccounts(after)).toEqual([
          { username: 'asha', role: 'admin', createdAt: '2026-01-01T09:00:00.000Z', disabledAt: null, disabledBy: null, lastSignedInAt: null },
          { username: 'ravi', role: 'admin', createdAt: '2026-02-01T09:00:00.000Z', disabledAt: null, disabledBy: null, lastSignedInAt: null },
        ]);
        expect(await after.kysely.selectFrom('staff_account_events').selectAll().execute()).toEqual([]);
        const sessions = createStaffSessions(after, { decoyCost: TEST_SCRYPT_COST });
        // Signed in before the upgrade, still signed in after it, now as an admin.
        expect(await sessions.resume('t'.repeat(43), T0 + 1000)).toMatchObject({ username: 'asha', role: 'admin' });
        expect((await sessions.signIn('asha', TEST_PASSWORD, { nowMs: T0 + 2000 })).ok).toBe(true);
        // A new account is stored with the role it is given, not the upgrade's default.
        await after.kysely
          .insertInto('staff_users')
          .values({ username: 'meera', password_hash: 'x', role: 'front-desk', created_at: 'x', password_changed_at: 'x' })
          .execute();
        expect((await listStaffAccounts(after)).find((account) => account.username === 'meera')?.role).toBe('front-desk');
      } finally {
        await after.close();
      }
    } finally {
      await db.remove();
    }
  });

  it('can be undone (down) on this database', async () => {
    const db = await openTestDatabase();
    try {
      await ALL_MIGRATIONS['009-staff-roles'].down!(db.kysely as AnyDatabase);
      const tables = await db.kysely.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain('staff_account_events');
      const users = tables.find((table) => table.name === 'staff_users')!;
      expect(users.columns.map((column) => column.name).sort()).toEqual(['created_at', 'id', 'password_changed_at', 'password_hash', 'username']);
    } finally {
      await db.close();
    }
  });
});
