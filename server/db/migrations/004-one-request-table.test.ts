import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from '../testing/seed-fixture';
import { migrationsThrough } from './all-migrations';
import * as initial from './001-initial';
import * as staffInbox from './002-staff-inbox';
import * as blogUpdatedAt from './003-blog-updated-at';

let tmp: TemporaryDirectory;
beforeEach(() => {
  tmp = createTemporaryDirectory();
});
afterEach(() => tmp.remove());

type AnyDatabase = Kysely<any>;

const person = (name: string) => ({ first_name: name, last_name: 'Shah', email: `${name}@example.com`, phone_number: '9876543210', country_code: '+91' });
const tracking = { status: 'new', status_changed_at: null, erased_at: null, erased_by: null };

/** Rows of every kind the previous schema held: enquiries and appointments, erased ones, events, queued and sent e-mails. */
const CONTACTS = [
  { id: 1, ...person('asha'), message: 'Call me', created_at: '2026-01-01T09:00:00.000Z', reference: 'DC-0000-01', ...tracking },
  {
    id: 2,
    ...person(''),
    email: '',
    phone_number: '',
    message: '',
    created_at: '2026-01-03T09:00:00.000Z',
    reference: 'DC-0000-03',
    ...tracking,
    status: 'done',
    erased_at: '2026-02-01T00:00:00.000Z',
    erased_by: 'retention',
  },
];
const APPOINTMENTS = [
  {
    id: 1,
    ...person('ravi'),
    message: '',
    service: 'Root Canal',
    appointment_date: '2026-01-05',
    appointment_time: '10:00',
    created_at: '2026-01-02T09:00:00.000Z',
    reference: 'DC-0000-02',
    ...tracking,
    status: 'confirmed',
    status_changed_at: '2026-01-02T10:00:00.000Z',
  },
  // Erased: the treatment was blanked with the rest.
  {
    id: 2,
    ...person(''),
    email: '',
    phone_number: '',
    message: '',
    service: '',
    appointment_date: '',
    appointment_time: '',
    created_at: '2026-01-03T09:00:00.000Z',
    reference: 'DC-0000-04',
    ...tracking,
    erased_at: '2026-01-04T00:00:00.000Z',
    erased_by: 'priya',
  },
  // A label no treatment has: kept as it was.
  {
    id: 3,
    ...person('meera'),
    message: 'Hi',
    service: 'Hair Transplant',
    appointment_date: '2026-01-06',
    appointment_time: '11:30',
    created_at: '2026-01-04T09:00:00.000Z',
    reference: 'DC-0000-05',
    ...tracking,
  },
];
const EVENTS = [
  {
    id: 1,
    kind: 'appointment',
    request_id: 1,
    reference: 'DC-0000-02',
    action: 'status',
    from_status: 'new',
    to_status: 'confirmed',
    actor: 'priya',
    created_at: '2026-01-02T10:00:00.000Z',
  },
  {
    id: 2,
    kind: 'appointment',
    request_id: 2,
    reference: 'DC-0000-04',
    action: 'erase',
    from_status: 'new',
    to_status: null,
    actor: 'priya',
    created_at: '2026-01-04T00:00:00.000Z',
  },
  {
    id: 3,
    kind: 'contact',
    request_id: 2,
    reference: 'DC-0000-03',
    action: 'erase',
    from_status: 'done',
    to_status: null,
    actor: 'retention',
    created_at: '2026-02-01T00:00:00.000Z',
  },
];
const OUTBOX = [
  {
    id: 1,
    kind: 'contact',
    reference_id: 1,
    audience: 'clinic',
    status: 'sent',
    attempts: 0,
    next_attempt_at: 5,
    last_error: null,
    created_at: '2026-01-01T09:00:00.000Z',
    sent_at: '2026-01-01T09:00:01.000Z',
  },
  {
    id: 2,
    kind: 'contact',
    reference_id: 1,
    audience: 'patient',
    status: 'pending',
    attempts: 2,
    next_attempt_at: 9,
    last_error: 'timeout',
    created_at: '2026-01-01T09:00:00.000Z',
    sent_at: null,
  },
  {
    id: 3,
    kind: 'appointment',
    reference_id: 1,
    audience: 'clinic',
    status: 'pending',
    attempts: 0,
    next_attempt_at: 7,
    last_error: null,
    created_at: '2026-01-02T09:00:00.000Z',
    sent_at: null,
  },
  {
    id: 4,
    kind: 'appointment',
    reference_id: 3,
    audience: 'clinic',
    status: 'pending',
    attempts: 0,
    next_attempt_at: 8,
    last_error: null,
    created_at: '2026-01-04T09:00:00.000Z',
    sent_at: null,
  },
];

