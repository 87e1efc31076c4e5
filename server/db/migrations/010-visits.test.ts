import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../open-database';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { ALL_MIGRATIONS, migrationsThrough } from './all-migrations';

type AnyDatabase = Kysely<any>;

/** The migration just before 010, whichever it is: the schema a running site has when 010 arrives. */
const PREVIOUS = Object.keys(ALL_MIGRATIONS)
  .filter((name) => name < '010-visits')
  .at(-1)!;

const person = (name: string) => ({
  first_name: name,
  last_name: 'Shah',
  email: `${name}@example.com`,
  phone_number: '9876543210',
  country_code: '+91',
  message: '',
});
const appointment = { kind: 'appointment', treatment_id: 'root-canal', appointment_date: '2026-12-01', appointment_time: '10:00' };
const tracking = { status_changed_at: '2026-11-20T10:00:00.000Z', erased_at: null, erased_by: null };

/** A request in every status the previous schema knew, an enquiry, and an erased one. */
const REQUESTS = [
  {
    id: 1,
    reference: 'DC-0000-01',
    ...person('asha'),
    ...appointment,
    created_at: '2026-11-20T09:00:00.000Z',
    status: 'new',
    ...tracking,
    status_changed_at: null,
  },
  { id: 2, reference: 'DC-0000-02', ...person('ravi'), ...appointment, created_at: '2026-11-20T09:01:00.000Z', status: 'contacted', ...tracking },
  { id: 3, reference: 'DC-0000-03', ...person('meera'), ...appointment, created_at: '2026-11-20T09:02:00.000Z', status: 'confirmed', ...tracking },
  { id: 4, reference: 'DC-0000-04', ...person('kiran'), ...appointment, created_at: '2026-11-20T09:03:00.000Z', status: 'cancelled', ...tracking },
  { id: 5, reference: 'DC-0000-05', ...person('nita'), ...appointment, created_at: '2026-11-20T09:04:00.000Z', status: 'done', ...tracking },
  {
    id: 6,
    reference: 'DC-0000-06',
    ...person('dev'),
    kind: 'contact',
    message: 'Call me',
    treatment_id: null,
    appointment_date: null,
    appointment_time: null,
    created_at: '2026-11-20T09:05:00.000Z',
    status: 'done',
    ...tracking,
  },
  {
    id: 7,
    reference: 'DC-0000-07',
    ...person(''),
    email: '',
    phone_number: '',
    kind: 'appointment',
    treatment_id: '',
    appointment_date: '',
    appointment_time: '',
    created_at: '2026-11-20T09:06:00.000Z',
    status: 'cancelled',
    ...tracking,
    erased_at: '2026-11-21T00:00:00.000Z',
    erased_by: 'priya',
  },
];
const event = (id: number, request_id: number, from_status: string | null, to_status: string | null, action = 'status') => ({
  id,
  request_id,
  action,
  from_status,
  to_status,
  actor: 'priya',
  created_at: `2026-11-20T10:0${id}:00.000Z`,
});
const EVENTS = [
  event(1, 2, 'new', 'contacted'),
  event(2, 3, 'new', 'confirmed'),
  event(3, 4, 'new', 'cancelled'),
  event(4, 5, 'new', 'done'),
  event(5, 6, 'new', 'done'),
  event(6, 7, 'new', 'cancelled'),
  event(7, 7, 'cancelled', null, 'erase'),
];
const OUTBOX = [
  {
    id: 1,
    request_id: 1,
    audience: 'clinic',
    status: 'sent',
    attempts: 0,
    next_attempt_at: 5,
    last_error: null,
    created_at: '2026-11-20T09:00:00.000Z',
    sent_at: '2026-11-20T09:00:01.000Z',
    lease_expires_at: null,
  },
  {
    id: 2,
    request_id: 3,
    audience: 'patient',
    status: 'pending',
    attempts: 2,
    next_attempt_at: 9,
    last_error: 'timeout',
    created_at: '2026-11-20T09:02:00.000Z',
    sent_at: null,
    lease_expires_at: 12,
  },
];

let db: TestDatabase | undefined;
let migrated: ClinicDatabase | undefined;
afterEach(async () => {
  await migrated?.close();
  await db?.remove();
  db = migrated = undefined;
});

