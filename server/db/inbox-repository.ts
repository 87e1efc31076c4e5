import { sql, type Kysely } from 'kysely';
import { REQUEST_FORMS } from '../../src/forms/request-fields';
import { normalizeReference, prefixedReference } from '../../src/forms/reference-format';
import type { CancellingParty, DatabaseTables, OutboxAudience, RequestEventAction, RequestKind, RequestStatus } from './database-schema';
import { clinicDayStart as clinicDayStartOf, clinicToday } from '../../src/forms/clinic-clock';
import type { ClinicDatabase } from './open-database';
import { slotOf, storedRequest, type StoredRequest, type VisitSlot } from './request-rows';
import { inExclusiveTransaction } from './exclusive-transaction';
import { containsIgnoringCase, containsText } from './text-search';
import { lockedForWrite, withWriteTransaction } from './write-transaction';

/**
 * The staff inbox's queries: requests of both kinds, newest first, filtered and searched; a
 * request's e-mail status from the outbox; status changes and erasure, each recorded in
 * `request_events`.
 */

export interface InboxFilter {
  status?: RequestStatus;
  kind?: RequestKind;
  /** Received on or after this clinic date, `YYYY-MM-DD`. */
  receivedFrom?: string;
  /** Received on or before this clinic date, `YYYY-MM-DD`. */
  receivedTo?: string;
  /** Appointment requests asking for this date, `YYYY-MM-DD` (the day's bookings; enquiries have none). */
  askedFor?: string;
  /** Requests for this branch (its id), or `none`: those sent without one. */
  branch?: string;
  /** A name, a phone number (any part), an e-mail address a reference or a treatment. */
  search?: string;
  /** The treatments the search names (by label or id): read from the treatments, not the query string. */
  searchTreatmentIds?: readonly string[];
}

/** Where one e-mail about a request stands: failed means it is being retried after an error. */
export interface EmailState {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** Epoch ms of the next try, while not sent. */
  nextAttemptAt: number | null;
}

export interface InboxRequest extends StoredRequest {
  /** The clinic's copy and the patient's acknowledgement, when queued. */
  emails: Partial<Record<OutboxAudience, EmailState>>;
}

export interface RequestEvent {
  id: number;
  action: RequestEventAction;
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus | null;
  actor: string;
  at: string;
  /** The visit's slot at that moment (the new one, for a confirmation or a change). */
  slot: VisitSlot | null;
  cancelledBy: CancellingParty | null;
  /** A patient's words with a change request; null once erased. */
  message: string | null;
}

export interface InboxPage {
  requests: InboxRequest[];
  /** Matching requests in all, beyond this page too. */
  total: number;
}

/** The branch filter's value for requests sent without a branch. */
export const NO_BRANCH = 'none';

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

type InboxQuery = ReturnType<typeof baseQuery>;

function baseQuery(kysely: Kysely<DatabaseTables>) {
  return kysely.selectFrom('requests');
}

/** Received dates are the clinic's calendar days, in its time zone. */
function applyFilter(query: InboxQuery, filter: InboxFilter, timeZone: string): InboxQuery {
  const clinicDayStart = (date: string) => clinicDayStartOf(date, timeZone).toISOString();
  let filtered = query;
  if (filter.status) filtered = filtered.where('status', '=', filter.status);
  if (filter.kind) filtered = filtered.where('kind', '=', filter.kind);
  if (filter.receivedFrom) filtered = filtered.where('created_at', '>=', clinicDayStart(filter.receivedFrom));
  if (filter.receivedTo) filtered = filtered.where('created_at', '<', clinicDayStart(nextDay(filter.receivedTo)));
  if (filter.askedFor) filtered = filtered.where('appointment_date', '=', filter.askedFor);
  if (filter.branch) filtered = filter.branch === NO_BRANCH ? filtered.where('branch_id', 'is', null) : filtered.where('branch_id', '=', filter.branch);
  const search = filter.search?.trim();
  if (search) {
    // A reference quoted with its prefix finds that request alone: a phone number that happens to
    // hold its digits, or a name with its letters, is not the request the patient quoted.
    const quoted = prefixedReference(search);
    if (quoted) return filtered.where('reference', '=', quoted);
    const reference = normalizeReference(search);
    const words = search.replace(/\s+/g, ' ');
    const phoneDigits = phoneDigitsOf(search);
    filtered = filtered.where((eb) =>
      eb.or([
        containsIgnoringCase(sql<string>`first_name || ' ' || last_name`, words),
        containsIgnoringCase(eb.ref('email'), words),
        containsText(eb.ref('reference'), search.toUpperCase()),
        ...(reference ? [eb('reference', '=', reference)] : []),
        ...(phoneDigits ? [containsText(eb.ref('phone_number'), phoneDigits)] : []),
        ...(filter.searchTreatmentIds?.length ? [eb('treatment_id', 'in', filter.searchTreatmentIds)] : []),
      ]),
    );
  }
  return filtered;
}

