import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { storeRequest } from './enquiry-repository';
import { claimDueMessages, listOutbox, markFailed, markSent, releaseClaims } from './outbox-repository';
import { useDatabaseOpenedTwice } from './testing/database-opened-twice';

/**
 * The outbox claim with a lease, on one database shared by two workers (two handles, as two
 * instances would open it): each message goes to one worker at a time, a lease that ran out (its
 * worker died mid-send) is claimed again, and a live one is not.
 */

const RECEIVED = new Date('2026-05-10T09:00:00.000Z');
const T0 = RECEIVED.getTime();
const LEASE_MS = 5 * 60_000;

const twice = useDatabaseOpenedTwice();

async function storeRequests(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await storeRequest(twice.db, 'contact', { ...SAMPLE_CONTACT, firstName: `Asha${i}` }, RECEIVED);
}

const idsOf = (claimed: { messages: { id: number }[] }) => claimed.messages.map((message) => message.id);

describe('claiming the outbox', () => {
  it('gives two workers claiming at once disjoint messages, every one claimed', async () => {
    await storeRequests(12);
    const claims = await Promise.all(
      [twice.db, twice.other, twice.db, twice.other].map((handle) => claimDueMessages(handle, { nowMs: T0, limit: 4, leaseMs: LEASE_MS })),
    );
    const claimed = claims.flatMap(idsOf);
    expect(claimed).toHaveLength(12);
    expect(new Set(claimed).size).toBe(12);
    // Nothing is left for a fifth claim while the leases run.
    expect(idsOf(await claimDueMessages(twice.other, { nowMs: T0 + 1000, limit: 20, leaseMs: LEASE_MS }))).toEqual([]);
    expect((await listOutbox(twice.db)).map((entry) => entry.leaseExpiresAt)).toEqual(Array(12).fill(T0 + LEASE_MS));
  });

  it('hands each claimed message its request, as the e-mail needs it', async () => {
    await storeRequests(1);
    const [message] = (await claimDueMessages(twice.db, { nowMs: T0, limit: 5, leaseMs: LEASE_MS })).messages;
    expect(message).toMatchObject({ audience: 'clinic', attempts: 0, payload: { kind: 'contact', request: { firstName: 'Asha0' } } });
  });

  it('claims again a message whose lease ran out (its worker died mid-send), and not one whose lease is live', async () => {
    await storeRequests(2);
    const first = await claimDueMessages(twice.db, { nowMs: T0, limit: 1, leaseMs: LEASE_MS });
    expect(idsOf(first)).toHaveLength(1);
    // The other worker, a minute later: only the message not yet claimed.
    const second = await claimDueMessages(twice.other, { nowMs: T0 + 60_000, limit: 5, leaseMs: LEASE_MS });
    expect(idsOf(second)).toHaveLength(1);
    expect(idsOf(second)).not.toEqual(idsOf(first));
    // The first worker is gone; at the instant its lease ends, the other takes its message over.
    expect(idsOf(await claimDueMessages(twice.other, { nowMs: T0 + LEASE_MS - 1, limit: 5, leaseMs: LEASE_MS }))).toEqual([]);
    expect(idsOf(await claimDueMessages(twice.other, { nowMs: T0 + LEASE_MS, limit: 5, leaseMs: LEASE_MS }))).toEqual(idsOf(first));
  });

  it('ends the lease when a message is settled: a sent one is never claimed again, a failed one when its retry is due', async () => {
    await storeRequests(3);
    const [sent, failed, released] = (await claimDueMessages(twice.db, { nowMs: T0, limit: 5, leaseMs: LEASE_MS })).messages;
    await markSent(twice.db, sent.id, RECEIVED);
    await markFailed(twice.db, failed.id, { attempts: 1, nextAttemptAt: T0 + 30_000, error: 'greylisted' });
    await releaseClaims(twice.db, [released.id]);
    expect(idsOf(await claimDueMessages(twice.other, { nowMs: T0 + 1, limit: 5, leaseMs: LEASE_MS }))).toEqual([released.id]);
    expect(idsOf(await claimDueMessages(twice.other, { nowMs: T0 + 30_000, limit: 5, leaseMs: LEASE_MS }))).toEqual([failed.id]);
    const entries = await listOutbox(twice.db);
    expect(entries.find((entry) => entry.id === sent.id)).toMatchObject({ status: 'sent', leaseExpiresAt: null });
  });

  it('leaves a message another worker sent as sent, when a worker whose lease ran out reports a failure late', async () => {
    await storeRequests(1);
    const [message] = (await claimDueMessages(twice.db, { nowMs: T0, limit: 1, leaseMs: LEASE_MS })).messages;
    const [again] = (await claimDueMessages(twice.other, { nowMs: T0 + LEASE_MS, limit: 1, leaseMs: LEASE_MS })).messages;
    expect(again.id).toBe(message.id);
    await markSent(twice.other, again.id, new Date(T0 + LEASE_MS));
    await markFailed(twice.db, message.id, { attempts: 1, nextAttemptAt: T0 + LEASE_MS + 30_000, error: 'timed out' });
    expect(await listOutbox(twice.db)).toEqual([expect.objectContaining({ status: 'sent', attempts: 0, lastError: null })]);
  });
});
