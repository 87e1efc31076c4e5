/** The fields both enquiry forms share: personal details first, the message last (SPEC §5 order). */
import type { FieldErrors } from 'react-hook-form';
import { FormField, PhoneField } from './form-field';
import type { FieldRegistration } from './posted-form';

type PersonalDetailName = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

export interface PersonalDetailsFieldsProps {
  /** The element id of each field's control (unique on the page). */
  idFor: (name: PersonalDetailName) => string;
  registrations: Record<PersonalDetailName, FieldRegistration>;
  errors: FieldErrors<Record<PersonalDetailName, string>>;
}

/**
 * First name, last name, email and mobile number: the fields both forms open with (SPEC §5), in
 * that order, with the autocomplete hints phones use to fill them in one tap.
 */
export function PersonalDetailsFields({ idFor, registrations, errors }: PersonalDetailsFieldsProps) {
  return (
    <>
      <FormField id={idFor('firstName')} label="First name" required error={errors.firstName?.message}>
        {(control) => <input {...control} type="text" autoComplete="given-name" {...registrations.firstName} />}
      </FormField>
      <FormField id={idFor('lastName')} label="Last name" required error={errors.lastName?.message}>
        {(control) => <input {...control} type="text" autoComplete="family-name" {...registrations.lastName} />}
      </FormField>
      <FormField id={idFor('email')} label="Email" required error={errors.email?.message}>
        {(control) => <input {...control} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...registrations.email} />}
      </FormField>
      <PhoneField id={idFor('phoneNumber')} label="Mobile number" error={errors.phoneNumber?.message} registration={registrations.phoneNumber} />
    </>
  );
}

/** The optional message both forms close with, across the full width. */
export function MessageField({ id, registration, error, rows }: { id: string; registration: FieldRegistration; error?: string; rows: number }) {
  return (
    <FormField id={id} label="Message" className="form-field--wide" error={error}>
      {(control) => <textarea {...control} rows={rows} {...registration} />}
    </FormField>
  );
}
