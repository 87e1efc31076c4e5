import type { FormDictionary } from './form-dictionary';
import { REQUEST_FORMS, readLabelOf, type DisplayContext, type FieldDescriptor, type FieldValues, type RequestKind } from './request-fields';

/**
 * A sent request as people read it: on the thank-you page, in the e-mails and in the staff
 * inbox, each field as its descriptor shows it (request-fields.ts).
 */

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  contact: 'Enquiry',
  appointment: 'Appointment request',
};

/** A request and its fields, as sent or as stored. */
export interface SentRequest {
  kind: RequestKind;
  request: FieldValues;
}

export interface SummaryLine {
  label: string;
  value: string;
}

/** A field's line in the language of `dictionary` (the visitor's page's): its name, and a date or time written out in it. */
function summaryLine(
  field: FieldDescriptor,
  value: string,
  request: FieldValues,
  context: DisplayContext,
  dictionary: FormDictionary | undefined,
): SummaryLine {
  if (!dictionary) return { label: readLabelOf(field), value: field.show!(value, request, context) };
  const label = dictionary.summary.readLabels[field.name] ?? dictionary.labels[field.name];
  const kind = field.control?.kind;
  const shown = kind === 'date' ? dictionary.summary.date(value) : kind === 'time' ? dictionary.summary.time(value) : field.show!(value, request, context);
  return { label, value: shown };
}

/** What the visitor sent, in form order, without empty fields; in the dictionary's language when given one (the thank-you page), else English. */
export function summarizeRequest({ kind, request }: SentRequest, context: DisplayContext & { dictionary?: FormDictionary }): SummaryLine[] {
  return REQUEST_FORMS[kind].flatMap((field) => {
    const value = request[field.name] ?? '';
    return field.show && value !== '' ? [summaryLine(field, value, request, context, context.dictionary)] : [];
  });
}
