import type { FieldValues, RequestKind } from '../../src/forms/request-fields';
import type { OutboxAudience, OutboxStatus } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { storedRequest } from './request-rows';

/**
 * What an e-mail says about a request, read from its row when the e-mail is sent (the outbox
 * keeps no copy of it). Erasing the request deletes its e-mails still waiting.
 */
export interface OutboxPayload {
  kind: RequestKind;
  reference: string;
  receivedAt: string;
  request: FieldValues;
}

export interface OutboxMessage {
  id: number;
  audience: OutboxAudience;
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
}

/**
 * Takes up to `limit` due messages and pushes their next attempt `leaseMs` ahead in the same
 * statement, so a second worker (another process) cannot send them too. If this worker dies
 * mid-send, the lease runs out and the message is tried again: delivery is at least once.
 */
export async function claimDueMessages(
  { kysely }: ClinicDatabase,
  { nowMs, limit, leaseMs }: { nowMs: number; limit: number; leaseMs: number },
): Promise<OutboxMessage[]> {
  const rows = await kysely
    .updateTable('outbox')
    .set({ next_attempt_at: nowMs + leaseMs })
    .where(
      'id',
      'in',
      kysely
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowMs)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit),
    )
    .returning(['id', 'audience', 'request_id', 'attempts'])
    .execute();
  if (rows.length === 0) return [];
  const requests = await kysely
    .selectFrom('requests')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((row) => row.request_id),
    )
    .execute();
  const byId = new Map(requests.map((row) => [row.id, storedRequest(row)]));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => {
      const { kind, reference, receivedAt, values } = byId.get(row.request_id)!;
      return { id: row.id, audience: row.audience, attempts: row.attempts, payload: { kind, reference, receivedAt, request: values } };
    });
}

export async function markSent({ kysely }: ClinicDatabase, id: number, sentAt: Date): Promise<void> {
  await kysely.updateTable('outbox').set({ status: 'sent', sent_at: sentAt.toISOString(), last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(
  { kysely }: ClinicDatabase,
  id: number,
  { attempts, nextAttemptAt, error }: { attempts: number; nextAttemptAt: number; error: string },
): Promise<void> {
  await kysely.updateTable('outbox').set({ attempts, next_attempt_at: nextAttemptAt, last_error: error }).where('id', '=', id).execute();
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
  }));
}

/** Drops a message that will not be sent (an acknowledgement over the daily cap). */
export async function dropMessage({ kysely }: ClinicDatabase, id: number): Promise<void> {
  await kysely.deleteFrom('outbox').where('id', '=', id).execute();
}
