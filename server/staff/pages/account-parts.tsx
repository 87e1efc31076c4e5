/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { StaffAccount } from '../../db/staff-repository';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-hashing';
import { formatClinicTime } from '../staff-format';
import { roleLabel } from '../staff-permissions';

/** Pieces of an account shown in the list and on its own page. */

export const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not starting or ending with a space. A few unrelated words make a good one.`;

export function RoleBadge({ account }: { account: StaffAccount }) {
  return <span className={`badge badge--role badge--${account.role}`}>{roleLabel(account.role)}</span>;
}

export function StateBadge({ account }: { account: StaffAccount }) {
  return account.disabledAt ? <span className="badge badge--disabled">Disabled</span> : <span className="badge badge--active">Active</span>;
}

export function lastSignIn(account: StaffAccount, timeZone: string): string {
  return account.lastSignedInAt ? `Last signed in ${formatClinicTime(account.lastSignedInAt, timeZone)}` : 'Has not signed in yet';
}
