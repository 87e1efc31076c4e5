import { sql, type Kysely, type Selectable } from 'kysely';
import { clinicDayStart as clinicDayStartOf } from '../../src/forms/clinic-clock';
import type { DatabaseTables, InboxRequestsView, OutboxAudience, RequestStatus } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { normalizeReference, prefixedReference } from './request-reference';

/**
 * The staff inbox's queries: both kinds of request as one list (the `inbox_requests` view),
 * newest first, filtered and searched; a request's e-mail status from the outbox; status
 * changes and erasure, each recorded in `request_events`.
 */

export type RequestKind = InboxRequestsView['kind'];

export interface InboxFilter {
  status?: RequestStatus;
  kind?: RequestKind;
  /** Received on or after this clinic date, `YYYY-MM-DD`. */
  receivedFrom?: string;
  /** Received on or before this clinic date, `YYYY-MM-DD`. */
  receivedTo?: string;
  /** Appointment requests asking for this date, `YYYY-MM-DD` (the day's bookings; enquiries have none). */
  askedFor?: string;
  /** A name, a phone number (any part), an e-mail address or a reference. */
  search?: string;
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

export interface InboxRequest {
  kind: RequestKind;
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  countryCode: string;
  message: string;
  /** Appointments only. */
  service: string | null;
  date: string | null;
  time: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  status: RequestStatus;
  statusChangedAt: string | null;
  erasedAt: string | null;
  erasedBy: string | null;
  /** The clinic's copy and the patient's acknowledgement, when queued. */
  emails: Partial<Record<OutboxAudience, EmailState>>;
}

export interface RequestEvent {
  action: 'status' | 'erase';
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus | null;
  actor: string;
  at: string;
}

export interface InboxPage {
  requests: InboxRequest[];
  /** Matching requests in all, beyond this page too. */
  total: number;
}

function tableOf(kind: RequestKind): 'contacts' | 'appointments' {
  return kind === 'contact' ? 'contacts' : 'appointments';
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type InboxQuery = ReturnType<typeof baseQuery>;

function baseQuery(kysely: Kysely<DatabaseTables>) {
  return kysely.selectFrom('inbox_requests');
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
  const search = filter.search?.trim();
  if (search) {
    // A reference quoted with its prefix finds that request alone: a phone number that happens to
    // hold its digits, or a name with its letters, is not the request the patient quoted.
    const quoted = prefixedReference(search);
    if (quoted) return filtered.where('reference', '=', quoted);
    const reference = normalizeReference(search);
    const words = likePattern(search.toLowerCase().replace(/\s+/g, ' '));
    const phoneDigits = phoneDigitsOf(search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${words} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${words} escape '\\'`),
        eb(sql`reference`, 'like', sql`${likePattern(search.toUpperCase())} escape '\\'`),
        ...(reference ? [eb('reference', '=', reference)] : []),
        ...(phoneDigits ? [eb(sql`phone_number`, 'like', sql`${likePattern(phoneDigits)} escape '\\'`)] : []),
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

function toRequest(row: Selectable<InboxRequestsView>): InboxRequest {
  return {
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    countryCode: row.country_code,
    message: row.message,
    service: row.service,
    date: row.appointment_date,
    time: row.appointment_time,
    receivedAt: row.created_at,
    status: row.status,
    statusChangedAt: row.status_changed_at,
    erasedAt: row.erased_at,
    erasedBy: row.erased_by,
    emails: {},
  };
}

/** Adds the outbox state of each request's e-mails, in one query. */
async function withEmailStates(kysely: Kysely<DatabaseTables>, requests: InboxRequest[]): Promise<InboxRequest[]> {
  if (requests.length === 0) return requests;
  const rows = await kysely
    .selectFrom('outbox')
    .select(['kind', 'reference_id', 'audience', 'status', 'attempts', 'last_error', 'sent_at', 'next_attempt_at'])
    .where((eb) =>
      eb.or(
        (['contact', 'appointment'] as const).map((kind) =>
          eb.and([eb('kind', '=', kind), eb('reference_id', 'in', [0, ...requests.filter((r) => r.kind === kind).map((r) => r.id)])]),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  const byRequest = new Map(requests.map((request) => [`${request.kind}:${request.id}`, request]));
  for (const row of rows) {
    const request = byRequest.get(`${row.kind}:${row.reference_id}`);
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
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('kind').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { requests: await withEmailStates(kysely, rows.map(toRequest)), total: Number(count.total) };
}

export async function findInboxRequest({ kysely }: ClinicDatabase, reference: string): Promise<InboxRequest | undefined> {
  const row = await baseQuery(kysely).selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) return undefined;
  const [request] = await withEmailStates(kysely, [toRequest(row)]);
  return request;
}

/** The request's history, oldest first. */
export async function listRequestEvents({ kysely }: ClinicDatabase, request: Pick<InboxRequest, 'kind' | 'id'>): Promise<RequestEvent[]> {
  const rows = await kysely
    .selectFrom('request_events')
    .select(['action', 'from_status', 'to_status', 'actor', 'created_at'])
    .where('kind', '=', request.kind)
    .where('request_id', '=', request.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ action: row.action, fromStatus: row.from_status, toStatus: row.to_status, actor: row.actor, at: row.created_at }));
}

export type ChangeOutcome = { ok: true; request: InboxRequest; changed: boolean } | { ok: false; reason: 'not-found' | 'erased' };

/** Moves a request to `status`, recording who did it and from what; nothing happens when it is already there. */
export async function changeRequestStatus(
  db: ClinicDatabase,
  reference: string,
  { status, actor, at }: { status: RequestStatus; actor: string; at: Date },
): Promise<ChangeOutcome> {
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('inbox_requests').select(['kind', 'id', 'status', 'erased_at']).where('reference', '=', reference).executeTakeFirst();
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    if (row.erased_at) return { ok: false as const, reason: 'erased' as const };
    if (row.status === status) return { ok: true as const, changed: false };
    const now = at.toISOString();
    await trx.updateTable(tableOf(row.kind)).set({ status, status_changed_at: now }).where('id', '=', row.id).execute();
    await trx
      .insertInto('request_events')
      .values({ kind: row.kind, request_id: row.id, reference, action: 'status', from_status: row.status, to_status: status, actor, created_at: now })
      .execute();
    return { ok: true as const, changed: true };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, changed: outcome.changed, request: (await findInboxRequest(db, reference))! };
}

async function eraseRow(
  trx: Kysely<DatabaseTables>,
  row: { kind: RequestKind; id: number; reference: string; status: RequestStatus },
  actor: string,
  now: string,
): Promise<void> {
  // The personal fields go, and with an appointment the treatment and the time asked for (health
  // information about a named person until now); the reference, kind, times received and status
  // stay as the record that the request existed and what became of it (as the privacy policy says).
  const personal = { first_name: '', last_name: '', email: '', phone_number: '', message: '', erased_at: now, erased_by: actor };
  if (row.kind === 'appointment') {
    await trx
      .updateTable('appointments')
      .set({ ...personal, service: '', appointment_date: '', appointment_time: '' })
      .where('id', '=', row.id)
      .execute();
  } else {
    await trx.updateTable('contacts').set(personal).where('id', '=', row.id).execute();
  }
  // The outbox keeps a copy of what was sent, for the e-mails: it goes too (and with it any
  // e-mail not yet sent).
  await trx.deleteFrom('outbox').where('kind', '=', row.kind).where('reference_id', '=', row.id).execute();
  await trx
    .insertInto('request_events')
    .values({ kind: row.kind, request_id: row.id, reference: row.reference, action: 'erase', from_status: row.status, to_status: null, actor, created_at: now })
    .execute();
}

/** Removes a request's personal fields (name, e-mail, phone, message; an appointment's treatment and time) and its queued e-mails; the row stays as the audit record. */
export async function eraseRequest(db: ClinicDatabase, reference: string, { actor, at }: { actor: string; at: Date }): Promise<ChangeOutcome> {
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('inbox_requests')
      .select(['kind', 'id', 'reference', 'status', 'erased_at'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    if (row.erased_at) return { ok: false as const, reason: 'erased' as const };
    await eraseRow(trx, row, actor, at.toISOString());
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, changed: true, request: (await findInboxRequest(db, reference))! };
}

/** Erases every request received before `cutoff` that still has its personal fields; returns how many. */
export async function eraseRequestsReceivedBefore({ kysely }: ClinicDatabase, cutoff: Date, { actor, at }: { actor: string; at: Date }): Promise<number> {
  return kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('inbox_requests')
      .select(['kind', 'id', 'reference', 'status'])
      .where('erased_at', 'is', null)
      .where('created_at', '<', cutoff.toISOString())
      .execute();
    const now = at.toISOString();
    for (const row of rows) await eraseRow(trx, row, actor, now);
    return rows.length;
  });
}
