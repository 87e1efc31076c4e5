/**
 * A request form's fields, rendered from their descriptors (src/forms/request-fields.ts) in form
 * order: each field's control, label and message, the error summary of a form the server showed
 * again, and react-hook-form's registration with the field's shared rule.
 */
import { useId, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useContentIndex, useSite } from '../content/content-context';
import { appointmentChoices } from '../content/derived-lists';
import { bookingRulesFromSite, lastBookableDate, lastBookableTime } from '../forms/booking-rules';
import { clinicToday } from '../forms/clinic-clock';
import type { FormPostState } from '../forms/form-post-state';
import type { FieldDescriptor, FieldValues, RequestKind, RuleContext } from '../forms/request-fields';
import { checkField, emptyValues, formFields } from '../forms/request-form';
import { FormField, PhoneField } from './form-field';
import { FormErrorSummary, useInitialFormState, withInitialValue, type FieldRegistration, type InitialFormState } from './posted-form';

/** The form's section type: its element id, and its name in a FormPostState. */
export const FORM_SECTION: Record<RequestKind, FormPostState['form']> = { contact: 'contact-form', appointment: 'appointment-form' };

const now = () => new Date();

/** What the rules read, from the content: the treatments, the booking limits, the clock. */
function useRuleContext(): RuleContext {
  const index = useContentIndex();
  const site = useSite();
  return useMemo(() => ({ treatments: appointmentChoices(index), booking: bookingRulesFromSite(site), now }), [index, site]);
}

export interface RequestForm {
  kind: RequestKind;
  context: RuleContext;
  form: UseFormReturn<FieldValues>;
  initial: InitialFormState<FieldValues>;
  fields: FieldDescriptor[];
  registrations: Record<string, FieldRegistration>;
  idFor: (name: string) => string;
  empty: FieldValues;
}

/** The form of one kind of request: empty, or what was posted without JavaScript with the server's messages (posted-form.tsx). */
export function useRequestForm(kind: RequestKind): RequestForm {
  const context = useRuleContext();
  const uid = useId();
  const empty = useMemo(() => emptyValues(kind), [kind]);
  const initial = useInitialFormState(FORM_SECTION[kind], empty);
  const form = useForm<FieldValues>({ mode: 'onChange', defaultValues: initial.values, errors: initial.errors });
  const fields = formFields(kind);
  // Registered in form order: react-hook-form focuses the first invalid field in this order.
  const registrations = Object.fromEntries(
    fields.map((field) => [
      field.name,
      withInitialValue(form.register(field.name, { validate: (value, values) => checkField(field, value, values, context) }), initial),
    ]),
  );
  return { kind, context, form, initial, fields, registrations, idFor: (name) => `${uid}-${name}`, empty };
}

function FieldControl({ field, requestForm, messageRows }: { field: FieldDescriptor; requestForm: RequestForm; messageRows: number }) {
  const { registrations, idFor, context, form } = requestForm;
  const registration = registrations[field.name];
  const error = form.formState.errors[field.name]?.message;
  const common = { id: idFor(field.name), label: field.label, required: field.required, error };
  // Today in the clinic's time zone, whatever the visitor's time zone: the date input's minimum.
  const [today] = useState(() => clinicToday(now(), context.booking.timeZone));
  switch (field.control?.kind) {
    case 'phone':
      return <PhoneField id={common.id} label={field.label} error={error} registration={registration} />;
    case 'text':
      return (
        <FormField {...common}>
          {(control) => (
            <input {...control} type="text" autoComplete={field.control?.kind === 'text' ? field.control.autoComplete : undefined} {...registration} />
          )}
        </FormField>
      );
    case 'email':
      return (
        <FormField {...common}>
          {(control) => <input {...control} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...registration} />}
        </FormField>
      );
    case 'treatment':
      return (
        <FormField {...common} className="form-field--wide">
          {(control) => (
            <select {...control} {...registration}>
              <option value="">Select a treatment</option>
              {context.treatments.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    case 'date': {
      const recheck = field.control.recheck;
      return (
        <FormField {...common}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={today}
              max={lastBookableDate(today, context.booking.horizonMonths)}
              {...registration}
              onChange={async (event) => {
                await registration.onChange(event);
                // A rule that reads this date: check again what was already entered there.
                for (const name of recheck) if (form.getValues(name)) void form.trigger(name);
              }}
            />
          )}
        </FormField>
      );
    }
    case 'time':
      return (
        <FormField {...common}>
          {(control) => <input {...control} type="time" min={context.booking.opens} max={lastBookableTime(context.booking.closes)} {...registration} />}
        </FormField>
      );
    case 'message':
      return (
        <FormField {...common} className="form-field--wide">
          {(control) => <textarea {...control} rows={messageRows} {...registration} />}
        </FormField>
      );
    default:
      return null;
  }
}

/** The error summary, then every field of the form. */
export function RequestFormFields({ requestForm, messageRows }: { requestForm: RequestForm; messageRows: number }) {
  const { fields, initial, form, idFor } = requestForm;
  return (
    <>
      <FormErrorSummary
        initial={initial}
        errors={form.formState.errors}
        fields={fields.map((field) => [field.name, field.label, idFor(field.name)] as const)}
      />
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} requestForm={requestForm} messageRows={messageRows} />
      ))}
    </>
  );
}
