/**
 * A request form's fields, rendered from their descriptors (src/forms/request-fields.ts) in form
 * order: each field's control, label and message, the error summary of a form the server showed
 * again, and react-hook-form's registration with the field's shared rule.
 */
import { useId, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { hoursOn } from '../content/branch-hours';
import { useContentIndex, useSite } from '../content/content-context';
import { appointmentChoices } from '../content/derived-lists';
import { bookingRulesFromSite, lastBookableDate, lastBookableTime } from '../forms/booking-rules';
import { BRANCH_QUERY_PARAM, chosenBranch } from '../forms/branch-rules';
import { clinicToday } from '../forms/clinic-clock';
import type { FormDictionary } from '../forms/form-dictionary';
import type { FormPostState } from '../forms/form-post-state';
import type { FieldDescriptor, FieldValues, RequestKind, RuleContext } from '../forms/request-fields';
import { checkField, emptyValues, formFields, requiredOnForm } from '../forms/request-form';
import { useFormDictionary } from './form-dictionary-loader';
import { ChoiceField, FormField, PhoneField } from './form-field';
import { FormErrorSummary, useInitialFormState, withInitialValue, type FieldRegistration, type InitialFormState } from './posted-form';

/** The form's section type: its element id, and its name in a FormPostState. */
export const FORM_SECTION: Record<RequestKind, FormPostState['form']> = { contact: 'contact-form', appointment: 'appointment-form' };

const now = () => new Date();

/** What the rules read, from the content: the treatments, the branches, the booking limits, the clock; and the page's language. */
function useRuleContext(dictionary: FormDictionary): RuleContext {
  const index = useContentIndex();
  const site = useSite();
  return useMemo(
    () => ({ treatments: appointmentChoices(index), branches: index.branches, booking: bookingRulesFromSite(site), now, dictionary }),
    [index, site, dictionary],
  );
}

/** The empty form, with the branch the page's address names (`?branch=<id>`, the branch pages' "Book at this branch") chosen. */
function useStartingValues(kind: RequestKind, context: RuleContext): FieldValues {
  const [searchParams] = useSearchParams();
  const asked = chosenBranch(context.branches, searchParams.get(BRANCH_QUERY_PARAM) ?? undefined)?.id;
  return useMemo(() => {
    const values = emptyValues(kind);
    return asked !== undefined && 'branch' in values ? { ...values, branch: asked } : values;
  }, [kind, asked]);
}

export interface RequestForm {
  kind: RequestKind;
  context: RuleContext;
  /** The words of the form and its messages, in the page's language. */
  dictionary: FormDictionary;
  form: UseFormReturn<FieldValues>;
  initial: InitialFormState<FieldValues>;
  fields: FieldDescriptor[];
  registrations: Record<string, FieldRegistration>;
  idFor: (name: string) => string;
  empty: FieldValues;
}

/** The form of one kind of request: empty, or what was posted without JavaScript with the server's messages (posted-form.tsx). */
export function useRequestForm(kind: RequestKind): RequestForm {
  const dictionary = useFormDictionary();
  const context = useRuleContext(dictionary);
  const uid = useId();
  const empty = useStartingValues(kind, context);
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
  return { kind, context, dictionary, form, initial, fields, registrations, idFor: (name) => `${uid}-${name}`, empty };
}

function FieldControl({ field, requestForm, messageRows }: { field: FieldDescriptor; requestForm: RequestForm; messageRows: number }) {
  const { registrations, idFor, context, form, dictionary } = requestForm;
  const registration = registrations[field.name];
  const error = form.formState.errors[field.name]?.message;
  const label = dictionary.labels[field.name];
  const common = { id: idFor(field.name), label, required: requiredOnForm(field, context), error };
  // Today in the clinic's time zone, whatever the visitor's time zone: the date input's minimum.
  const [today] = useState(() => clinicToday(now(), context.booking.timeZone));
  switch (field.control?.kind) {
    case 'phone':
      return <PhoneField id={common.id} label={label} error={error} registration={registration} />;
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
    case 'branch': {
      const recheck = field.control.recheck;
      const { defaultValue: _posted, ...radio } = registration;
      const start = requestForm.initial.values[field.name];
      return (
        <ChoiceField
          {...common}
          className="form-field--wide"
          choices={context.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          defaultValue={start}
          registration={{
            ...radio,
            onChange: async (event) => {
              await radio.onChange(event);
              for (const name of recheck) if (form.getValues(name)) void form.trigger(name);
            },
          }}
        />
      );
    }
    case 'treatment':
      return (
        <FormField {...common} className="form-field--wide">
          {(control) => (
            <select {...control} {...registration}>
              <option value="">{dictionary.form.selectTreatment}</option>
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
    case 'time': {
      // The hours of the chosen branch on the chosen date, else the clinic's (a hint for the browser's picker; the rule decides).
      const [branchId, date] = form.watch(['branch', 'date']) as [string | undefined, string | undefined];
      const branch = chosenBranch(context.branches, branchId);
      const hours = branch && date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? hoursOn(branch, date) : undefined;
      const { opens, closes } = hours ?? context.booking;
      return <FormField {...common}>{(control) => <input {...control} type="time" min={opens} max={lastBookableTime(closes)} {...registration} />}</FormField>;
    }
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
  const { fields, initial, form, idFor, dictionary } = requestForm;
  return (
    <>
      <FormErrorSummary
        title={dictionary.form.checkTheForm}
        initial={initial}
        errors={form.formState.errors}
        fields={fields.map((field) => [field.name, dictionary.labels[field.name], idFor(field.name)] as const)}
      />
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} requestForm={requestForm} messageRows={messageRows} />
      ))}
    </>
  );
}
