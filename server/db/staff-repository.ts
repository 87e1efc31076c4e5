import type { Kysely, Selectable } from 'kysely';
import type { DatabaseTables, StaffAccountEventAction } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { lockedForWrite, withWriteTransaction } from './write-transaction';

/**
 * Staff accounts, their sessions and the record of changes to them. Accounts are made from the
 * command line (server/staff/staff-cli.ts) or by an admin in the staff area; none is seeded.
 * Every change to an account writes a `staff_account_events` row in the same transaction.
 */

export interface StaffUser {
  id: number;
  username: string;
  passwordHash: string;
  role: string;
  disabledAt: string | null;
}

export interface StaffAccount {
  username: string;
  role: string;
  createdAt: string;
  disabledAt: string | null;
  disabledBy: string | null;
  lastSignedInAt: string | null;
}

export interface StaffSessionRecord {
  userId: number;
  username: string;
  role: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** Who made a change and when: a staff username (or `(command line)`) and the time. */
export interface AccountChange {
  actor: string;
  at: Date;
}

/** Why a change to an account was not made. */
type AccountRefusal = 'not-found' | 'last-admin';
export type AccountOutcome = { ok: true; changed: boolean } | { ok: false; reason: AccountRefusal };

export async function findStaffUser({ kysely }: ClinicDatabase, username: string): Promise<StaffUser | undefined> {
  const row = await kysely
    .selectFrom('staff_users')
    .select(['id', 'username', 'password_hash', 'role', 'disabled_at'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, passwordHash: row.password_hash, role: row.role, disabledAt: row.disabled_at };
}

const accountColumns = ['username', 'role', 'created_at', 'disabled_at', 'disabled_by', 'last_signed_in_at'] as const;

function toAccount(row: Pick<Selectable<DatabaseTables['staff_users']>, (typeof accountColumns)[number]>): StaffAccount {
  return {
    username: row.username,
    role: row.role,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    disabledBy: row.disabled_by,
    lastSignedInAt: row.last_signed_in_at,
  };
}

/** Every account, by username. */
export async function listStaffAccounts({ kysely }: ClinicDatabase): Promise<StaffAccount[]> {
  const rows = await kysely.selectFrom('staff_users').select(accountColumns).orderBy('username').execute();
  return rows.map(toAccount);
}

export async function findStaffAccount({ kysely }: ClinicDatabase, username: string): Promise<StaffAccount | undefined> {
  const row = await kysely.selectFrom('staff_users').select(accountColumns).where('username', '=', username).executeTakeFirst();
  return row && toAccount(row);
}

/** The handle of a write transaction (withWriteTransaction). */
type Connection = Kysely<DatabaseTables>;

async function recordAccountEvent(trx: Connection, username: string, action: StaffAccountEventAction, change: AccountChange, role: string | null = null) {
  await trx.insertInto('staff_account_events').values({ username, action, role, actor: change.actor, created_at: change.at.toISOString() }).execute();
}

export interface StaffAccountEvent {
  username: string;
  action: StaffAccountEventAction;
  role: string | null;
  actor: string;
  at: string;
}

/** The changes to one account, oldest first (or to every account, without a username). */
export async function listStaffAccountEvents({ kysely }: ClinicDatabase, username?: string): Promise<StaffAccountEvent[]> {
  let query = kysely.selectFrom('staff_account_events').select(['username', 'action', 'role', 'actor', 'created_at']).orderBy('id');
  if (username !== undefined) query = query.where('username', '=', username);
  const rows = await query.execute();
  return rows.map((row) => ({ username: row.username, action: row.action, role: row.role, actor: row.actor, at: row.created_at }));
}

/** Creates the account with its role; false when the username is taken. */
export async function createStaffUser(
  db: ClinicDatabase,
  account: { username: string; passwordHash: string; role: string },
  change: AccountChange,
): Promise<boolean> {
  return withWriteTransaction(db, async (trx) => {
    const result = await trx
      .insertInto('staff_users')
      .values({
        username: account.username,
        password_hash: account.passwordHash,
        role: account.role,
        created_at: change.at.toISOString(),
        password_changed_at: change.at.toISOString(),
      })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await recordAccountEvent(trx, account.username, 'create', change, account.role);
    return true;
  });
}

/** Sets a new password and ends every session of the account (a changed password locks out whoever had the old one). */
export async function changeStaffPassword(db: ClinicDatabase, username: string, passwordHash: string, change: AccountChange): Promise<boolean> {
  return withWriteTransaction(db, async (trx) => {
    const user = await lockedForWrite(db, trx.selectFrom('staff_users').select('id').where('username', '=', username)).executeTakeFirst();
    if (!user) return false;
    await trx.updateTable('staff_users').set({ password_hash: passwordHash, password_changed_at: change.at.toISOString() }).where('id', '=', user.id).execute();
    await trx.deleteFrom('staff_sessions').where('user_id', '=', user.id).execute();
    await recordAccountEvent(trx, username, 'password', change);
    return true;
  });
}

/**
 * Whether `username` is the only active account with `adminRole`. Every active admin row is
 * locked first (PostgreSQL), so two admins demoting or disabling each other at the same moment
 * cannot both pass the check and leave nobody to manage accounts.
 */
async function isLastActiveAdmin(db: ClinicDatabase, trx: Connection, username: string, adminRole: string): Promise<boolean> {
  const admins = await lockedForWrite(
    db,
    trx.selectFrom('staff_users').select('username').where('role', '=', adminRole).where('disabled_at', 'is', null),
  ).execute();
  return admins.length === 1 && admins[0].username === username;
}

/** The account's row, locked until the transaction ends: a change of role or state depends on what it is now. */
const lockedAccount = (db: ClinicDatabase, trx: Connection, username: string) =>
  lockedForWrite(db, trx.selectFrom('staff_users').select(['id', 'role', 'disabled_at']).where('username', '=', username)).executeTakeFirst();

/**
 * Gives the account another role. Refused when it would leave no active account with
 * `adminRole` (nobody could manage accounts from the staff area any more).
 */
export async function setStaffRole(db: ClinicDatabase, username: string, role: string, adminRole: string, change: AccountChange): Promise<AccountOutcome> {
  return withWriteTransaction(db, async (trx) => {
    const user = await lockedAccount(db, trx, username);
    if (!user) return { ok: false, reason: 'not-found' };
    if (user.role === role) return { ok: true, changed: false };
    if (user.role === adminRole && role !== adminRole && (await isLastActiveAdmin(db, trx, username, adminRole))) return { ok: false, reason: 'last-admin' };
    await trx.updateTable('staff_users').set({ role }).where('id', '=', user.id).execute();
    await recordAccountEvent(trx, username, 'role', change, role);
    return { ok: true, changed: true };
  });
}

/**
 * Disables the account (it cannot sign in, and its sessions end now) or enables it again.
 * Disabling the last active account with `adminRole` is refused.
 */
export async function setStaffDisabled(
  db: ClinicDatabase,
  username: string,
  disabled: boolean,
  adminRole: string,
  change: AccountChange,
): Promise<AccountOutcome> {
  return withWriteTransaction(db, async (trx) => {
    const user = await lockedAccount(db, trx, username);
    if (!user) return { ok: false, reason: 'not-found' };
    if ((user.disabled_at !== null) === disabled) return { ok: true, changed: false };
    if (disabled && user.role === adminRole && (await isLastActiveAdmin(db, trx, username, adminRole))) return { ok: false, reason: 'last-admin' };
    await trx
      .updateTable('staff_users')
      .set(disabled ? { disabled_at: change.at.toISOString(), disabled_by: change.actor } : { disabled_at: null, disabled_by: null })
      .where('id', '=', user.id)
      .execute();
    if (disabled) await trx.deleteFrom('staff_sessions').where('user_id', '=', user.id).execute();
    await recordAccountEvent(trx, username, disabled ? 'disable' : 'enable', change);
    return { ok: true, changed: true };
  });
}

/** Deletes the account and, by the foreign key, its sessions; the record of its changes stays. */
export async function removeStaffUser(db: ClinicDatabase, username: string, change: AccountChange): Promise<boolean> {
  return withWriteTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('staff_users').where('username', '=', username).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await recordAccountEvent(trx, username, 'remove', change);
    return true;
  });
}

export async function recordStaffSignIn({ kysely }: ClinicDatabase, userId: number, at: Date): Promise<void> {
  await kysely.updateTable('staff_users').set({ last_signed_in_at: at.toISOString() }).where('id', '=', userId).execute();
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
    .select([
      'staff_sessions.user_id',
      'staff_users.username',
      'staff_users.role',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    // Disabling deletes the account's sessions; this keeps a disabled account out even if one were left.
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
  return (
    row && { userId: row.user_id, username: row.username, role: row.role, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at }
  );
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
