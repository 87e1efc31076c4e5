import type { ClinicDatabase } from '../open-database';

/** The stored row of the request with `reference`, as it is in the table (for tests). */
export function findRequestRow({ kysely }: ClinicDatabase, reference: string) {
  return kysely.selectFrom('requests').selectAll().where('reference', '=', reference).executeTakeFirst();
}
