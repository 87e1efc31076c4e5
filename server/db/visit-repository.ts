import { sql, type Kysely } from 'kysely';
import { checkTransition, type VisitAction } from '../visits/visit-status';
import type { CancellingParty, DatabaseTables, RequestKind, RequestStatus } from './database-schema';
import { findInboxRequest, type InboxRequest } from './inbox-repository';
import type { ClinicDatabase } from './open-database';
import { storedRequest, type StoredRequest, type VisitSlot } from './request-rows';
import { lockedForWrite, withWriteTransaction } from './write-transaction';

/**
 * A request as a visit: every status change goes through `changeVisit` (one place, one event per
 * change, judged against the lifecycle in server/visits/visit-status.ts on the row as it is when
 * locked); the clinic's notes; the requests of one day.
 */

export interface VisitChange {
  action: VisitAction;
  /** Confirming and rescheduling: the slot agreed. */
  slot?: VisitSlot;
}

/** The event a change recorded, for whatever must follow it in the same transaction (the patient's notice). */
export interface RecordedVisitChange {
  eventId: number;
  requestId: number;
  reference: string;
  kind: RequestKind;
  action: VisitAction;
  from: RequestStatus;
  to: RequestStatus;
  cancelledBy: CancellingParty | null;
  /** The slot after the change (for a cancellation, the one called off). */
  slot: VisitSlot | null;
  visitSequence: number;
  /** What the patient is to be sent, by the lifecycle's table. */
  notice: TransitionNotice;
  actor: string;
  at: string;
}

type TransitionNotice = Extract<ReturnType<typeof checkTransition>, { allowed: true }>['notice'];

export type VisitChangeOutcome =
  | { ok: true; request: InboxRequest; eventId: number }
  | { ok: false; reason: 'not-found' | 'erased' }
  | { ok: false; reason: 'refused'; status: RequestStatus; message: string };

/** Confirmations, changes of time and cancellations are new versions of the visit's calendar entry. */
function raisesSequence(to: RequestStatus): boolean {
  return to === 'cancelled' || to === 'confirmed' || to === 'rescheduled';
}

/**
 * Takes a step of a request's visit (visit-status.ts decides, on the row as it is once locked, so
 * two members of staff acting at once are judged one after the other): the row, one event, and then
 * `afterChange` in the same transaction; or the lifecycle's refusal, in words for staff.
 */
export async function changeVisit(
  db: ClinicDatabase,
  reference: string,
  change: VisitChange,
  {
    actor,
    at,
    timeZone,
    afterChange,
  }: {
    actor: string;
    at: Date;
    /** The clinic's: "today" and "already passed" are read on its clock. */
    timeZone: string;
    afterChange?: (trx: Kysely<DatabaseTables>, recorded: RecordedVisitChange) => Promise<void>;
  },
): Promise<VisitChangeOutcome> {
  const outcome = await withWriteTransaction(db, async (trx) => {
    const row = await lockedForWrite(db, trx.selectFrom('requests').selectAll().where('reference', '=', reference)).executeTakeFirst();
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    if (row.erased_at) return { ok: false as const, reason: 'erased' as const };
    const current = storedRequest(row);
    const check = checkTransition(
      {
        status: row.status,
        changedAt: row.status_changed_at ?? row.created_at,
        cancelledBy: row.cancelled_by,
        ...(current.slot ? { slot: current.slot } : {}),
      },
      { action: change.action, ...(change.slot ? { slot: change.slot } : {}), now: at, timeZone },
    );
    if (!check.allowed) return { ok: false as const, reason: 'refused' as const, status: row.status, message: check.message };

    const now = at.toISOString();
    const slot = change.slot ?? current.slot;
    const cancelledBy = check.cancelledBy ?? null;
    const visitSequence = row.visit_sequence + (raisesSequence(check.to) ? 1 : 0);
    await trx
      .updateTable('requests')
      .set({
        status: check.to,
        status_changed_at: now,
        cancelled_by: cancelledBy,
        visit_sequence: visitSequence,
        ...(change.slot
          ? {
              confirmed_date: change.slot.date,
              confirmed_time: change.slot.time,
              confirmed_branch_id: change.slot.branchId,
              confirmed_dentist_id: change.slot.dentistId,
            }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
    const { id: eventId } = await trx
      .insertInto('request_events')
      .values({
        request_id: row.id,
        action: 'status',
        from_status: row.status,
        to_status: check.to,
        actor,
        created_at: now,
        slot_date: slot?.date ?? null,
        slot_time: slot?.time ?? null,
        slot_branch_id: slot?.branchId ?? null,
        slot_dentist_id: slot?.dentistId ?? null,
        cancelled_by: cancelledBy,
        visit_sequence: visitSequence,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await afterChange?.(trx, {
      eventId,
      requestId: row.id,
      reference,
      kind: row.kind,
      action: change.action,
      from: row.status,
      to: check.to,
      cancelledBy,
      slot,
      visitSequence,
      notice: check.notice,
      actor,
      at: now,
    });
    return { ok: true as const, eventId };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, request: (await findInboxRequest(db, reference))!, eventId: outcome.eventId };
}

export interface RequestNote {
  id: number;
  author: string;
  /** ISO 8601, UTC. */
  at: string;
  text: string;
}

export type AddNoteOutcome = { ok: true; note: RequestNote } | { ok: false; reason: 'not-found' | 'erased' };

/** Adds an internal note to a request (not to an erased one: its notes went with it). */
export async function addRequestNote(
  db: ClinicDatabase,
  reference: string,
  { text, author, at }: { text: string; author: string; at: Date },
): Promise<AddNoteOutcome> {
  return withWriteTransaction(db, async (trx) => {
    const row = await lockedForWrite(db, trx.selectFrom('requests').select(['id', 'erased_at']).where('reference', '=', reference)).executeTakeFirst();
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    if (row.erased_at) return { ok: false as const, reason: 'erased' as const };
    const created_at = at.toISOString();
    const { id } = await trx.insertInto('request_notes').values({ request_id: row.id, author, created_at, text }).returning('id').executeTakeFirstOrThrow();
    return { ok: true as const, note: { id, author, at: created_at, text } };
  });
}

/** The request's notes, oldest first. */
export async function listRequestNotes({ kysely }: ClinicDatabase, request: Pick<StoredRequest, 'id'>): Promise<RequestNote[]> {
  const rows = await kysely.selectFrom('request_notes').selectAll().where('request_id', '=', request.id).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, author: row.author, at: row.created_at, text: row.text }));
}

/**
 * The requests of one clinic day: those confirmed for it, and those not confirmed that ask for it;
 * at one branch (the confirmed one, else the one asked for), or at all. Ordered by the confirmed
 * time where there is one, else the time asked for.
 */
export async function listDayRequests({ kysely }: ClinicDatabase, { date, branchId }: { date: string; branchId?: string }): Promise<StoredRequest[]> {
  const day = sql<string>`coalesce(confirmed_date, appointment_date)`;
  const time = sql<string>`coalesce(confirmed_time, appointment_time)`;
  let query = kysely.selectFrom('requests').selectAll().where('erased_at', 'is', null).where(day, '=', date);
  if (branchId) query = query.where((eb) => eb.fn.coalesce('confirmed_branch_id', 'branch_id'), '=', branchId);
  const rows = await query.orderBy(time).orderBy('id').execute();
  return rows.map(storedRequest);
}
