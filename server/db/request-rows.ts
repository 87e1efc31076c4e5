import type { Selectable } from 'kysely';
import { REQUEST_FORMS, type FieldValues, type RequestKind } from '../../src/forms/request-fields';
import type { Language } from '../../src/i18n/languages';
import type { CancellingParty, DatabaseTables } from './database-schema';

/**
 * A request's fields to and from its row of the `requests` table, by the columns the field
 * descriptors name (src/forms/request-fields.ts).
 */

type RequestRow = Selectable<DatabaseTables['requests']>;

/** A request as the server reads it: what it is and where it stands, and its fields by name. */
export interface StoredRequest {
  kind: RequestKind;
  id: number;
  reference: string;
  /** The form's fields by name, in their stored form ('' for none). */
  values: FieldValues;
  /** ISO 8601, UTC. */
  receivedAt: string;
  status: RequestRow['status'];
  statusChangedAt: string | null;
  erasedAt: string | null;
  erasedBy: string | null;
  /** The slot the clinic confirmed (the latest, after a reschedule); null before. */
  slot: VisitSlot | null;
  /** Who cancelled, while cancelled. */
  cancelledBy: CancellingParty | null;
  /** Raised on each confirmation, change and cancellation (the calendar file's SEQUENCE). */
  visitSequence: number;
  /** The language the patient used the site in: their e-mails are in it, staff see it. */
  language: Language;
}

/** A visit's confirmed slot: the clinic's date (`YYYY-MM-DD`) and time (`HH:mm`), the branch's id, and the dentist's id if one was named. */
export interface VisitSlot {
  date: string;
  time: string;
  branchId: string;
  dentistId: string | null;
}

/** The slot columns of a row (a request's `confirmed_…`, an event's `slot_…`), or null when it has none. */
export function slotOf(date: string | null, time: string | null, branchId: string | null, dentistId: string | null): VisitSlot | null {
  return date && time && branchId ? { date, time, branchId, dentistId: dentistId || null } : null;
}

/** The field columns of a new row of `kind`; an optional field left empty is null (the branch: none chosen). */
export function fieldColumns(kind: RequestKind, values: FieldValues): Partial<RequestRow> {
  return Object.fromEntries(
    REQUEST_FORMS[kind].map((field) => {
      const value = values[field.name] ?? '';
      return [field.column, value === '' && field.column === 'branch_id' ? null : value];
    }),
  );
}

export function storedRequest(row: RequestRow): StoredRequest {
  return {
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    values: Object.fromEntries(REQUEST_FORMS[row.kind].map((field) => [field.name, row[field.column] ?? ''])),
    receivedAt: row.created_at,
    status: row.status,
    statusChangedAt: row.status_changed_at,
    erasedAt: row.erased_at,
    erasedBy: row.erased_by,
    slot: slotOf(row.confirmed_date, row.confirmed_time, row.confirmed_branch_id, row.confirmed_dentist_id),
    cancelledBy: row.cancelled_by,
    visitSequence: row.visit_sequence,
    language: row.language,
  };
}