/** A database as the previous release left it, filled with REQUESTS, EVENTS and OUTBOX, then migrated to 010. */
async function migratedFromPrevious(): Promise<{ before: Record<string, unknown[]>; after: AnyDatabase }> {
  db = await openTestDatabase({ migrations: migrationsThrough(PREVIOUS) });
  const then = db.kysely as AnyDatabase;
  await then.insertInto('requests').values(REQUESTS).execute();
  await then.insertInto('request_events').values(EVENTS).execute();
  await then.insertInto('outbox').values(OUTBOX).execute();
  // The newest request was deleted (as a test might): its id must not come back.
  await then
    .insertInto('requests')
    .values({ ...REQUESTS[0], id: 8, reference: 'DC-0000-08' })
    .execute();
  await then.deleteFrom('requests').where('id', '=', 8).execute();
  // Every row as the previous schema reads it, columns added by other migrations included.
  const before = {
    requests: await then.selectFrom('requests').selectAll().orderBy('id').execute(),
    request_events: await then.selectFrom('request_events').selectAll().orderBy('id').execute(),
    outbox: await then.selectFrom('outbox').selectAll().orderBy('id').execute(),
  };
  await db.closeHandle();
  migrated = await db.openAgain({ migrations: migrationsThrough('010-visits') });
  expect(migrated.appliedMigrations).toEqual(['010-visits']);
  // As this step left it: later migrations add columns (the outbox's purpose) that its rows lack.
  return { before, after: migrated.kysely as AnyDatabase };
}

describe('migration 010: visits', () => {
  it('keeps every request, event and e-mail; done becomes attended, cancelled is by the clinic; no visit has a slot yet', async () => {
    const { before, after } = await migratedFromPrevious();
    const statusNow = (status: unknown) => (status === 'done' ? 'attended' : status);
    expect(await after.selectFrom('requests').selectAll().orderBy('id').execute()).toEqual(
      before.requests.map((row) => {
        const old = row as Record<string, unknown>;
        return {
          ...old,
          status: statusNow(old.status),
          cancelled_by: old.status === 'cancelled' ? 'clinic' : null,
          confirmed_date: null,
          confirmed_time: null,
          confirmed_branch_id: null,
          confirmed_dentist_id: null,
          visit_sequence: 0,
        };
      }),
    );
    expect(await after.selectFrom('request_events').selectAll().orderBy('id').execute()).toEqual(
      before.request_events.map((row) => {
        const old = row as Record<string, unknown>;
        return {
          ...old,
          from_status: statusNow(old.from_status),
          to_status: statusNow(old.to_status),
          cancelled_by: old.to_status === 'cancelled' ? 'clinic' : null,
          slot_date: null,
          slot_time: null,
          slot_branch_id: null,
          slot_dentist_id: null,
          message: null,
        };
      }),
    );
    expect(await after.selectFrom('outbox').selectAll().orderBy('id').execute()).toEqual(before.outbox);
  });

  it('keeps the foreign keys to requests, takes the new statuses and refuses the old one, and never reuses an id', async () => {
    const { after } = await migratedFromPrevious();
    await expect(
      after.insertInto('outbox').values({ id: 100, request_id: 99, audience: 'clinic', next_attempt_at: 0, created_at: 'x' }).execute(),
    ).rejects.toThrow(/foreign key/i);
    await expect(
      after
        .insertInto('request_events')
        .values({ id: 100, request_id: 99, action: 'status', from_status: null, to_status: 'new', actor: 'x', created_at: 'x' })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    await expect(after.insertInto('request_notes').values({ id: 100, request_id: 99, author: 'x', created_at: 'x', text: 'x' }).execute()).rejects.toThrow(
      /foreign key/i,
    );
    await after.updateTable('requests').set({ status: 'no-show' }).where('id', '=', 1).execute();
    await after.updateTable('requests').set({ status: 'rescheduled' }).where('id', '=', 2).execute();
    await expect(
      after
        .updateTable('requests')
        .set({ status: 'done' as never })
        .where('id', '=', 1)
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      after
        .updateTable('requests')
        .set({ cancelled_by: 'dentist' as never })
        .where('id', '=', 1)
        .execute(),
    ).rejects.toThrow(/check/i);
    await after
      .insertInto('request_events')
      .values({
        id: 100,
        request_id: 1,
        action: 'change-request',
        actor: 'patient',
        created_at: 'x',
        message: 'Can we make it Friday?',
        from_status: null,
        to_status: null,
      })
      .execute();
    // SQLite's counter of ids was dropped with the table and is restored; PostgreSQL's identity sequence never moves here.
    if (db!.dialect === 'sqlite') {
      const { id } = await after
        .insertInto('requests')
        .values({ ...person('new'), kind: 'contact', reference: 'DC-0000-09', created_at: '2026-11-22T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBe(9);
    }
  });
});
