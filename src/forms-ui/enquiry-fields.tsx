/** The fields both enquiry forms share: personal details first, the message last. */
import type { FieldErrors } from 'react-hook-form';
import { FormField, PhoneField } from './form-field';
import type { FieldRegistration } from './posted-form';

type PersonalDetailName = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

/** Each field's label, in form order: the same words on the field and in the error summary. */
const PERSONAL_DETAIL_LABELS: Record<PersonalDetailName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Mobile number',
};
export const MESSAGE_LABEL = 'Message';

/** The personal details' lines of a form's error summary (`FormErrorSummary`'s `fields`), in form order. */
export function personalDetailsSummaryFields(idFor: (name: PersonalDetailName) => string) {
  return (Object.keys(PERSONAL_DETAIL_LABELS) as PersonalDetailName[]).map((name) => [name, PERSONAL_DETAIL_LABELS[name], idFor(name)] as const);
}

export interface PersonalDetailsFieldsProps {
  /** The element id of each field's control (unique on the page). */
  idFor: (name: PersonalDetailName) => string;
  registrations: Record<PersonalDetailName, FieldRegistration>;
  errors: FieldErrors<Record<PersonalDetailName, string>>;
}

/**
 * First name, last name, email and mobile number: the fields both forms open with, in that order, with the autocomplete hints phones use to fill them in one tap.
 */
export function PersonalDetailsFields({ idFor, registrations, errors }: PersonalDetailsFieldsProps) {
  return (
    <>
      <FormField id={idFor('firstName')} label={PERSONAL_DETAIL_LABELS.firstName} required error={errors.firstName?.message}>
        {(control) => <input {...control} type="text" autoComplete="given-name" {...registrations.firstName} />}
      </FormField>
      <FormField id={idFor('lastName')} label={PERSONAL_DETAIL_LABELS.lastName} required error={errors.lastName?.message}>
        {(control) => <input {...control} type="text" autoComplete="family-name" {...registrations.lastName} />}
      </FormField>
      <FormField id={idFor('email')} label={PERSONAL_DETAIL_LABELS.email} required error={errors.email?.message}>
        {(control) => <input {...control} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...registrations.email} />}
      </FormField>
      <PhoneField
        id={idFor('phoneNumber')}
        label={PERSONAL_DETAIL_LABELS.phoneNumber}
        error={errors.phoneNumber?.message}
        registration={registrations.phoneNumber}
      />
    </>
  );
}

/** The optional message both forms close with, across the full width. */
export function MessageField({ id, registration, error, rows }: { id: string; registration: FieldRegistration; error?: string; rows: number }) {
  return (
    <FormField id={id} label={MESSAGE_LABEL} className="form-field--wide" error={error}>
      {(control) => <textarea {...control} rows={rows} {...registration} />}
    </FormField>
  );
}
