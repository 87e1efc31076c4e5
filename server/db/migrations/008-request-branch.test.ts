import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrationsThrough } from './all-migrations';

/** Upgrading a database the previous release filled: its requests keep everything and have no branch. */

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

const person = { first_name: 'Asha', last_name: 'Shah', email: 'asha@example.com', phone_number: '9876543210', country_code: '+91' };

describe('migration 008: the branch of a request', () => {
  it('adds a nullable branch_id: rows stored before keep their fields and have none; new rows may name one', async () => {
    db = await openTestDatabase({ migrations: migrationsThrough('007-shared-state') });
    await db.kysely
      .insertInto('requests')
      .values([
        { kind: 'contact', reference: 'DC-0000-01', ...person, message: 'Call me', created_at: '2026-01-01T09:00:00.000Z' },
        {
          kind: 'appointment',
          reference: 'DC-0000-02',
          ...person,
          message: '',
          treatment_id: 'root-canal',
          appointment_date: '2026-01-05',
          appointment_time: '10:00',
          created_at: '2026-01-02T09:00:00.000Z',
        },
      ] as never)
      .execute();
    await db.closeHandle();

    const after = await db.openAgain({ migrations: migrationsThrough('008-request-branch') });
    try {
      expect(after.appliedMigrations).toContain('008-request-branch');
      const rows = await after.kysely.selectFrom('requests').selectAll().orderBy('id').execute();
      expect(rows.map((row) => [row.reference, row.kind, row.first_name, row.treatment_id, row.appointment_time, row.branch_id])).toEqual([
        ['DC-0000-01', 'contact', 'Asha', null, null, null],
        ['DC-0000-02', 'appointment', 'Asha', 'root-canal', '10:00', null],
      ]);
      await after.kysely
        .insertInto('requests')
        .values({ kind: 'contact', reference: 'DC-0000-03', ...person, message: '', branch_id: 'chandkheda', created_at: '2026-01-03T09:00:00.000Z' })
        .execute();
      const chosen = await after.kysely.selectFrom('requests').select('reference').where('branch_id', '=', 'chandkheda').execute();
      expect(chosen).toEqual([{ reference: 'DC-0000-03' }]);
    } finally {
      await after.close();
    }
  });
});
