import type { Kysely } from 'kysely';
import type { AppointmentPayload } from '../../src/forms/appointment-form-rules';
import type { ContactPayload } from '../../src/forms/contact-form-rules';
import type { DatabaseTables } from './database-schema';
import type { ClinicDatabase } from './open-database';
import type { OutboxPayload } from './outbox-repository';

/**
 * Stores visitors' requests. The row and its outbox entry are written in one transaction and
 * committed before the caller answers, so an acknowledged request is on disk and an e-mail
 * about it is guaranteed to be attempted.
 */

async function enqueue(db: Kysely<DatabaseTables>, payload: OutboxPayload, receivedAt: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      kind: payload.kind,
      reference_id: payload.id,
      payload: JSON.stringify(payload),
      next_attempt_at: receivedAt.getTime(),
      created_at: receivedAt.toISOString(),
    })
    .execute();
}

export async function storeContactEnquiry(
  { kysely }: ClinicDatabase,
  enquiry: ContactPayload,
  receivedAt: Date,
): Promise<number> {
  return kysely.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contacts')
      .values({
        first_name: enquiry.firstName,
        last_name: enquiry.lastName,
        email: enquiry.email,
        phone_number: enquiry.phoneNumber,
        country_code: enquiry.countryCode,
        message: enquiry.message,
        created_at: receivedAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, { kind: 'contact', id, receivedAt: receivedAt.toISOString(), request: enquiry }, receivedAt);
    return id;
  });
}

export async function storeAppointmentRequest(
  { kysely }: ClinicDatabase,
  appointment: AppointmentPayload,
  receivedAt: Date,
): Promise<number> {
  return kysely.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('appointments')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(
      trx,
      { kind: 'appointment', id, receivedAt: receivedAt.toISOString(), request: appointment },
      receivedAt,
    );
    return id;
  });
}

export async function findContactEnquiry({ kysely }: ClinicDatabase, id: number) {
  return kysely.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAppointmentRequest({ kysely }: ClinicDatabase, id: number) {
  return kysely.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
}
