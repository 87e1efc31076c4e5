import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { storeRequest } from './enquiry-repository';
import { eraseRequest, listInboxRequests, listRequestEvents } from './inbox-repository';
import { changeVisit } from './visit-repository';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

/**
 * The inbox's queries where the two databases could differ: case-blind search with wildcard
 * characters taken literally, counts as numbers, and status changes that race.
 */

let db: TestDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

const RECEIVED = new Date('2026-05-10T09:00:00.000Z');
const list = (search: string) => listInboxRequests(db, { search }, { limit: 50, timeZone: 'Asia/Kolkata' });

async function store(values: Partial<typeof SAMPLE_CONTACT>) {
  return storeRequest(db, 'contact', { ...SAMPLE_CONTACT, ...values }, RECEIVED);
}

describe('the inbox on this database', () => {
  it('finds names and addresses whatever their case, and counts the matches as a number', async () => {
    await store({ firstName: 'Asha', lastName: 'Patel', email: 'Asha.Patel@Example.com' });
    await store({ firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.com' });
    const byName = await list('asha PATEL');
    expect(byName.total).toBe(1);
    expect(byName.requests.map((request) => request.values.firstName)).toEqual(['Asha']);
    expect((await list('ASHA.patel@example')).requests).toHaveLength(1);
    expect((await list('example.com')).total).toBe(2);
  });

  it('takes % and _ in a search as the characters themselves', async () => {
    await store({ firstName: 'Asha', lastName: 'Patel', email: 'asha_p@example.com' });
    await store({ firstName: 'Ravi', lastName: 'Shah', email: 'ravixp@example.com' });
    expect((await list('a_p')).requests.map((request) => request.values.email)).toEqual(['asha_p@example.com']);
    expect((await list('%')).total).toBe(0);
  });

  it('finds a request by part of its phone number or its reference', async () => {
    const { reference } = await store({ phoneNumber: '9812345678' });
    await store({ phoneNumber: '9000000000' });
    expect((await list('98123 45')).requests.map((request) => request.reference)).toEqual([reference]);
    expect((await list(reference.toLowerCase())).requests.map((request) => request.reference)).toEqual([reference]);
  });

  it('staff moving one request at once: every change recorded from the status the one before left', async () => {
    const { reference } = await store({});
    const at = new Date('2026-05-10T10:00:00.000Z');
    // 15:30 in the clinic: the visit is later today, so it may be marked attended or a no-show.
    const slot = { date: '2026-05-10', time: '16:00', branchId: 'south-bopal', dentistId: null };
    const options = (actor: string) => ({ actor, at, timeZone: 'Asia/Kolkata' });
    await changeVisit(db, reference, { action: 'confirm', slot }, options('staff'));
    // The two outcomes may correct each other; the same one twice is refused ("already").
    const actions = ['mark-attended', 'mark-no-show', 'mark-attended', 'mark-no-show', 'mark-attended', 'mark-no-show'] as const;
    const outcomes = await Promise.all(actions.map((action, index) => changeVisit(db, reference, { action }, options(`staff-${index}`))));
    expect(outcomes.every((outcome) => outcome.ok || outcome.reason === 'refused')).toBe(true);
    expect(outcomes.some((outcome) => outcome.ok)).toBe(true);
    const [request] = (await list(reference)).requests;
    const events = await listRequestEvents(db, request);
    // The history is one chain: each change starts from the status the previous one set.
    expect(events[0]).toMatchObject({ fromStatus: 'new', toStatus: 'confirmed', slot });
    for (let index = 1; index < events.length; index++) expect(events[index].fromStatus).toBe(events[index - 1].toStatus);
    expect(request.status).toBe(events.at(-1)!.toStatus);
  });

  it('an erasure racing another erasure erases once', async () => {
    const { reference } = await store({});
    const at = new Date('2026-05-10T10:00:00.000Z');
    const outcomes = await Promise.all([eraseRequest(db, reference, { actor: 'asha', at }), eraseRequest(db, reference, { actor: 'ravi', at })]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'erased' }]);
    const [request] = (await list(reference)).requests;
    expect((await listRequestEvents(db, request)).filter((event) => event.action === 'erase')).toHaveLength(1);
  });
});