/**
 * The digits to look for in phone numbers, when the search is a phone number or part of one
 * (digits, spaces, `+`, dashes, brackets): at least three of them. An e-mail address or a name
 * with a few digits in it is not a phone number.
 */
function phoneDigitsOf(search: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  // A pasted +91 or 0091 prefix is not part of the stored ten digits.
  const phoneDigits = digits.length > 10 ? digits.slice(-10) : digits;
  return phoneDigits.length >= 3 ? phoneDigits : undefined;
}

function inboxRequest(row: Parameters<typeof storedRequest>[0]): InboxRequest {
  return { ...storedRequest(row), emails: {} };
}

/** Adds the outbox state of each request's e-mails, in one query. */
async function withEmailStates(kysely: Kysely<DatabaseTables>, requests: InboxRequest[]): Promise<InboxRequest[]> {
  if (requests.length === 0) return requests;
  const rows = await kysely
    .selectFrom('outbox')
    .select(['request_id', 'audience', 'status', 'attempts', 'last_error', 'sent_at', 'next_attempt_at'])
    // The request's own two e-mails; visit e-mails are on the request's history.
    .where('purpose', 'in', ['notice', 'acknowledgement'])
    .where(
      'request_id',
      'in',
      requests.map((request) => request.id),
    )
    .orderBy('id')
    .execute();
  const byRequest = new Map(requests.map((request) => [request.id, request]));
  for (const row of rows) {
    const request = byRequest.get(row.request_id);
    if (!request) continue;
    request.emails[row.audience] = {
      status: row.status === 'sent' ? 'sent' : row.attempts > 0 ? 'failed' : 'pending',
      attempts: row.attempts,
      lastError: row.last_error,
      sentAt: row.sent_at,
      nextAttemptAt: row.status === 'sent' ? null : row.next_attempt_at,
    };
  }
  return requests;
}

/** One page of the filtered list, newest first. */
export async function listInboxRequests(
  { kysely }: ClinicDatabase,
  filter: InboxFilter,
  { limit, offset = 0, timeZone }: { limit: number; offset?: number; timeZone: string },
): Promise<InboxPage> {
  const filtered = applyFilter(baseQuery(kysely), filter, timeZone);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { requests: await withEmailStates(kysely, rows.map(inboxRequest)), total: Number(count.total) };
}

/** The request with this reference and its e-mails' state; undefined when there is none. */
export async function findInboxRequest({ kysely }: ClinicDatabase, reference: string): Promise<InboxRequest | undefined> {
  const row = await baseQuery(kysely).selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) return undefined;
  const [request] = await withEmailStates(kysely, [inboxRequest(row)]);
  return request;
}

/** The request's history, oldest first. */
export async function listRequestEvents({ kysely }: ClinicDatabase, request: Pick<InboxRequest, 'id'>): Promise<RequestEvent[]> {
  const rows = await kysely.selectFrom('request_events').selectAll().where('request_id', '=', request.id).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actor: row.actor,
    at: row.created_at,
    slot: slotOf(row.slot_date, row.slot_time, row.slot_branch_id, row.slot_dentist_id),
    cancelledBy: row.cancelled_by,
    message: row.message,
  }));
}

export type ChangeOutcome = { ok: true; request: InboxRequest; changed: boolean } | { ok: false; reason: 'not-found' | 'erased' };

async function eraseRow(trx: Kysely<DatabaseTables>, row: { id: number; kind: RequestKind; status: RequestStatus }, actor: string, now: string): Promise<void> {
  // The personal fields go (with an appointment, the treatment and the time asked for too: health
  // information about a named person until now); the reference, kind, times received and status
  // stay as the record that the request existed and what became of it (as the privacy policy says).
  const blanks = Object.fromEntries(REQUEST_FORMS[row.kind].filter((field) => field.personal).map((field) => [field.column, '']));
  // The confirmed visit's day, time and dentist go with the time asked for; its branch says nothing of the patient.
  await trx
    .updateTable('requests')
    .set({ ...blanks, confirmed_date: null, confirmed_time: null, confirmed_dentist_id: null, erased_at: now, erased_by: actor })
    .where('id', '=', row.id)
    .execute();
  // The history keeps who changed what and when; the patient's words and each slot's day, time and dentist go.
  await trx
    .updateTable('request_events')
    .set({ message: null, slot_date: null, slot_time: null, slot_dentist_id: null })
    .where('request_id', '=', row.id)
    .execute();
  // Staff's notes are about the patient: they go whole.
  await trx.deleteFrom('request_notes').where('request_id', '=', row.id).execute();
  // E-mails not yet sent would write the fields out again: they go too.
  await trx.deleteFrom('outbox').where('request_id', '=', row.id).execute();
  // The patient's link would show what is left of the request: it stops working.
  await trx.deleteFrom('manage_tokens').where('request_id', '=', row.id).execute();
  await trx
    .insertInto('request_events')
    .values({ request_id: row.id, action: 'erase', from_status: row.status, to_status: null, actor, created_at: now })
    .execute();
}