describe('migration 004: one requests table', () => {
  it('moves every request, reference, status, erasure mark, event and queued e-mail over, in arrival order, with treatments as ids', async () => {
    const file = path.join(tmp.path, 'clinic.db');
    const before = await openDatabase({
      path: file,
      migrations: { '001-initial': initial, '002-staff-inbox': staffInbox, '003-blog-updated-at': blogUpdatedAt },
    });
    const then = before.kysely as AnyDatabase;
    await then.insertInto('contacts').values(CONTACTS).execute();
    await then.insertInto('appointments').values(APPOINTMENTS).execute();
    await then.insertInto('request_events').values(EVENTS).execute();
    await then
      .insertInto('outbox')
      .values(OUTBOX.map((row) => ({ ...row, payload: '{}' })))
      .execute();
    await before.close();

    // As 004 left it (later migrations add columns of their own).
    const after = await openDatabase({ path: file, migrations: migrationsThrough('004-one-request-table') });
    try {
      expect(after.appliedMigrations[0]).toBe('004-one-request-table');
      const requests = await after.kysely.selectFrom('requests').selectAll().orderBy('id').execute();
      const [contactOne, contactTwo] = CONTACTS;
      const [appointmentOne, appointmentTwo, appointmentThree] = APPOINTMENTS;
      const asEnquiry = ({ id: _id, ...row }: (typeof CONTACTS)[number]) => ({
        ...row,
        kind: 'contact',
        treatment_id: null,
        appointment_date: null,
        appointment_time: null,
      });
      const asAppointment = ({ id: _id, service: _service, ...row }: (typeof APPOINTMENTS)[number], treatment_id: string) => ({
        ...row,
        kind: 'appointment',
        treatment_id,
      });
      // Oldest first; on the same instant, appointments before enquiries (as migration 002 numbered them).
      expect(requests).toEqual([
        { id: 1, ...asEnquiry(contactOne) },
        { id: 2, ...asAppointment(appointmentOne, 'root-canal') },
        { id: 3, ...asAppointment(appointmentTwo, '') },
        { id: 4, ...asEnquiry(contactTwo) },
        { id: 5, ...asAppointment(appointmentThree, 'Hair Transplant') },
      ]);
      const newId = { 'contact:1': 1, 'appointment:1': 2, 'appointment:2': 3, 'contact:2': 4, 'appointment:3': 5 } as Record<string, number>;
      expect(await after.kysely.selectFrom('request_events').selectAll().orderBy('id').execute()).toEqual(
        EVENTS.map(({ kind, request_id, reference: _reference, ...row }) => ({ ...row, request_id: newId[`${kind}:${request_id}`] })),
      );
      expect(await after.kysely.selectFrom('outbox').selectAll().orderBy('id').execute()).toEqual(
        OUTBOX.map(({ kind, reference_id, ...row }) => ({ ...row, request_id: newId[`${kind}:${reference_id}`] })),
      );
      const tables = (await after.kysely.introspection.getTables({ withInternalKyselyTables: false })).map((table) => table.name);
      expect(tables).not.toContain('contacts');
      expect(tables).not.toContain('appointments');
      // The outbox and the events point at their request by a real foreign key.
      await expect(
        after.kysely
          .insertInto('outbox')
          // The outbox as 004 left it: no purpose yet (migration 011).
          .values({ request_id: 99, audience: 'clinic', next_attempt_at: 0, created_at: 'x' } as never)
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
      await expect(
        after.kysely
          .insertInto('request_events')
          .values({ request_id: 99, action: 'status', from_status: null, to_status: 'new', actor: 'x', created_at: 'x' })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await after.close();
    }
  });
});
