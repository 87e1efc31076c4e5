import type { FieldValues, RequestKind } from '../../src/forms/request-fields';
import type { Language } from '../../src/i18n/languages';
import type { OutboxAudience, OutboxPurpose, OutboxStatus } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { storedRequest } from './request-rows';
import { withWriteTransaction } from './write-transaction';

/**
 * What an e-mail says about a request, read from its row when the e-mail is sent (the outbox
 * keeps no copy of it). Erasing the request deletes its e-mails still waiting.
 */
export interface OutboxPayload {
  kind: RequestKind;
  reference: string;
  receivedAt: string;
  request: FieldValues;
  /** The language the request was made in: the patient's e-mails are written in it (English when not given). */
  language?: Language;
}

export interface OutboxMessage {
  id: number;
  audience: OutboxAudience;
  /** Which e-mail it is (migration 011). */
  purpose: OutboxPurpose;
  requestId: number;
  /** A visit e-mail's event: what it announces. */
  eventId: number | null;
  payload: OutboxPayload;
  /** Failed attempts so far. */
  attempts: number;
}

export interface OutboxEntry {
  id: number;
  audience: OutboxAudience;
  requestId: number;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Epoch milliseconds: until when a worker's claim on it runs (null: unclaimed). */
  leaseExpiresAt: number | null;
}

export interface ClaimedMessages {
  messages: OutboxMessage[];
  /** Epoch milliseconds: until when this worker may send them alone. */
  leaseExpiresAt: number;
}

/**
 * Takes up to `limit` due messages under a lease: in one transaction, the due rows (pending, their
 * next attempt come, no live lease) are selected and marked `lease_expires_at = now + leaseMs`,
 * then committed; the caller sends them and marks each sent or failed, which ends its lease.
 *
 * PostgreSQL: `for update skip locked`, so workers of several instances claiming at once each get
 * other rows, none waiting on another. SQLite: the claim runs under BEGIN IMMEDIATE, which lets
 * one writer in at a time; a second worker sees the first's leases once it gets in.
 *
 * A worker that dies mid-send leaves its lease to run out; the message is then due again and
 * another worker sends it. So every message is sent by one worker at a time, none is lost, and a
 * message whose send had reached the mail server before its worker died is sent twice.
 */
export async function claimDueMessages(
  db: ClinicDatabase,
  { nowMs, limit, leaseMs }: { nowMs: number; limit: number; leaseMs: number },
): Promise<ClaimedMessages> {
  const leaseExpiresAt = nowMs + leaseMs;
  const messages = await withWriteTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('outbox')
      .select(['id', 'audience', 'purpose', 'request_id', 'event_id', 'attempts'])
      .where('status', '=', 'pending')
      .where('voided_at', 'is', null)
      .where('next_attempt_at', '<=', nowMs)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', nowMs)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .$if(db.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable('outbox')
      .set({ lease_expires_at: leaseExpiresAt })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    // Read in the same transaction: erasing a request deletes its messages, so each claimed
    // message still has its request here.
    const requests = await trx
      .selectFrom('requests')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((row) => row.request_id),
      )
      .execute();
    const byId = new Map(requests.map((row) => [row.id, storedRequest(row)]));
    return rows.flatMap((row): OutboxMessage[] => {
      const stored = byId.get(row.request_id);
      if (!stored) return [];
      const { kind, reference, receivedAt, values, language } = stored;
      return [
        {
          id: row.id,
          audience: row.audience,
          purpose: row.purpose,
          requestId: row.request_id,
          eventId: row.event_id,
          attempts: row.attempts,
          payload: { kind, reference, receivedAt, request: values, language },
        },
      ];
    });
  });
  return { messages: messages.sort((a, b) => a.id - b.id), leaseExpiresAt };
}

/** Gives back claimed messages this worker will not try now: they are due again at once. */
export async function releaseClaims({ kysely }: ClinicDatabase, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await kysely.updateTable('outbox').set({ lease_expires_at: null }).where('id', 'in', ids).where('status', '=', 'pending').execute();
}

export async function markSent({ kysely }: ClinicDatabase, id: number, sentAt: Date): Promise<void> {
  await kysely
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sentAt.toISOString(), last_error: null, lease_expires_at: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  { kysely }: ClinicDatabase,
  id: number,
  { attempts, nextAttemptAt, error }: { attempts: number; nextAttemptAt: number; error: string },
): Promise<void> {
  // A message another worker sent meanwhile (this one's lease had run out) stays sent.
  await kysely
    .updateTable('outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error, lease_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function listOutbox({ kysely }: ClinicDatabase): Promise<OutboxEntry[]> {
  const rows = await kysely.selectFrom('outbox').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    audience: row.audience,
    requestId: row.request_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    leaseExpiresAt: row.lease_expires_at === null ? null : Number(row.lease_expires_at),
  }));
}

/** Sets aside a claimed message that must not go out after all (a reminder whose visit moved or was cancelled). */
export async function voidMessage({ kysely }: ClinicDatabase, id: number, at: Date): Promise<void> {
  await kysely
    .updateTable('outbox')
    .set({ voided_at: at.toISOString(), lease_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Drops a message that will not be sent (an acknowledgement over the daily cap). */
export async function dropMessage({ kysely }: ClinicDatabase, id: number): Promise<void> {
  await kysely.deleteFrom('outbox').where('id', '=', id).execute();
}