/**
 * Removes a request's personal fields (name, e-mail, phone, message; an appointment's treatment,
 * date and time; the confirmed visit's day, time and dentist), its e-mails and its notes, and the
 * patient's words and slots from its history; the row stays as the audit record.
 */
export async function eraseRequest(db: ClinicDatabase, reference: string, { actor, at }: { actor: string; at: Date }): Promise<ChangeOutcome> {
  const outcome = await withWriteTransaction(db, async (trx) => {
    const row = await lockedForWrite(
      db,
      trx.selectFrom('requests').select(['id', 'kind', 'status', 'erased_at']).where('reference', '=', reference),
    ).executeTakeFirst();
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    if (row.erased_at) return { ok: false as const, reason: 'erased' as const };
    await eraseRow(trx, row, actor, at.toISOString());
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, changed: true, request: (await findInboxRequest(db, reference))! };
}

/**
 * Erases every request received before `cutoff` that still has its personal fields; returns how
 * many, or undefined when another instance is doing the same at this moment (PostgreSQL: the
 * retention job runs on one instance at a time, exclusive-transaction.ts).
 */
export async function eraseRequestsReceivedBefore(db: ClinicDatabase, cutoff: Date, { actor, at }: { actor: string; at: Date }): Promise<number | undefined> {
  const outcome = await inExclusiveTransaction(db, 'retention', async (trx) => {
    // Locked too: a member of staff erasing or changing one of them meanwhile waits, then sees it erased.
    const rows = await lockedForWrite(
      db,
      trx.selectFrom('requests').select(['id', 'kind', 'status']).where('erased_at', 'is', null).where('created_at', '<', cutoff.toISOString()),
    ).execute();
    const now = at.toISOString();
    for (const row of rows) await eraseRow(trx, row, actor, now);
    return rows.length;
  });
  return outcome.ran ? outcome.value : undefined;
}

/** Another request that may be the same one sent twice. */
export interface PossibleDuplicate {
  reference: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

/** Requests from one phone number this close together, on one clinic day, are probably one patient sending twice. */
const DUPLICATE_WINDOW_MS = 60 * 60_000;

/**
 * For each of `requests`, the other requests (listed or not) from the same phone number received
 * within DUPLICATE_WINDOW_MS of it on the same clinic day, oldest first; erased requests have no
 * phone number left and match nothing.
 */
export async function findPossibleDuplicates(
  { kysely }: ClinicDatabase,
  requests: readonly StoredRequest[],
  timeZone: string,
): Promise<Map<number, PossibleDuplicate[]>> {
  const duplicates = new Map<number, PossibleDuplicate[]>();
  const withPhone = requests.filter((request) => !request.erasedAt && request.values.phoneNumber);
  if (withPhone.length === 0) return duplicates;
  const times = withPhone.map((request) => Date.parse(request.receivedAt));
  const candidates = await kysely
    .selectFrom('requests')
    .select(['id', 'reference', 'phone_number', 'country_code', 'created_at'])
    .where('erased_at', 'is', null)
    .where('phone_number', 'in', [...new Set(withPhone.map((request) => request.values.phoneNumber))])
    .where('created_at', '>=', new Date(Math.min(...times) - DUPLICATE_WINDOW_MS).toISOString())
    .where('created_at', '<=', new Date(Math.max(...times) + DUPLICATE_WINDOW_MS).toISOString())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const request of withPhone) {
    const at = Date.parse(request.receivedAt);
    const day = clinicToday(new Date(at), timeZone);
    const matches = candidates.filter(
      (other) =>
        other.id !== request.id &&
        other.phone_number === request.values.phoneNumber &&
        other.country_code === request.values.countryCode &&
        Math.abs(Date.parse(other.created_at) - at) <= DUPLICATE_WINDOW_MS &&
        clinicToday(new Date(other.created_at), timeZone) === day,
    );
    if (matches.length > 0)
      duplicates.set(
        request.id,
        matches.map((other) => ({ reference: other.reference, receivedAt: other.created_at })),
      );
  }
  return duplicates;
}
