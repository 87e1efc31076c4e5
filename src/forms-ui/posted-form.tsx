import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { FORM_POST_QUERY_KEY, type FormPostState } from '../forms/form-post-state';

/** What a form starts from: empty, or what the visitor posted without JavaScript and its messages. */
export interface InitialFormState<TValues extends FieldValues> {
  values: TValues;
  /** For react-hook-form's `errors` option: shown at once, and each cleared as its field is corrected. */
  errors?: FieldErrors<TValues>;
  /** The submission as a whole failed (see FormPostState.message). */
  message?: string;
  /** Whether the form shows a posted submission. */
  posted: boolean;
}

/**
 * What the visitor has typed into the server's form before its script arrived (the form's script
 * loads when the visitor reaches for it): hydration must start from it, not erase it. The form's
 * element id is its FormPostState name. Nothing on the server, or on a client navigation.
 */
function typedBeforeHydration<TValues extends FieldValues>(formId: string, empty: TValues): TValues | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(formId) as HTMLFormElement | null;
  if (element?.tagName !== 'FORM') return undefined;
  const values = { ...empty };
  let typed = false;
  for (const name of Object.keys(empty)) {
    const control = element.elements.namedItem(name);
    const value = control && 'value' in control ? control.value : '';
    if (typeof value === 'string' && value !== '') {
      (values as Record<string, string>)[name] = value;
      typed = true;
    }
  }
  return typed ? values : undefined;
}

/**
 * The form's starting state. Normally empty, or what the visitor typed before the form's script
 * arrived; when the server is answering a form posted without JavaScript (FormPostState in the
 * query cache, for this form), what was posted and the shared rules' messages. Read once, then
 * dropped from the cache, so coming back to the page later shows an empty form again.
 */
export function useInitialFormState<TValues extends FieldValues>(form: FormPostState['form'], empty: TValues): InitialFormState<TValues> {
  const queryClient = useQueryClient();
  const [initial] = useState<InitialFormState<TValues>>(() => {
    const posted = queryClient.getQueryData<FormPostState>(FORM_POST_QUERY_KEY);
    if (posted?.form !== form) return { values: typedBeforeHydration(form, empty) ?? empty, posted: false };
    const values = { ...empty };
    for (const name of Object.keys(empty)) {
      if (typeof posted.values[name] === 'string') (values as Record<string, string>)[name] = posted.values[name];
    }
    const entries = Object.entries(posted.errors).filter(([name]) => name in empty);
    return {
      values,
      errors: entries.length ? (Object.fromEntries(entries.map(([name, message]) => [name, { type: 'server', message }])) as FieldErrors<TValues>) : undefined,
      message: posted.message,
      posted: true,
    };
  });
  useEffect(() => {
    if (initial.posted) queryClient.removeQueries({ queryKey: FORM_POST_QUERY_KEY });
  }, [initial.posted, queryClient]);
  return initial;
}

/** A field's registration, plus its posted value as the control's initial value (so the server's HTML shows it). */
export type FieldRegistration = UseFormRegisterReturn & { defaultValue?: string };

export function withInitialValue(registration: UseFormRegisterReturn, initial: InitialFormState<FieldValues>): FieldRegistration {
  return initial.posted ? { ...registration, defaultValue: String(initial.values[registration.name] ?? '') } : registration;
}

/**
 * At the top of a form the server showed again: what went wrong, each message a link to its
 * field, the way public-service forms do it (the page opens at the form, see the form's
 * `action`). It follows the form's current errors, so as the visitor corrects each field its
 * line goes, and the box with the last one.
 */
export function FormErrorSummary({
  title,
  initial,
  errors,
  fields,
}: {
  /** Over the lines: "Please check the form", in the page's language. */
  title: string;
  initial: InitialFormState<FieldValues>;
  errors: FieldErrors;
  /** In form order: the field's name, its label and its control's id. */
  fields: ReadonlyArray<readonly [name: string, label: string, id: string]>;
}) {
  if (!initial.posted) return null;
  const lines = fields.flatMap(([name, label, id]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? [{ label, id, message }] : [];
  });
  if (lines.length === 0 && !initial.message) return null;
  return (
    <div className="form-summary form-field--wide" role="alert">
      <p className="form-summary__title">{lines.length ? title : initial.message}</p>
      {lines.length > 0 && (
        <>
          {initial.message && <p className="form-summary__message">{initial.message}</p>}
          <ul>
            {lines.map((line) => (
              <li key={line.id}>
                <a href={`#${line.id}`}>
                  {line.label}: {line.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
