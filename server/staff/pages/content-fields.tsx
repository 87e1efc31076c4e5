/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';
import { ErrorText } from './form-fields';

/**
 * The content forms' fields (and the lists' filter choices): label, hint, error tied to the field (aria-invalid and
 * aria-describedby), and for limited fields the limit and the count, which the article editor's
 * script keeps current as the editor types (`data-count-for`).
 */

export interface FieldProps {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shows "N of max characters" under the field; `shown`: how many a search engine shows. */
  count?: { value: string; max: number; shown?: number };
}

/**
 * For a page that keeps what was typed and the errors by field id (several forms apart): a field's
 * id and name, what it shows (what was typed, else `saved`) and its error.
 */
export const typedFields =
  (typed: Record<string, string>, errors: Record<string, string>) =>
  (id: string, name: string, saved = '') => ({ id, name, value: typed[id] ?? saved, error: errors[id] });

function describedBy(id: string, error?: string, hint?: ReactNode, count?: FieldProps['count']): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : '', count ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined;
}

function countText(count: NonNullable<FieldProps['count']>): string {
  const length = [...count.value].length;
  const shown = count.shown && length > count.shown ? `; search results show about ${count.shown}` : '';
  return `${length} of ${count.max} characters${shown}`;
}

function FieldFrame({ id, label, error, hint, count, children }: Omit<FieldProps, 'name'> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint field__hint">
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} error={error} />
      {children}
      {count && (
        <p id={`${id}-count`} className="field__count" data-count-for={id} data-max={count.max} data-shown={count.shown} aria-live="polite">
          {countText(count)}
        </p>
      )}
    </div>
  );
}

export function InputField(props: FieldProps & { value: string; maxLength?: number; required?: boolean; type?: 'text' | 'datetime-local' | 'url' | 'date' }) {
  const { id, name, error, hint, count, value, maxLength, required, type = 'text' } = props;
  return (
    <FieldFrame {...props}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, count)}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & { value: string; rows: number; required?: boolean; maxLength?: number; className?: string }) {
  const { id, name, error, hint, count, value, rows, required, maxLength, className } = props;
  return (
    <FieldFrame {...props}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        required={required}
        maxLength={maxLength}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, count)}
      />
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps & { value: string; options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  const { id, name, error, hint, value, options, placeholder } = props;
  return (
    <FieldFrame {...props}>
      <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
