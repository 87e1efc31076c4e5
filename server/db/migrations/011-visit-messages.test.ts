import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { ALL_MIGRATIONS, migrationsThrough } from './all-migrations';
import * as visitMessages from './011-visit-messages';

type AnyDatabase = Kysely<any>;

/** The migration before 011: the database a release without manage links and visit e-mails left. */
const PREVIOUS = Object.keys(ALL_MIGRATIONS)
  .filter((name) => name < '011')
  .at(-1)!;

const request = (id: number, reference: string, status: string) => ({
  id,
  kind: 'appointment',
  reference,
  first_name: 'Asha',
  last_name: 'Shah',
  email: 'asha@example.com',
  phone_number: '9876543210',
  country_code: '+91',
  message: '',
  treatment_id: 'root-canal',
  appointment_date: '2026-06-02',
  appointment_time: '10:00',
  created_at: '2026-05-01T09:00:00.000Z',
  status,
  status_changed_at: null,
  erased_at: null,
  erased_by: null,
});

async function fillPreviousSchema(db: AnyDatabase): Promise<void> {
  await db
    .insertInto('requests')
    .values([request(1, 'DC-0000-01', 'new'), request(2, 'DC-0000-02', 'confirmed')])
    .execute();
  await db
    .insertInto('request_events')
    .values({ request_id: 2, action: 'status', from_status: 'new', to_status: 'confirmed', actor: 'asha', created_at: '2026-05-01T10:00:00.000Z' })
    .execute();
  const message = { status: 'sent', attempts: 0, next_attempt_at: 0, created_at: '2026-05-01T09:00:00.000Z', sent_at: '2026-05-01T09:00:05.000Z' };
  await db
    .insertInto('outbox')
    .values([
      { request_id: 1, audience: 'clinic', ...message },
      { request_id: 1, audience: 'patient', ...message },
      { request_id: 2, audience: 'clinic', ...message, status: 'pending', sent_at: null },
    ])
    .execute();
}

describe('migration 011: manage tokens and visit e-mails', () => {
  it('on a database the previous release filled: queued e-mails get their purpose from their audience, and the new columns are empty', async () => {
    const db = await openTestDatabase({ migrations: migrationsThrough(PREVIOUS) });
    try {
      await fillPreviousSchema(db.kysely as AnyDatabase);
      const migrated = await db.openAgain({ migrations: ALL_MIGRATIONS });
      try {
        const rows = await migrated.kysely
          .selectFrom('outbox')
          .select(['request_id', 'audience', 'purpose', 'event_id', 'voided_at', 'status'])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          { request_id: 1, audience: 'clinic', purpose: 'notice', event_id: null, voided_at: null, status: 'sent' },
          { request_id: 1, audience: 'patient', purpose: 'acknowledgement', event_id: null, voided_at: null, status: 'sent' },
          { request_id: 2, audience: 'clinic', purpose: 'notice', event_id: null, voided_at: null, status: 'pending' },
        ]);
        expect(await migrated.kysely.selectFrom('manage_tokens').selectAll().execute()).toEqual([]);

        // A token names a real request; a request may have several (one per e-mail), a hash only one request.
        await migrated.kysely
          .insertInto('manage_tokens')
          .values({ request_id: 1, token_hash: 'a'.repeat(64), created_at: 'x' })
          .execute();
        await migrated.kysely
          .insertInto('manage_tokens')
          .values({ request_id: 1, token_hash: 'b'.repeat(64), created_at: 'x' })
          .execute();
        await expect(
          migrated.kysely
            .insertInto('manage_tokens')
            .values({ request_id: 2, token_hash: 'a'.repeat(64), created_at: 'x' })
            .execute(),
        ).rejects.toThrow();
        await expect(
          migrated.kysely
            .insertInto('manage_tokens')
            .values({ request_id: 99, token_hash: 'c'.repeat(64), created_at: 'x' })
            .execute(),
        ).rejects.toThrow(/foreign key/i);

        // A visit e-mail names a real event, and a purpose the column knows.
        const outboxRow = { request_id: 2, audience: 'patient' as const, next_attempt_at: 0, created_at: 'x' };
        await migrated.kysely
          .insertInto('outbox')
          .values({ ...outboxRow, purpose: 'visit-update', event_id: 1 })
          .execute();
        await expect(
          migrated.kysely
            .insertInto('outbox')
            .values({ ...outboxRow, purpose: 'reminder', event_id: 99 })
            .execute(),
        ).rejects.toThrow(/foreign key/i);
        await expect(
          migrated.kysely
            .insertInto('outbox')
            .values({ ...outboxRow, purpose: 'newsletter' as never })
            .execute(),
        ).rejects.toThrow(/check/i);
      } finally {
        await migrated.close();
      }
    } finally {
      await db.close();
    }
  });

  it('down: the visit e-mails and the tokens go, the request e-mails stay as they were', async () => {
    const db = await openTestDatabase({ migrations: migrationsThrough(PREVIOUS) });
    try {
      await fillPreviousSchema(db.kysely as AnyDatabase);
      const migrated = await db.openAgain({ migrations: ALL_MIGRATIONS });
      try {
        await migrated.kysely
          .insertInto('manage_tokens')
          .values({ request_id: 1, token_hash: 'a'.repeat(64), created_at: 'x' })
          .execute();
        await migrated.kysely
          .insertInto('outbox')
          .values({ request_id: 2, audience: 'patient', purpose: 'reminder', event_id: 1, next_attempt_at: 0, created_at: 'x' })
          .execute();
        await visitMessages.down(migrated.kysely);
        const rows = await (migrated.kysely as AnyDatabase).selectFrom('outbox').selectAll().orderBy('id').execute();
        expect(rows.map((row) => [row.request_id, row.audience])).toEqual([
          [1, 'clinic'],
          [1, 'patient'],
          [2, 'clinic'],
        ]);
        expect(Object.keys(rows[0])).not.toContain('purpose');
        const tables = (await migrated.kysely.introspection.getTables()).map((table) => table.name);
        expect(tables).not.toContain('manage_tokens');
      } finally {
        await migrated.close();
      }
    } finally {
      await db.close();
    }
  });
});
