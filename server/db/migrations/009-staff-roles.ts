import type { Kysely } from 'kysely';
import { addIdColumn } from './portable-columns';

/**
 * Staff roles, disabled accounts and a record of changes to accounts (server/staff/staff-permissions.ts):
 *
 * - `staff_users.role`: what the account may do. Every account made before roles existed could
 *   do everything, so it becomes `admin` and nobody is locked out. No check constraint: a new role
 *   is a row of the permission table, not a migration; a role the code does not know may do nothing.
 * - `staff_users.disabled_at` / `disabled_by`: a disabled account cannot sign in (its sessions are
 *   deleted when it is disabled); null while it is active.
 * - `staff_users.last_signed_in_at`: when it last signed in, null until it does.
 * - `staff_account_events`: who created, disabled, enabled, re-passworded, re-roled or removed an
 *   account, and when. Keyed by username, not by a foreign key, so the record outlives the account.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_users')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('staff_users').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('disabled_by', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('last_signed_in_at', 'text').execute();

  await addIdColumn(db, db.schema.createTable('staff_account_events'))
    // The account the change is about.
    .addColumn('username', 'text', (column) => column.notNull())
    // create, role, disable, enable, password, remove.
    .addColumn('action', 'text', (column) => column.notNull())
    // The role given (create, role); null otherwise.
    .addColumn('role', 'text')
    // A staff username, or `(command line)` for the CLI.
    .addColumn('actor', 'text', (column) => column.notNull())
    // ISO 8601, UTC.
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_account_events_by_username').on('staff_account_events').columns(['username', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_account_events').execute();
  for (const column of ['last_signed_in_at', 'disabled_by', 'disabled_at', 'role']) {
    await db.schema.alterTable('staff_users').dropColumn(column).execute();
  }
}
