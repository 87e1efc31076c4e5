/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';
import { ROLES, STAFF_ROLES } from '../staff-permissions';

/** Form pieces of the account pages, and every staff page's error text; each error tied to its field (aria-invalid, aria-describedby). */

function errorId(id: string): string {
  return `${id}-error`;
}

/**
 * A field's error, nothing without one: `id` is what the field's aria-describedby names; `alert`
 * says it at once, for an error the page opens with that no field's description carries.
 */
export function ErrorText({ id, error, alert }: { id?: string; error?: string; alert?: boolean }) {
  return error ? (
    <p id={id} className="field__error" role={alert ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}

export function TextField(props: {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  maxLength: number;
  error?: string;
  hint?: { id: string; text: string };
  defaultValue?: string;
}) {
  const { id, name, label, type, autoComplete, maxLength, error, hint, defaultValue } = props;
  const describedBy = [error ? errorId(id) : undefined, hint?.id].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <ErrorText id={errorId(id)} error={error} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hint.id} className="hint field__hint">
          {hint.text}
        </p>
      )}
    </div>
  );
}

/** One radio button per role of the permission table, each with what the role may do. */
export function RoleChoice({ idPrefix, legend, checked, error }: { idPrefix: string; legend: ReactNode; checked?: string; error?: string }) {
  const fieldsetErrorId = errorId(`${idPrefix}-role`);
  return (
    <fieldset className="role-choice" aria-describedby={error ? fieldsetErrorId : undefined}>
      <legend>{legend}</legend>
      <ErrorText id={fieldsetErrorId} error={error} />
      {STAFF_ROLES.map((role) => (
        <div className="role-choice__option" key={role}>
          <input
            id={`${idPrefix}-role-${role}`}
            type="radio"
            name="role"
            value={role}
            defaultChecked={role === checked}
            required
            aria-describedby={`${idPrefix}-role-${role}-summary`}
          />
          <label htmlFor={`${idPrefix}-role-${role}`}>
            <strong>{ROLES[role].label}</strong>
            <span id={`${idPrefix}-role-${role}-summary`} className="role-choice__summary">
              {ROLES[role].summary}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** A list of a form's errors above it, each linking to its field, announced when the page loads. */
export function ErrorSummary({ errors }: { errors: Array<{ href: string; text: string }> }) {
  if (errors.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">Please correct the following:</p>
      <ul>
        {errors.map((error) => (
          <li key={error.href}>
            <a href={error.href}>{error.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
