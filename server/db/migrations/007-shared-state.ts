import type { Kysely } from 'kysely';
import { epochMsType } from './portable-columns';

/**
 * State that several server processes on one database must share, kept in the database rather
 * than in each process's memory:
 *
 * - `form_rate_limit`: form submissions per address in the current window (form-rate-limit-store.ts);
 * - `login_throttle`: recent failed staff sign-ins per address and per username (login-throttle.ts);
 * - `outbox.lease_expires_at`: until when a worker that claimed a message may send it alone
 *   (outbox-repository.ts).
 *
 * Times are epoch milliseconds (`epochMsType`: 64-bit on both). No autoincrement ids: the keys
 * are text, so the tables are created alike on both dialects.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_rate_limit')
    // The address the limit counts (an IPv6 address by its /56 network, as the limiter keys it).
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    // When the window ends; a hit at or after it starts a new window at 1.
    .addColumn('reset_at', epochMsType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('form_rate_limit_reset_at').on('form_rate_limit').column('reset_at').execute();

  await db.schema
    .createTable('login_throttle')
    // `address:<ip>` or `username:<name>`.
    .addColumn('key', 'text', (column) => column.primaryKey())
    // JSON list of the failures still in the window: [{ "at": epoch ms, "id": attempt id }].
    .addColumn('failures', 'text', (column) => column.notNull())
    // When the newest failure leaves the window: the row means nothing after it.
    .addColumn('expires_at', epochMsType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_expires_at').on('login_throttle').column('expires_at').execute();

  // Null: not claimed (or its claim was settled). A message is due when its next attempt has come
  // and it has no live lease.
  await db.schema.alterTable('outbox').addColumn('lease_expires_at', epochMsType(db)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('lease_expires_at').execute();
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('form_rate_limit').execute();
}
