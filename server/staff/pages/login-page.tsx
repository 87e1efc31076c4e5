/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { SIGN_IN_PATH } from '../staff-paths';

export interface LoginPageProps {
  /** Why the last attempt failed, shown above the form and tied to both fields. */
  error?: string;
  /** What the visitor typed as username, kept after a failure (never the password). */
  username?: string;
  notice?: string;
}

export function LoginPage({ error, username, notice }: LoginPageProps) {
  const describedBy = error ? 'login-error' : undefined;
  return (
    <div className="login">
      <h1>Staff sign-in</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p id="login-error" className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <form className="login__form" method="post" action={SIGN_IN_PATH}>
        <div className="field">
          <label htmlFor="username">Username</label>
          <input
            id="username"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={64}
            defaultValue={username}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <button className="button" type="submit">
          Sign in
        </button>
      </form>
      <p className="hint">
        For clinic staff only. An admin of the staff area creates accounts and sets new passwords: ask them for an account, a new password, or to enable a
        disabled one.
      </p>
    </div>
  );
}
