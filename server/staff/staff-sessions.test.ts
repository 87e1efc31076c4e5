import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { createStaffUser, changeStaffPassword, findStaffAccount, removeStaffUser, setStaffDisabled, setStaffRole } from '../db/staff-repository';
import { hashPassword } from './password-hashing';
import {
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  clearedSessionCookie,
  createStaffSessions,
  hashToken,
  readSessionCookie,
  sessionCookie,
  type StaffSessions,
} from './staff-sessions';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const PASSWORD = 'correct horse battery staple';
const T0 = Date.UTC(2026, 4, 10, 9);

let db: TestDatabase;
let sessions: StaffSessions;

beforeEach(async () => {
  db = await openTestDatabase();
  await createStaffUser(db, { username: 'asha', passwordHash: await hashPassword(PASSWORD, CHEAP), role: 'admin' }, { actor: 'test', at: new Date(T0) });
  sessions = createStaffSessions(db, { decoyCost: CHEAP });
});
afterEach(async () => {
  await db.close();
});

async function signIn(nowMs = T0, previousToken?: string): Promise<string> {
  const result = await sessions.signIn('asha', PASSWORD, { nowMs, previousToken });
  if (!result.ok) throw new Error('sign-in failed');
  return result.token;
}

describe('staff sessions', () => {
  it('stores only a hash of the token', async () => {
    const token = await signIn();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.kysely.selectFrom('staff_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong password or an unknown user, and opens nothing', async () => {
    expect(await sessions.signIn('asha', 'wrong password!!', { nowMs: T0 })).toEqual({ ok: false, reason: 'wrong-credentials' });
    expect(await sessions.signIn('nobody', PASSWORD, { nowMs: T0 })).toEqual({ ok: false, reason: 'wrong-credentials' });
    expect(await db.kysely.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
  });

  it('resumes a live session and ends it at sign-out', async () => {
    const token = await signIn();
    expect(await sessions.resume(token, T0 + 1000)).toMatchObject({ username: 'asha', expiresAt: T0 + SESSION_LIFETIME_MS });
    await sessions.signOut(token);
    expect(await sessions.resume(token, T0 + 2000)).toBeUndefined();
  });

  it('rotates on sign-in: a new token, and the previous one ends', async () => {
    const first = await signIn();
    const second = await signIn(T0 + 1000, first);
    expect(second).not.toBe(first);
    expect(await sessions.resume(first, T0 + 2000)).toBeUndefined();
    expect(await sessions.resume(second, T0 + 2000)).toBeDefined();
  });

  it('expires 12 hours after sign-in even when used, and after 2 hours idle', async () => {
    const busy = await signIn();
    for (let t = T0; t < T0 + SESSION_LIFETIME_MS; t += SESSION_IDLE_MS / 2) expect(await sessions.resume(busy, t)).toBeDefined();
    expect(await sessions.resume(busy, T0 + SESSION_LIFETIME_MS)).toBeUndefined();

    const idle = await signIn();
    expect(await sessions.resume(idle, T0 + SESSION_IDLE_MS - 1)).toBeDefined();
    // Used just now: idle time counts from there (last use is recorded at most once a minute).
    expect(await sessions.resume(idle, T0 + 2 * SESSION_IDLE_MS - 120_000)).toBeDefined();
    expect(await sessions.resume(idle, T0 + 3 * SESSION_IDLE_MS)).toBeUndefined();
  });

  it('ends every session of an account whose password changes, or which is removed', async () => {
    const token = await signIn();
    await changeStaffPassword(db, 'asha', await hashPassword('another long password', CHEAP), { actor: 'test', at: new Date(T0) });
    expect(await sessions.resume(token, T0 + 1)).toBeUndefined();
    const again = await sessions.signIn('asha', 'another long password', { nowMs: T0 });
    expect(again.ok).toBe(true);
    await removeStaffUser(db, 'asha', { actor: 'test', at: new Date(T0) });
    expect(await sessions.resume(again.ok ? again.token : '', T0 + 1)).toBeUndefined();
  });

  it('a disabled account: its sessions end at once, and it cannot sign in (told so only with the right password) until enabled', async () => {
    const token = await signIn();
    expect(await sessions.resume(token, T0 + 1)).toMatchObject({ username: 'asha', role: 'admin' });
    // Not the last active admin, so it may be disabled.
    await createStaffUser(db, { username: 'ravi', passwordHash: await hashPassword(PASSWORD, CHEAP), role: 'admin' }, { actor: 'test', at: new Date(T0) });
    expect(await setStaffDisabled(db, 'asha', true, 'admin', { actor: 'ravi', at: new Date(T0) })).toEqual({ ok: true, changed: true });
    expect(await sessions.resume(token, T0 + 2)).toBeUndefined();
    expect(await db.kysely.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
    expect(await sessions.signIn('asha', PASSWORD, { nowMs: T0 + 3 })).toEqual({ ok: false, reason: 'disabled' });
    expect(await sessions.signIn('asha', 'wrong password!!', { nowMs: T0 + 3 })).toEqual({ ok: false, reason: 'wrong-credentials' });
    expect(await db.kysely.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);

    expect(await setStaffDisabled(db, 'asha', false, 'admin', { actor: 'ravi', at: new Date(T0) })).toEqual({ ok: true, changed: true });
    expect((await sessions.signIn('asha', PASSWORD, { nowMs: T0 + 4 })).ok).toBe(true);
  });

  it('a session left behind by a disabled account opens nothing', async () => {
    const token = await signIn();
    // As if the delete had been missed: the account is marked disabled behind the repository's back.
    await db.kysely
      .updateTable('staff_users')
      .set({ disabled_at: new Date(T0).toISOString(), disabled_by: 'test' })
      .execute();
    expect(await sessions.resume(token, T0 + 1)).toBeUndefined();
  });

  it('reads the role on every request, so a change of role applies to open sessions', async () => {
    const token = await signIn();
    await createStaffUser(db, { username: 'ravi', passwordHash: await hashPassword(PASSWORD, CHEAP), role: 'admin' }, { actor: 'test', at: new Date(T0) });
    await setStaffRole(db, 'asha', 'front-desk', 'admin', { actor: 'ravi', at: new Date(T0) });
    expect(await sessions.resume(token, T0 + 1)).toMatchObject({ username: 'asha', role: 'front-desk' });
  });

  it('records the last sign-in', async () => {
    expect((await findStaffAccount(db, 'asha'))?.lastSignedInAt).toBeNull();
    await signIn(T0 + 5000);
    expect((await findStaffAccount(db, 'asha'))?.lastSignedInAt).toBe(new Date(T0 + 5000).toISOString());
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /staff, with a lifetime, and Secure over HTTPS', () => {
    expect(sessionCookie('tok', { secure: false, maxAgeMs: 3_600_000 })).toBe('staff_session=tok; Path=/staff; Max-Age=3600; HttpOnly; SameSite=Strict');
    expect(sessionCookie('tok', { secure: true, maxAgeMs: 3_600_000 })).toBe('staff_session=tok; Path=/staff; Max-Age=3600; HttpOnly; SameSite=Strict; Secure');
    expect(clearedSessionCookie({ secure: false })).toBe('staff_session=; Path=/staff; Max-Age=0; HttpOnly; SameSite=Strict');
  });

  it('is read from a Cookie header only when it has the shape of a token', () => {
    const token = 'a'.repeat(43);
    expect(readSessionCookie(`theme=dark; staff_session=${token}; other=1`)).toBe(token);
    expect(readSessionCookie('staff_session=short')).toBeUndefined();
    expect(readSessionCookie(`staff_session=${'a'.repeat(42)};`)).toBeUndefined();
    expect(readSessionCookie(undefined)).toBeUndefined();
    expect(readSessionCookie('xstaff_session=' + token)).toBeUndefined();
  });
});
