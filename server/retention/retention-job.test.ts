import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_APPOINTMENT as APPOINTMENT, SAMPLE_CONTACT as CONTACT } from '../api/testing/sample-requests';
import { storeRequest, type StoreOptions } from '../db/enquiry-repository';
import { findInboxRequest, listRequestEvents } from '../db/inbox-repository';
import type { ClinicDatabase } from '../db/open-database';
import { listOutbox } from '../db/outbox-repository';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { RETENTION_INTERVAL_MS, retentionCutoff, startRetentionJob, type RetentionJob } from './retention-job';

const DAY = 24 * 60 * 60_000;
const SAMPLE_CONTACT = CONTACT;
const SAMPLE_APPOINTMENT = { ...APPOINTMENT, service: 'root-canal' };
const storeContactEnquiry = (database: ClinicDatabase, values: Record<string, string>, at: Date, options?: StoreOptions) =>
  storeRequest(database, 'contact', values, at, options);
const storeAppointmentRequest = (database: ClinicDatabase, values: Record<string, string>, at: Date) => storeRequest(database, 'appointment', values, at);

let db: TestDatabase;
let job: RetentionJob | undefined;
const log = { info: vi.fn(), error: vi.fn() };

beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  job?.stop();
  job = undefined;
  vi.useRealTimers();
  await db.close();
});

describe('retentionCutoff', () => {
  it('goes back whole calendar months, to the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2027-05-10T09:00:00Z'), 12, 'Asia/Kolkata').toISOString()).toBe('2026-05-10T09:00:00.000Z');
    expect(retentionCutoff(new Date('2027-03-31T10:00:00Z'), 1, 'Asia/Kolkata').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(retentionCutoff(new Date('2027-01-15T00:00:00Z'), 6, 'Asia/Kolkata').toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it("counts the months on the clinic's calendar, not UTC's", () => {
    // 00:30 on 31 March in Ahmedabad is still 30 March in UTC: one month back is the clinic's 28 February, 00:30.
    expect(retentionCutoff(new Date('2027-03-30T19:00:00Z'), 1, 'Asia/Kolkata').toISOString()).toBe('2027-02-27T19:00:00.000Z');
    // New York in summer time, a month back in winter time: 09:00 on its wall clock both times.
    expect(retentionCutoff(new Date('2027-04-10T13:00:00Z'), 1, 'America/New_York').toISOString()).toBe('2027-03-10T14:00:00.000Z');
  });
});

describe('the retention job, on a fake clock', () => {
  it('erases requests past the period at start, then daily, and keeps the rest', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2027-05-10T09:00:00.000Z'));

    const old = await storeContactEnquiry(db, { ...SAMPLE_CONTACT, firstName: 'Old' }, new Date('2026-05-01T10:00:00Z'), { acknowledge: true });
    const june = await storeAppointmentRequest(db, { ...SAMPLE_APPOINTMENT, firstName: 'June' }, new Date('2026-06-01T10:00:00Z'));
    const recent = await storeContactEnquiry(db, { ...SAMPLE_CONTACT, firstName: 'Recent' }, new Date('2027-05-01T10:00:00Z'));

    job = startRetentionJob({ db, retentionMonths: 12, timeZone: 'Asia/Kolkata', log });

    // At start: the May 2026 request is more than 12 months old. (A run queued behind the start
    // run finds nothing left to erase only if the start run erased it.)
    expect(await job.runOnce()).toBe(0);
    expect((await findInboxRequest(db, old.reference))?.erasedAt).toBe('2027-05-10T09:00:00.000Z');
    const erased = (await findInboxRequest(db, old.reference))!;
    expect(erased).toMatchObject({
      values: { firstName: '', lastName: '', email: '', phoneNumber: '', countryCode: '+91', message: '' },
      erasedBy: 'retention',
      status: 'new',
    });
    expect(await listRequestEvents(db, erased)).toMatchObject([
      { action: 'erase', fromStatus: 'new', toStatus: null, actor: 'retention', at: '2027-05-10T09:00:00.000Z' },
    ]);
    expect(await listRequestEvents(db, erased)).toHaveLength(1);
    expect((await listOutbox(db)).filter((entry) => entry.requestId === old.id)).toEqual([]);
    expect((await findInboxRequest(db, june.reference))?.values.firstName).toBe('June');

    // Three weeks of daily runs: June 2026 is not yet 12 months old.
    await vi.advanceTimersByTimeAsync(21 * RETENTION_INTERVAL_MS);
    expect(await job.runOnce()).toBe(0);
    expect((await findInboxRequest(db, june.reference))?.erasedAt).toBeNull();

    // Two more days: it is now (2 June 2027), and the daily run erases it.
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(await job.runOnce()).toBe(0);
    expect((await findInboxRequest(db, june.reference))?.erasedAt).toBe('2027-06-02T09:00:00.000Z');
    // The treatment asked for goes with the person (health information about them); the record stays.
    expect(await findInboxRequest(db, june.reference)).toMatchObject({ kind: 'appointment', values: { service: '', date: '', time: '', firstName: '' } });
    expect(await findInboxRequest(db, recent.reference)).toMatchObject({ values: { firstName: 'Recent' }, erasedAt: null });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ erased: 1, retentionMonths: 12 }), expect.stringMatching(/retention period/));

    // Stopped: no more runs.
    job.stop();
    const stale = await storeContactEnquiry(db, { ...SAMPLE_CONTACT, firstName: 'Stale' }, new Date('2020-01-01T00:00:00Z'));
    await vi.advanceTimersByTimeAsync(3 * DAY);
    expect((await findInboxRequest(db, stale.reference))?.erasedAt).toBeNull();
  });
});

describe('the retention run and the shared limits', () => {
  it('forgets ended form-limit windows and sign-in failures that left their window, keeping live ones', async () => {
    const at = new Date('2027-05-10T09:00:00.000Z');
    const nowMs = at.getTime();
    await db.kysely
      .insertInto('form_rate_limit')
      .values([
        { key: 'ended', hits: 3, reset_at: nowMs - 1 },
        { key: 'live', hits: 3, reset_at: nowMs + 60_000 },
      ])
      .execute();
    await db.kysely
      .insertInto('login_throttle')
      .values([
        { key: 'username:gone', failures: '[]', expires_at: nowMs },
        { key: 'username:live', failures: '[]', expires_at: nowMs + 60_000 },
      ])
      .execute();
    job = startRetentionJob({ db, retentionMonths: 12, timeZone: 'Asia/Kolkata', log, now: () => at });
    await job.runOnce();
    expect(await db.kysely.selectFrom('form_rate_limit').select('key').execute()).toEqual([{ key: 'live' }]);
    expect(await db.kysely.selectFrom('login_throttle').select('key').execute()).toEqual([{ key: 'username:live' }]);
  });
});
