/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { StaffAccount } from '../../db/staff-repository';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-hashing';
import { formatClinicTime } from '../staff-format';
import { roleLabel } from '../staff-permissions';
import { TextField } from './form-fields';

/** Pieces of an account shown in the list and on its own page. */

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not starting or ending with a space. A few unrelated words make a good one.`;

export function RoleBadge({ account }: { account: StaffAccount }) {
  return <span className={`badge badge--role badge--${account.role}`}>{roleLabel(account.role)}</span>;
}

export function StateBadge({ account }: { account: StaffAccount }) {
  return account.disabledAt ? <span className="badge badge--disabled">Disabled</span> : <span className="badge badge--active">Active</span>;
}

export function lastSignIn(account: StaffAccount, timeZone: string): string {
  return account.lastSignedInAt ? `Last signed in ${formatClinicTime(account.lastSignedInAt, timeZone)}` : 'Has not signed in yet';
}

/** A new password and the same again (`<idPrefix>-password`, `<idPrefix>-confirm`), the rule under the first. */
export function NewPasswordFields({ idPrefix, label, errors }: { idPrefix: string; label: string; errors: { password?: string; confirm?: string } }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password}
        hint={{ id: `${idPrefix}-password-hint`, text: PASSWORD_RULE }}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        name="confirm"
        label={`${label} again`}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirm}
      />
    </>
  );
}
