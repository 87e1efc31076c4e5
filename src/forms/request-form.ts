/**
 * What the forms and the API do with a request's fields, read from their descriptors
 * (request-fields.ts): the form's empty state, the payload it sends, the check of a payload,
 * and the fields of a form posted without JavaScript. The browser's react-hook-form forms and
 * the server go through the same functions, so the same typing gives the same request.
 */
import { readTextFields, type PayloadValidation } from './payload-shape';
import { REQUEST_FORMS, type DisplayContext, type FieldDescriptor, type FieldValues, type RequestKind, type RuleContext } from './request-fields';
import { trimmedText } from './text-value';

/** The fields a visitor fills in (a fixed field, such as the country code, is not on the form). */
export function formFields(kind: RequestKind): FieldDescriptor[] {
  return REQUEST_FORMS[kind].filter((field) => field.control);
}

export function emptyValues(kind: RequestKind): FieldValues {
  return Object.fromEntries(formFields(kind).map((field) => [field.name, '']));
}

/** The field's value in its stored form (see FieldDescriptor.parse), trimmed. */
function parsed(field: FieldDescriptor, value: unknown, context: DisplayContext): string {
  const text = trimmedText(value);
  return field.parse ? field.parse(text, context) : text;
}

/** The field's rule on what the visitor typed, then the form's own (FieldDescriptor.formRule): react-hook-form's `validate`. */
export function checkField(field: FieldDescriptor, value: unknown, values: FieldValues, context: RuleContext): string | true {
  const text = parsed(field, value, context);
  const result = field.rule(text, values, context);
  return result === true && field.formRule ? field.formRule(text, values, context) : result;
}

/** Whether the form asks for the field: required by the API, or by the form's own rule when left empty. */
export function requiredOnForm(field: FieldDescriptor, context: RuleContext): boolean {
  return field.required || (field.formRule !== undefined && field.formRule('', {}, context) !== true);
}

/** The API's payload from the form's values: every field trimmed, the fixed ones with their value. */
export function toPayload(kind: RequestKind, values: FieldValues): FieldValues {
  return Object.fromEntries(REQUEST_FORMS[kind].map((field) => [field.name, field.fixedValue ?? trimmedText(values[field.name])]));
}

/**
 * A payload as the API receives it: only the form's fields, text in each, every rule in form
 * order (the first failure is the headline message). The values come back in their stored form.
 * `asForm`: the form's own rules too (FieldDescriptor.formRule), for a form posted without JavaScript.
 */
export function validatePayload(kind: RequestKind, body: unknown, context: RuleContext, { asForm = false } = {}): PayloadValidation<FieldValues> {
  const fields = REQUEST_FORMS[kind];
  const shape = readTextFields(
    body,
    fields.map((field) => field.name),
  );
  if (!shape.ok) return shape;
  const values = Object.fromEntries(fields.map((field) => [field.name, parsed(field, shape.text[field.name], context)]));
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const result = field.rule(values[field.name], values, context);
    const formResult = result === true && asForm && field.formRule ? field.formRule(values[field.name], values, context) : result;
    if (formResult !== true) errors[field.name] = formResult;
  }
  const [firstMessage] = Object.values(errors);
  return firstMessage === undefined ? { ok: true, value: values } : { ok: false, message: firstMessage, fields: errors };
}

/** The fields whose form rule (FieldDescriptor.formRule) refuses the form's values, which the API would take. */
export function formRuleErrors(kind: RequestKind, values: FieldValues, context: RuleContext): string[] {
  return REQUEST_FORMS[kind].filter((field) => field.formRule && field.formRule(parsed(field, values[field.name], context), values, context) !== true).map((field) => field.name);
}

/**
 * The fields of a form posted the classic way (application/x-www-form-urlencoded), as text:
 * only the form's own fields (anything else is ignored, as the form never sends it), the first
 * value of a repeated field, '' for a missing one. The payload's rules then read them as the
 * API reads the script's payload (a phone number loses its separators and +91 there).
 */
export function readPostedValues(kind: RequestKind, body: unknown): FieldValues {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    formFields(kind).map(({ name }) => {
      const raw = Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
      const value = Array.isArray(raw) ? raw[0] : raw;
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}
