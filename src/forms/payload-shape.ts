/**
 * The shape checks every API payload goes through before the field rules: a JSON object, only
 * the known fields, text (or null) in each. The rules then see trimmed strings.
 */
export type PayloadValidation<TValue> = { ok: true; value: TValue } | { ok: false; message: string; fields: Record<string, string> };

/** How many unknown fields a refusal names. */
const UNKNOWN_FIELDS_NAMED = 5;

export type PayloadShape<TField extends string> = { ok: true; text: Record<TField, string> } | { ok: false; message: string; fields: Record<string, string> };

export function readTextFields<TField extends string>(body: unknown, knownFields: readonly TField[]): PayloadShape<TField> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object', fields: {} };
  }
  const record = body as Record<string, unknown>;
  const unknownFields = Object.keys(record).filter((key) => !(knownFields as readonly string[]).includes(key));
  if (unknownFields.length > 0) {
    // Only the first few are named: a body of a thousand made-up keys must not come back as a
    // long answer.
    const named = unknownFields.slice(0, UNKNOWN_FIELDS_NAMED).map((field) => (field.length > 40 ? `${field.slice(0, 40)}…` : field));
    const more = unknownFields.length - named.length;
    return {
      ok: false,
      message: `Unknown field${unknownFields.length > 1 ? 's' : ''} ${named.map((field) => `"${field}"`).join(', ')}${
        more > 0 ? ` and ${more} more (${unknownFields.length} in all)` : ''
      }; allowed fields are ${knownFields.join(', ')}`,
      fields: Object.fromEntries(named.map((field) => [field, 'Unknown field'])),
    };
  }
  const text = {} as Record<TField, string>;
  const typeErrors: Record<string, string> = {};
  for (const field of knownFields) {
    const value = record[field];
    if (value === undefined || value === null) text[field] = '';
    else if (typeof value === 'string') text[field] = value.trim();
    else typeErrors[field] = `"${field}" must be a string`;
  }
  const [firstTypeError] = Object.values(typeErrors);
  if (firstTypeError !== undefined) return { ok: false, message: firstTypeError, fields: typeErrors };
  return { ok: true, text };
}
