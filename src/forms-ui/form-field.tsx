import type { ReactNode } from 'react';
import type { FieldRegistration } from './posted-form';
import { normalisePhoneInput, CLINIC_COUNTRY_CODE } from '../forms/phone-rules';
import { useFormDictionary } from './form-dictionary-loader';
import './form-fields.css';

/** What every form control gets from its field: its id and the accessibility wiring to its label and error. */
interface ControlAttributes {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** The field's current validation message, if any; shown under the control. */
  error?: string;
  required?: boolean;
  /** Extra ids the control is described by (e.g. a fixed prefix). */
  describedBy?: string;
  className?: string;
  /** Shown before the control, inside the same frame (e.g. the fixed country code). */
  prefix?: ReactNode;
  children: (control: ControlAttributes) => ReactNode;
}

function errorId(id: string): string {
  return `${id}-error`;
}

/** After the label: a star screen readers skip (the control itself is marked required), or the word "optional". */
function RequiredMark({ required }: { required: boolean }) {
  const { form } = useFormDictionary();
  return required ? (
    <span className="form-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className="form-field__optional">{` ${form.optional}`}</span>
  );
}

/** The field's message under it, by the id its control (or group) is described by; nothing while it is valid. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="form-field__error" id={errorId(id)}>
      {error}
    </p>
  ) : null;
}

/** A visible label, the control, and its message under it: `aria-invalid` and `aria-describedby` follow the error. */
export function FormField({ id, label, error, required = false, describedBy, className, prefix, children }: FormFieldProps) {
  const invalid = Boolean(error);
  const describedByIds = [describedBy, invalid ? errorId(id) : undefined].filter(Boolean).join(' ');
  return (
    <div className={`form-field${invalid ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className={prefix ? 'form-field__frame form-field__frame--prefixed' : 'form-field__frame'}>
        {prefix}
        {children({
          id,
          className: 'form-field__control',
          'aria-invalid': invalid,
          'aria-required': required || undefined,
          'aria-describedby': describedByIds || undefined,
        })}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The mobile number: the fixed country code shown before the input, and an input that keeps
 * digits only, at most ten, while the visitor types or pastes (the shared `normalisePhoneInput`).
 */
export function PhoneField({ id, label, error, registration }: { id: string; label: string; error?: string; registration: FieldRegistration }) {
  const prefixId = `${id}-country-code`;
  const { form } = useFormDictionary();
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      required
      describedBy={prefixId}
      prefix={
        <span className="form-field__prefix" id={prefixId}>
          <span className="visually-hidden">{`${form.countryCode} `}</span>
          {CLINIC_COUNTRY_CODE}
        </span>
      }
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          type="tel"
          inputMode="numeric"
          autoComplete="tel" // The only autofill name valid on type="tel": an autofilled +91 is dropped like a typed one.
          onChange={(event) => {
            const digits = normalisePhoneInput(event.target.value);
            if (digits !== event.target.value) event.target.value = digits;
            return registration.onChange(event);
          }}
        />
      )}
    </FormField>
  );
}

/**
 * One choice of a few, as radio buttons in a fieldset whose legend is the field's label: every
 * choice visible at once, each a large target. The error is tied to the group (its fieldset is
 * described by it) and to each radio; the id is the first radio's, so the error summary's link
 * lands on the group.
 */
export function ChoiceField({
  id,
  label,
  error,
  required = false,
  className,
  choices,
  defaultValue,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  choices: readonly { value: string; label: string }[];
  /** The choice checked in the server's HTML (posted, or asked for by the page's address). */
  defaultValue?: string;
  registration: Omit<FieldRegistration, 'defaultValue'>;
}) {
  const invalid = Boolean(error);
  return (
    // A radio group, said so: only a radiogroup may be marked required (HTML gives a fieldset no such state).
    <fieldset
      role="radiogroup"
      className={`form-field form-choice${invalid ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={invalid ? errorId(id) : undefined}
      aria-required={required || undefined}
    >
      <legend className="form-field__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="form-choice__options">
        {choices.map((choice, index) => {
          const choiceId = index === 0 ? id : `${id}-${choice.value}`;
          return (
            <label key={choice.value} className="form-choice__option" htmlFor={choiceId}>
              <input
                {...registration}
                id={choiceId}
                className="form-choice__radio"
                type="radio"
                value={choice.value}
                defaultChecked={defaultValue === choice.value}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
