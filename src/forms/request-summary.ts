import { REQUEST_FORMS, readLabelOf, type DisplayContext, type FieldValues, type RequestKind } from './request-fields';

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

/** What the visitor sent, in form order, without empty fields. */
export function summarizeRequest({ kind, request }: SentRequest, context: DisplayContext): SummaryLine[] {
  return REQUEST_FORMS[kind].flatMap((field) => {
    const value = request[field.name] ?? '';
    return field.show && value !== '' ? [{ label: readLabelOf(field), value: field.show(value, request, context) }] : [];
  });
}
