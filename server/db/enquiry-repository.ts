import type { Kysely } from 'kysely';
import type { AppointmentPayload } from '../../src/forms/appointment-form-rules';
import type { ContactPayload } from '../../src/forms/contact-form-rules';
import type { DatabaseTables, OutboxAudience } from './database-schema';
import type { ClinicDatabase } from './open-database';
import type { OutboxPayload } from './outbox-repository';
import { referenceFor } from './request-reference';

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
}

/** What the API tells the visitor: the row id, and the reference to quote to the clinic. */
export interface StoredRequest {
  id: number;
  reference: string;
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

async function enqueue(db: Kysely<DatabaseTables>, payload: OutboxPayload, receivedAt: Date, { acknowledge = false }: StoreOptions): Promise<void> {
  const audiences: OutboxAudience[] = acknowledge ? ['clinic', 'patient'] : ['clinic'];
  await db
    .insertInto('outbox')
    .values(
      audiences.map((audience) => ({
        kind: payload.kind,
        reference_id: payload.id,
        audience,
        payload: JSON.stringify(payload),
        next_attempt_at: receivedAt.getTime(),
        created_at: receivedAt.toISOString(),
      })),
    )
    .execute();
}

export async function storeContactEnquiry(
  { kysely }: ClinicDatabase,
  enquiry: ContactPayload,
  receivedAt: Date,
  options: StoreOptions = {},
): Promise<StoredRequest> {
  return kysely.transaction().execute(async (trx) => {
    const reference = await nextReference(trx);
    const { id } = await trx
      .insertInto('contacts')
      .values({
        reference,
        first_name: enquiry.firstName,
        last_name: enquiry.lastName,
        email: enquiry.email,
        phone_number: enquiry.phoneNumber,
        country_code: enquiry.countryCode,
        message: enquiry.message,
        created_at: receivedAt.toISOString(),
        status_changed_at: null,
        erased_at: null,
        erased_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, { kind: 'contact', id, reference, receivedAt: receivedAt.toISOString(), request: enquiry }, receivedAt, options);
    return { id, reference };
  });
}

export async function storeAppointmentRequest(
  { kysely }: ClinicDatabase,
  appointment: AppointmentPayload,
  receivedAt: Date,
  options: StoreOptions = {},
): Promise<StoredRequest> {
  return kysely.transaction().execute(async (trx) => {
    const reference = await nextReference(trx);
    const { id } = await trx
      .insertInto('appointments')
      .values({
        reference,
        first_name: appointment.firstName,
        last_name: appointment.lastName,
        email: appointment.email,
        phone_number: appointment.phoneNumber,
        country_code: appointment.countryCode,
        message: appointment.message,
        service: appointment.service,
        appointment_date: appointment.date,
        appointment_time: appointment.time,
        created_at: receivedAt.toISOString(),
        status_changed_at: null,
        erased_at: null,
        erased_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, { kind: 'appointment', id, reference, receivedAt: receivedAt.toISOString(), request: appointment }, receivedAt, options);
    return { id, reference };
  });
}

export async function findContactEnquiry({ kysely }: ClinicDatabase, id: number) {
  return kysely.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAppointmentRequest({ kysely }: ClinicDatabase, id: number) {
  return kysely.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
}
