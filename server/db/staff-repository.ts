import type { ClinicDatabase } from './open-database';
import { lockedForWrite, withWriteTransaction } from './write-transaction';

/**
 * Staff accounts and their sessions. Accounts are created only by the command line
 * (server/staff/staff-cli.ts); there is no default account and none is seeded.
 */

export interface StaffUser {
  id: number;
  username: string;
  passwordHash: string;
}

export interface StaffSessionRecord {
  userId: number;
  username: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export async function findStaffUser({ kysely }: ClinicDatabase, username: string): Promise<StaffUser | undefined> {
  const row = await kysely.selectFrom('staff_users').select(['id', 'username', 'password_hash']).where('username', '=', username).executeTakeFirst();
  return row && { id: row.id, username: row.username, passwordHash: row.password_hash };
}

export async function listStaffUsernames({ kysely }: ClinicDatabase): Promise<string[]> {
  const rows = await kysely.selectFrom('staff_users').select('username').orderBy('username').execute();
  return rows.map((row) => row.username);
}

/** Creates the account; false when the username is taken. */
export async function createStaffUser({ kysely }: ClinicDatabase, username: string, passwordHash: string, at: Date): Promise<boolean> {
  const result = await kysely
    .insertInto('staff_users')
    .values({ username, password_hash: passwordHash, created_at: at.toISOString(), password_changed_at: at.toISOString() })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Sets a new password and ends every session of the account (a changed password locks out whoever had the old one). */
export async function changeStaffPassword(db: ClinicDatabase, username: string, passwordHash: string, at: Date): Promise<boolean> {
  return withWriteTransaction(db, async (trx) => {
    const user = await lockedForWrite(db, trx.selectFrom('staff_users').select('id').where('username', '=', username)).executeTakeFirst();
    if (!user) return false;
    await trx.updateTable('staff_users').set({ password_hash: passwordHash, password_changed_at: at.toISOString() }).where('id', '=', user.id).execute();
    await trx.deleteFrom('staff_sessions').where('user_id', '=', user.id).execute();
    return true;
  });
}

/** Deletes the account and, by the foreign key, its sessions. */
export async function removeStaffUser({ kysely }: ClinicDatabase, username: string): Promise<boolean> {
  const result = await kysely.deleteFrom('staff_users').where('username', '=', username).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertStaffSession(
  { kysely }: ClinicDatabase,
  session: { tokenHash: string; userId: number; createdAt: number; expiresAt: number },
): Promise<void> {
  await kysely
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findStaffSession({ kysely }: ClinicDatabase, tokenHash: string): Promise<StaffSessionRecord | undefined> {
  const row = await kysely
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select(['staff_sessions.user_id', 'staff_users.username', 'staff_sessions.created_at', 'staff_sessions.last_seen_at', 'staff_sessions.expires_at'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { userId: row.user_id, username: row.username, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
}

export async function touchStaffSession({ kysely }: ClinicDatabase, tokenHash: string, lastSeenAt: number): Promise<void> {
  await kysely.updateTable('staff_sessions').set({ last_seen_at: lastSeenAt }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteStaffSession({ kysely }: ClinicDatabase, tokenHash: string): Promise<void> {
  await kysely.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Sessions past their absolute expiry or idle too long. */
export async function deleteExpiredStaffSessions({ kysely }: ClinicDatabase, { nowMs, idleMs }: { nowMs: number; idleMs: number }): Promise<void> {
  await kysely
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', nowMs), eb('last_seen_at', '<=', nowMs - idleMs)]))
    .execute();
}
