import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { REFERENCE_PATTERN } from '../../../src/forms/reference-format';
import { referenceFor } from '../request-reference';
import { createTemporaryDirectory, type TemporaryDirectory } from '../testing/seed-fixture';
import * as initial from './001-initial';
import * as staffInbox from './002-staff-inbox';
import * as blogUpdatedAt from './003-blog-updated-at';
import { ALL_MIGRATIONS } from './all-migrations';

// The schema as this migration left it (migration 004 later merges the two request tables).
const UP_TO_003 = { '001-initial': initial, '002-staff-inbox': staffInbox, '003-blog-updated-at': blogUpdatedAt };

type ThenDatabase = Kysely<any>;

let tmp: TemporaryDirectory;
beforeEach(() => {
  tmp = createTemporaryDirectory();
});
afterEach(() => tmp.remove());

describe('migration 002 on a database with requests in it', () => {
  it('gives every stored request a reference, oldest first, and its queued e-mails too', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    const before = await openDatabase({ path: file, migrations: { '001-initial': initial } });
    const person = { first_name: 'A', last_name: 'B', email: 'a@example.com', phone_number: '9876543210', country_code: '+91', message: '' };
    const thenBefore = before.kysely as ThenDatabase;
    await thenBefore
      .insertInto('appointments')
      .values({ ...person, service: 'Root Canal', appointment_date: '2026-01-02', appointment_time: '10:00', created_at: '2026-01-01T10:00:00.000Z' })
      .execute();
    await thenBefore
      .insertInto('contacts')
      .values({ ...person, created_at: '2026-01-01T09:00:00.000Z' })
      .execute();
    await thenBefore
      .insertInto('outbox')
      .values({
        kind: 'contact',
        reference_id: 1,
        payload: JSON.stringify({ kind: 'contact', id: 1 }),
        next_attempt_at: 0,
        created_at: '2026-01-01T09:00:00.000Z',
      })
      .execute();
    await before.close();

    const after = await openDatabase({ path: file, migrations: UP_TO_003 });
    const then = after.kysely as ThenDatabase;
    try {
      expect(after.appliedMigrations).toEqual(['002-staff-inbox', '003-blog-updated-at']);
      const { secret, last_value } = await after.kysely.selectFrom('request_reference_sequence').selectAll().executeTakeFirstOrThrow();
      expect(last_value).toBe(2);
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const contact = await then.selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
      const appointment = await then.selectFrom('appointments').selectAll().executeTakeFirstOrThrow();
      // The contact came first, so it has the first number.
      expect(contact).toMatchObject({ reference: referenceFor(1, secret), status: 'new', erased_at: null });
      expect(appointment).toMatchObject({ reference: referenceFor(2, secret), status: 'new' });
      expect(contact.reference).toMatch(REFERENCE_PATTERN);
      const outbox = await then.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(outbox.audience).toBe('clinic');
      expect(JSON.parse(outbox.payload)).toEqual({ kind: 'contact', id: 1, reference: contact.reference });
      // A reference is unique in its table (across the two, the shared counter keeps them apart).
      await expect(
        then
          .insertInto('contacts')
          .values({ ...person, reference: contact.reference, created_at: '2026-01-03T00:00:00.000Z' })
          .execute(),
      ).rejects.toThrow(/UNIQUE/);
    } finally {
      await after.close();
    }
  });

  it('can be rolled back', async () => {
    const db = await openDatabase({ path: path.join(tmp.path, 'down.db'), migrations: { '001-initial': initial, '002-staff-inbox': staffInbox } });
    try {
      await ALL_MIGRATIONS['002-staff-inbox'].down!(db.kysely);
      const tables = (await db.kysely.introspection.getTables()).map((table) => table.name);
      expect(tables).not.toContain('staff_users');
      expect(tables).not.toContain('inbox_requests');
      const columns = (await sql<{ name: string }>`pragma table_info(contacts)`.execute(db.kysely)).rows.map((row) => row.name);
      expect(columns).not.toContain('reference');
    } finally {
      await db.close();
    }
  });
});
