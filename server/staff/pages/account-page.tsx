/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { StaffAccountEvent, StaffAccount } from '../../db/staff-repository';
import type { FieldErrors } from '../account-actions';
import { formatClinicTime } from '../staff-format';
import { roleLabel } from '../staff-permissions';
import { ACCOUNTS_PATH, accountActionPath } from '../staff-paths';
import { NewPasswordFields, RoleBadge, StateBadge, lastSignIn } from './account-parts';
import { RoleChoice } from './form-fields';
import { Notice } from './notice';

export interface AccountPageProps {
  account: StaffAccount;
  history: StaffAccountEvent[];
  viewer: string;
  timeZone: string;
  notice?: string;
  /** Why the last change was refused, shown in the section of the form that made it. */
  roleError?: string;
  stateError?: string;
  passwordErrors?: FieldErrors;
}

function describeEvent(event: StaffAccountEvent): string {
  switch (event.action) {
    case 'create':
      return `Created as ${roleLabel(event.role ?? '')}`;
    case 'role':
      return `Role changed to ${roleLabel(event.role ?? '')}`;
    case 'disable':
      return 'Disabled';
    case 'enable':
      return 'Enabled';
    case 'password':
      return 'Password changed';
    case 'remove':
      return 'Removed';
  }
}

function Alert({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="notice notice--error" role="alert">
      {text}
    </p>
  ) : null;
}

/** One account: what it is, then a form for each change an admin can make, and the record of changes. */
export function AccountPage({ account, history, viewer, timeZone, notice, roleError, stateError, passwordErrors = {} }: AccountPageProps) {
  const self = account.username === viewer;
  const name = self ? 'your account' : account.username;
  return (
    <>
      <p className="back">
        <a href={ACCOUNTS_PATH}>← All accounts</a>
      </p>
      <Notice text={notice} />
      <header className="account-header">
        <h1 className="account__title">
          {account.username}
          {self && <span className="account__you"> (you)</span>}
        </h1>
        <RoleBadge account={account} />
        <StateBadge account={account} />
        <p className="account__seen">
          {account.disabledAt ? `Disabled ${formatClinicTime(account.disabledAt, timeZone)} by ${account.disabledBy ?? 'unknown'}. ` : ''}
          {lastSignIn(account, timeZone)}. Created {formatClinicTime(account.createdAt, timeZone)}.
        </p>
      </header>

      <section className="panel" aria-labelledby="role-title">
        <h2 id="role-title">Role</h2>
        <form className="account-form" method="post" action={accountActionPath(account.username, 'role')}>
          <RoleChoice idPrefix="change" legend={<span className="visually-hidden">Role of {account.username}</span>} checked={account.role} error={roleError} />
          <div>
            <button className="button" type="submit">
              Change role
            </button>
          </div>
        </form>
      </section>

      <section className="panel" aria-labelledby="password-title">
        <h2 id="password-title">New password</h2>
        <p className="hint">
          For a forgotten password. {self ? 'You are' : `${account.username} is`} signed out everywhere at once; tell the new password in person or by phone.
        </p>
        <form className="account-form" method="post" action={accountActionPath(account.username, 'password')}>
          <NewPasswordFields idPrefix="reset" label="New password" errors={passwordErrors} />
          <div>
            <button className="button" type="submit">
              Set new password
            </button>
          </div>
        </form>
      </section>

      {account.disabledAt ? (
        <section className="panel" aria-labelledby="state-title">
          <h2 id="state-title">Enable</h2>
          <Alert id="state-error" text={stateError} />
          <p>Enabling lets {name === 'your account' ? 'you' : account.username} sign in again with the same password.</p>
          <form method="post" action={accountActionPath(account.username, 'enable')}>
            <button className="button" type="submit">
              Enable {name}
            </button>
          </form>
        </section>
      ) : (
        <section className="panel panel--danger" aria-labelledby="state-title">
          <h2 id="state-title">Disable</h2>
          <Alert id="state-error" text={stateError} />
          <p>
            For someone who has left, or whose password may be known to others: the account cannot sign in, and every session of it ends now. Its name stays in
            the history of requests. An admin can enable it again.
          </p>
          <form method="post" action={accountActionPath(account.username, 'disable')}>
            <button className="button button--danger" type="submit" aria-describedby={stateError ? 'state-error' : undefined}>
              Disable {name}
            </button>
          </form>
        </section>
      )}

      <section className="history" aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {history.length === 0 ? (
          <p className="muted">No changes recorded: the account was made before changes were recorded.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {history.map((event, index) => (
                <tr key={index}>
                  <td>
                    <time dateTime={event.at}>{formatClinicTime(event.at, timeZone)}</time>
                  </td>
                  <td>{event.actor}</td>
                  <td>{describeEvent(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
