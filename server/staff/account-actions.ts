import {
  changeStaffPassword,
  createStaffUser,
  findStaffAccount,
  listStaffAccountEvents,
  listStaffAccounts,
  setStaffDisabled,
  setStaffRole,
} from '../db/staff-repository';
import { hashPassword, passwordProblem } from './password-hashing';
import type { StaffContext } from './staff-context';
import { ADMIN_ROLE, STAFF_ROLES, isStaffRole, roleLabel } from './staff-permissions';
import { normalizeUsername, usernameProblem } from './staff-username';

/**
 * What an admin can do to staff accounts, once for the pages and the API: list them, open one,
 * add one, change its role, disable or enable it, set a new password. Each answers what happened
 * (with a message per field when the input is refused); the routes only word it. Passwords follow
 * the command line's rules (passwordProblem) and are hashed the same way.
 */

type AccountField = 'username' | 'role' | 'password' | 'confirm';
export type FieldErrors = Partial<Record<AccountField, string>>;

export type AccountActionOutcome =
  | { ok: true; username: string; changed: boolean }
  | { ok: false; reason: 'invalid'; errors: FieldErrors }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'last-admin'; message: string };

const ROLE_LABELS = STAFF_ROLES.map(roleLabel);
const ROLE_ERROR = `Choose a role: ${ROLE_LABELS.length > 1 ? `${ROLE_LABELS.slice(0, -1).join(', ')} or ${ROLE_LABELS.at(-1)}` : ROLE_LABELS[0]}.`;
const CONFIRM_ERROR = 'The two passwords are not the same. Type the password again in both fields.';

/**
 * Why the last active admin cannot be disabled or given another role. Only an active admin can
 * ask, so the last one is always the one asking.
 */
function lastAdminMessage(change: 'disable' | 'role'): string {
  const what = change === 'disable' ? 'disabled' : 'given another role';
  return `You are the only active admin, so your account cannot be ${what}: nobody could manage accounts any more. Make another account admin first.`;
}

/** The password's problem, then (when a confirmation is asked for) whether both fields agree. */
function passwordErrors(password: string, confirm: string | undefined): FieldErrors {
  const problem = password === '' ? 'Enter a password.' : passwordProblem(password);
  if (problem) return { password: problem };
  return confirm !== undefined && confirm !== password ? { confirm: CONFIRM_ERROR } : {};
}

export interface NewAccount {
  username: string;
  role: string;
  password: string;
  /** The password typed a second time (the page asks for it; the API does not). */
  confirm?: string;
}

export function accountActions(context: StaffContext) {
  const { db } = context;
  const change = (actor: string) => ({ actor, at: context.now() });

  return {
    list: () => listStaffAccounts(db),

    /** The account and the record of changes to it; undefined when there is no such account. */
    async open(typedUsername: string) {
      const username = normalizeUsername(typedUsername);
      const account = await findStaffAccount(db, username);
      return account ? { account, history: await listStaffAccountEvents(db, username) } : undefined;
    },

    async create(input: NewAccount, actor: string): Promise<AccountActionOutcome> {
      const username = normalizeUsername(input.username);
      const errors: FieldErrors = {
        ...(usernameProblem(username) ? { username: username === '' ? 'Enter a username.' : usernameProblem(username) } : {}),
        ...(isStaffRole(input.role) ? {} : { role: ROLE_ERROR }),
        ...passwordErrors(input.password, input.confirm),
      };
      if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
      const passwordHash = await hashPassword(input.password, context.passwordCost);
      const created = await createStaffUser(db, { username, passwordHash, role: input.role }, change(actor));
      if (!created) return { ok: false, reason: 'invalid', errors: { username: `There is already an account "${username}". Choose another username.` } };
      return { ok: true, username, changed: true };
    },

    async setRole(typedUsername: string, role: string, actor: string): Promise<AccountActionOutcome> {
      const username = normalizeUsername(typedUsername);
      if (!isStaffRole(role)) return { ok: false, reason: 'invalid', errors: { role: ROLE_ERROR } };
      const outcome = await setStaffRole(db, username, role, ADMIN_ROLE, change(actor));
      if (!outcome.ok && outcome.reason === 'last-admin') return { ok: false, reason: 'last-admin', message: lastAdminMessage('role') };
      return outcome.ok ? { ok: true, username, changed: outcome.changed } : { ok: false, reason: 'not-found' };
    },

    /** Disabling ends every session of the account at once. */
    async setDisabled(typedUsername: string, disabled: boolean, actor: string): Promise<AccountActionOutcome> {
      const username = normalizeUsername(typedUsername);
      const outcome = await setStaffDisabled(db, username, disabled, ADMIN_ROLE, change(actor));
      if (!outcome.ok && outcome.reason === 'last-admin') return { ok: false, reason: 'last-admin', message: lastAdminMessage('disable') };
      return outcome.ok ? { ok: true, username, changed: outcome.changed } : { ok: false, reason: 'not-found' };
    },

    /** A new password; every session of the account ends (as with `staff:passwd`). */
    async resetPassword(typedUsername: string, password: string, confirm: string | undefined, actor: string): Promise<AccountActionOutcome> {
      const username = normalizeUsername(typedUsername);
      if (!(await findStaffAccount(db, username))) return { ok: false, reason: 'not-found' };
      const errors = passwordErrors(password, confirm);
      if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
      const changed = await changeStaffPassword(db, username, await hashPassword(password, context.passwordCost), change(actor));
      return changed ? { ok: true, username, changed: true } : { ok: false, reason: 'not-found' };
    },
  };
}
