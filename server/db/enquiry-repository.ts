import type { Insertable, Kysely } from 'kysely';
import type { FieldValues, RequestKind } from '../../src/forms/request-fields';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import type { DatabaseTables, OutboxAudience, OutboxPurpose } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { addManageToken } from './manage-token-repository';
import { referenceFor } from './request-reference';
import { fieldColumns } from './request-rows';
import { withWriteTransaction } from './write-transaction';

/**
 * Stores visitors' requests. The row, its reference and its outbox entries are written in one
 * transaction and committed before the caller answers, so an acknowledged request is on disk
 * and the e-mails about it are guaranteed to be attempted.
 */

export interface StoreOptions {
  /**
   * Also queue the acknowledgement to the patient. Only when e-mail delivery is on: a request
   * stored while it is off would otherwise be acknowledged days later, once SMTP is set up.
   */
  acknowledge?: boolean;
  /** The language the request was made in (its e-mails to the patient are in it); English when not given. */
  language?: Language;
}

/** The stored row's id, the reference the patient quotes to the clinic, and for an appointment the patient's manage link's token. */
export interface StoredReference {
  id: number;
  reference: string;
  /** Made with the request, in its transaction, for the thank-you page only: never stored (manage-token-repository.ts). */
  manageToken?: string;
}

/** The next reference, from the counter both kinds share (request-reference.ts). */
async function nextReference(db: Kysely<DatabaseTables>): Promise<string> {
  const { secret, last_value } = await db
    .updateTable('request_reference_sequence')
    .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
    .where('id', '=', 1)
    .returning(['secret', 'last_value'])
    .executeTakeFirstOrThrow();
  return referenceFor(last_value, secret);
}

/** Stores a request whose fields passed the rules (validatePayload), with its e-mails. */
export async function storeRequest(
  db: ClinicDatabase,
  kind: RequestKind,
  values: FieldValues,
  receivedAt: Date,
  { acknowledge = false, language = DEFAULT_LANGUAGE }: StoreOptions = {},
): Promise<StoredReference> {
  return withWriteTransaction(db, async (trx) => {
    const reference = await nextReference(trx);
    const { id } = await trx
      .insertInto('requests')
      .values({ kind, reference, ...fieldColumns(kind, values), language, created_at: receivedAt.toISOString() } as Insertable<DatabaseTables['requests']>)
      .returning('id')
      .executeTakeFirstOrThrow();
    const messages: Array<{ audience: OutboxAudience; purpose: OutboxPurpose }> = [
      { audience: 'clinic', purpose: 'notice' },
      ...(acknowledge ? [{ audience: 'patient' as const, purpose: 'acknowledgement' as const }] : []),
    ];
    await trx
      .insertInto('outbox')
      .values(messages.map((message) => ({ request_id: id, ...message, next_attempt_at: receivedAt.getTime(), created_at: receivedAt.toISOString() })))
      .execute();
    // An appointment can be confirmed, moved or cancelled: its patient gets a page to follow it.
    const manageToken = kind === 'appointment' ? await addManageToken(trx, id, receivedAt) : undefined;
    return { id, reference, ...(manageToken ? { manageToken } : {}) };
  });
}
