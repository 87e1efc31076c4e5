/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { StaffAccount } from '../../db/staff-repository';
import type { FieldErrors } from '../account-actions';
import { ACCOUNTS_PATH, accountPagePath } from '../staff-paths';
import { NewPasswordFields, RoleBadge, StateBadge, lastSignIn } from './account-parts';
import { ErrorSummary, RoleChoice, TextField } from './form-fields';
import { Notice } from './notice';

export interface AccountsPageProps {
  accounts: StaffAccount[];
  /** Who is looking: their own account is marked "you". */
  viewer: string;
  timeZone: string;
  notice?: string;
  /** The add form's errors and what was typed (never the passwords), after a refused add. */
  errors?: FieldErrors;
  typed?: { username: string; role: string };
}

const FIELD_IDS = { username: 'new-username', role: 'new-role-admin', password: 'new-password', confirm: 'new-confirm' } as const;

function AddAccountForm({ errors = {}, typed }: { errors?: FieldErrors; typed?: { username: string; role: string } }) {
  const summary = (Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>)
    .filter((field) => errors[field])
    .map((field) => ({ href: `#${FIELD_IDS[field]}`, text: errors[field]! }));
  return (
    <section className="panel" aria-labelledby="add-title">
      <h2 id="add-title">Add a colleague</h2>
      <p className="hint">
        Choose their first password here and tell it to them in person or by phone, not by e-mail or chat. They use it to sign in at /staff.
      </p>
      <ErrorSummary errors={summary} />
      <form className="account-form" method="post" action={ACCOUNTS_PATH}>
        <TextField
          id={FIELD_IDS.username}
          name="username"
          label="Username"
          type="text"
          autoComplete="off"
          maxLength={32}
          error={errors.username}
          defaultValue={typed?.username}
          hint={{ id: 'new-username-hint', text: '2 to 32 lower-case letters, digits, dots, dashes or underscores, e.g. priya.k' }}
        />
        <RoleChoice idPrefix="new" legend="Role" checked={typed?.role} error={errors.role} />
        <NewPasswordFields idPrefix="new" label="First password" errors={errors} />
        <div>
          <button className="button" type="submit">
            Add account
          </button>
        </div>
      </form>
    </section>
  );
}

/** Every colleague's account (name, role, state, last sign-in), and the form to add one. */
export function AccountsPage({ accounts, viewer, timeZone, notice, errors, typed }: AccountsPageProps) {
  const active = accounts.filter((account) => !account.disabledAt).length;
  return (
    <>
      <div className="inbox__title">
        <h1>Accounts</h1>
        <p className="inbox__count">
          {accounts.length === 1 ? '1 account' : `${accounts.length} accounts`}, {active} active
        </p>
      </div>
      <Notice text={notice} />
      <ul className="account-list">
        {accounts.map((account) => (
          <li key={account.username} className={`account${account.disabledAt ? ' account--disabled' : ''}`}>
            <h2 className="account__name">
              <a href={accountPagePath(account.username)}>{account.username}</a>
              {account.username === viewer && <span className="account__you"> (you)</span>}
            </h2>
            <RoleBadge account={account} />
            <StateBadge account={account} />
            <p className="account__seen">{lastSignIn(account, timeZone)}</p>
          </li>
        ))}
      </ul>
      <AddAccountForm errors={errors} typed={typed} />
    </>
  );
}
