import type { ClinicDatabase } from './open-database';

/**
 * The patient's requests for another time (`change-request` events, written from their page): the
 * ones the front desk has still to act on, and how many a request got since a moment.
 */

/** A request for another time that is still the request's latest event: no step by staff since. */
export interface OpenChangeRequest {
  /** ISO 8601, UTC. */
  at: string;
  /** The patient's note; null once erased. */
  message: string | null;
}

/** For each of `requestIds` whose latest event is the patient's request for another time, that request. */
export async function findOpenChangeRequests({ kysely }: ClinicDatabase, requestIds: readonly number[]): Promise<Map<number, OpenChangeRequest>> {
  const open = new Map<number, OpenChangeRequest>();
  if (requestIds.length === 0) return open;
  const latest = kysely
    .selectFrom('request_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('request_id', 'in', requestIds)
    .groupBy('request_id');
  const rows = await kysely
    .selectFrom('request_events')
    .select(['request_id', 'created_at', 'message'])
    .where('id', 'in', latest)
    .where('action', '=', 'change-request')
    .execute();
  for (const row of rows) open.set(row.request_id, { at: row.created_at, message: row.message });
  return open;
}

/** How many requests for another time the request got at or after `since`. */
export async function countChangeRequestsSince({ kysely }: ClinicDatabase, requestId: number, since: Date): Promise<number> {
  const { count } = await kysely
    .selectFrom('request_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('request_id', '=', requestId)
    .where('action', '=', 'change-request')
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(count);
}
