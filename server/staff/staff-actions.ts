import { REQUEST_STATUSES, type RequestStatus } from '../db/database-schema';
import {
  eraseRequest,
  findInboxRequest,
  findPossibleDuplicates,
  listInboxRequests,
  listRequestEvents,
  type InboxFilter,
  type InboxRequest,
} from '../db/inbox-repository';
import { findOpenChangeRequests } from '../db/change-request-repository';
import { addRequestNote, changeVisit, listDayRequests, listRequestNotes, type RequestNote, type VisitChange } from '../db/visit-repository';
import { clinicToday } from '../../src/forms/clinic-clock';
import { normalizeReference } from '../../src/forms/reference-format';
import type { VisitAction } from '../visits/visit-status';
import { STATUS_LABELS } from './staff-format';
import { csvHeader, csvRows } from './csv-export';
import { parseDayQuery } from './day-query';
import { INBOX_PAGE_SIZE, parseInboxQuery } from './inbox-filter';
import type { StaffContext } from './staff-context';
import { readSlotInput, validateSlot, type SlotErrors, type SlotInput } from './visit-slot-input';
import { visitNoticesAfter } from '../visits/visit-notices';
import { visitWhatsAppHref } from './visit-whatsapp';
import { addManageToken } from '../db/manage-token-repository';
import { manageRequestHref } from '../../src/forms/manage-link';

/**
 * What staff can do, once for the pages and the API alike: list the requests, open one, move its
 * visit along (mark contacted, confirm with a slot, reschedule, cancel, mark attended or a
 * no-show), add a note, erase it, export the list, see a day. Each reads a reference as staff type
 * it (normalizeReference) and answers what happened; the routes only word it. Every status change
 * goes through `changeStatus` below.
 */

const CSV_ROW_LIMIT = 50_000;
const CSV_BATCH = 500;
export const NOTE_MAX_LENGTH = 2000;

export type ActionOutcome =
  | { ok: true; request: InboxRequest; changed: boolean; /** The event the change recorded. */ eventId?: number }
  | { ok: false; reason: 'not-found' | 'erased' | 'unknown-status' }
  /** The lifecycle does not allow it: `message` says why, for staff. */
  | { ok: false; reason: 'refused'; message: string }
  /** The slot sent cannot be booked: a message per field. */
  | { ok: false; reason: 'invalid-slot'; errors: SlotErrors; input: SlotInput };

export type NoteOutcome =
  { ok: true; note: RequestNote } | { ok: false; reason: 'not-found' | 'erased' } | { ok: false; reason: 'invalid-note'; message: string };

/** The step that reaches a status with nothing more than the request (a confirmation needs a slot; nothing goes back to new). */
const STEP_TO: Partial<Record<RequestStatus, VisitAction>> = {
  contacted: 'contact',
  cancelled: 'cancel-by-clinic',
  attended: 'mark-attended',
  'no-show': 'mark-no-show',
};
const STEP_REFUSAL = 'a confirmation or a new time needs the date, time and branch (confirm or reschedule), and no request goes back to new.';

/** The treatments a search names: by id, or by a label holding the search's words. */
function treatmentIdsNamed(search: string | undefined, context: StaffContext): string[] {
  const words = search?.trim().toLowerCase();
  if (!words || words.length < 3) return [];
  return context.treatments.filter((choice) => choice.id === words || choice.label.toLowerCase().includes(words)).map((choice) => choice.id);
}

export function staffActions(context: StaffContext) {
  const { db } = context;
  const branchIds = context.branches.map((branch) => branch.id);
  const today = () => clinicToday(context.now(), context.timeZone);

  /** The one place a visit's status changes: every step below comes here. */
  async function takeStep(typedReference: string, change: VisitChange, actor: string): Promise<ActionOutcome> {
    const reference = normalizeReference(typedReference);
    if (!reference) return { ok: false, reason: 'not-found' };
    // The patient hears of it in the same transaction (the update e-mail, the reminder): visit-notices.ts.
    const afterChange = visitNoticesAfter({ mailEnabled: context.mailEnabled, timeZone: context.timeZone, reminderHour: context.reminderHour });
    const outcome = await changeVisit(db, reference, change, { actor, at: context.now(), timeZone: context.timeZone, afterChange });
    if (!outcome.ok) return outcome.reason === 'refused' ? { ok: false, reason: 'refused', message: outcome.message } : outcome;
    return { ok: true, changed: true, request: outcome.request, eventId: outcome.eventId };
  }

  /** Confirming and rescheduling: the slot's fields checked first, each with its own message. */
  function stepWithSlot(action: 'confirm' | 'reschedule') {
    return async (typedReference: string, body: unknown, actor: string): Promise<ActionOutcome> => {
      const input = readSlotInput(body);
      const checked = validateSlot(input, { branches: context.branches, dentists: context.dentists });
      if (!checked.ok) return { ok: false, reason: 'invalid-slot', errors: checked.errors, input };
      return takeStep(typedReference, { action, slot: checked.slot }, actor);
    };
  }

  return {
    async list(query: unknown) {
      const { filter: parsed, page, problems } = parseInboxQuery(query, branchIds);
      const filter: InboxFilter = { ...parsed, searchTreatmentIds: treatmentIdsNamed(parsed.search, context) };
      const results = await listInboxRequests(db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE, timeZone: context.timeZone });
      const [duplicates, changeRequests] = await Promise.all([
        findPossibleDuplicates(db, results.requests, context.timeZone),
        findOpenChangeRequests(
          db,
          results.requests.map((request) => request.id),
        ),
      ]);
      return { filter: parsed, page, problems, results, duplicates, changeRequests };
    },

    /** The request, its history, its notes and its possible duplicates; undefined when no request has the reference. */
    async open(typedReference: string) {
      const reference = normalizeReference(typedReference);
      const request = reference ? await findInboxRequest(db, reference) : undefined;
      if (!request) return undefined;
      const [history, notes, duplicates] = await Promise.all([
        listRequestEvents(db, request),
        listRequestNotes(db, request),
        findPossibleDuplicates(db, [request], context.timeZone),
      ]);
      return { request, history, notes, duplicates: duplicates.get(request.id) ?? [] };
    },

    /**
     * The `wa.me` link with the patient's message about their visit, carrying a manage link made
     * for it; undefined when there is no request or nothing to tell.
     */
    async patientWhatsApp(typedReference: string): Promise<string | undefined> {
      const reference = normalizeReference(typedReference);
      const request = reference ? await findInboxRequest(db, reference) : undefined;
      if (!request) return undefined;
      const manageUrl = async () => new URL(manageRequestHref(await addManageToken(db.kysely, request.id, context.now())), context.site.siteUrl).href;
      return visitWhatsAppHref(request, await listRequestEvents(db, request), context, manageUrl);
    },

    /** A status by name (`POST …/status`), for the steps that need nothing more than the request. */
    async setStatus(typedReference: string, status: string, actor: string): Promise<ActionOutcome> {
      if (!(REQUEST_STATUSES as readonly string[]).includes(status)) return { ok: false, reason: 'unknown-status' };
      const action = STEP_TO[status as RequestStatus];
      if (!action)
        return { ok: false, reason: 'refused', message: `A request cannot be set to ${STATUS_LABELS[status as RequestStatus]} by name: ${STEP_REFUSAL}` };
      return takeStep(typedReference, { action }, actor);
    },

    markContacted: (typedReference: string, actor: string) => takeStep(typedReference, { action: 'contact' }, actor),
    confirm: stepWithSlot('confirm'),
    reschedule: stepWithSlot('reschedule'),
    cancel: (typedReference: string, actor: string) => takeStep(typedReference, { action: 'cancel-by-clinic' }, actor),
    /** The patient cancelled by phone or WhatsApp: recorded as theirs, by the staff member who took it. */
    cancelForPatient: (typedReference: string, actor: string) => takeStep(typedReference, { action: 'cancel-by-patient' }, actor),
    markAttended: (typedReference: string, actor: string) => takeStep(typedReference, { action: 'mark-attended' }, actor),
    markNoShow: (typedReference: string, actor: string) => takeStep(typedReference, { action: 'mark-no-show' }, actor),

    async addNote(typedReference: string, text: string, author: string): Promise<NoteOutcome> {
      const reference = normalizeReference(typedReference);
      if (!reference) return { ok: false, reason: 'not-found' };
      const trimmed = text.trim();
      if (!trimmed) return { ok: false, reason: 'invalid-note', message: 'Write the note first.' };
      if (trimmed.length > NOTE_MAX_LENGTH) return { ok: false, reason: 'invalid-note', message: `A note can have at most ${NOTE_MAX_LENGTH} characters.` };
      return addRequestNote(db, reference, { text: trimmed, author, at: context.now() });
    },

    async erase(typedReference: string, actor: string): Promise<ActionOutcome> {
      const reference = normalizeReference(typedReference);
      if (!reference) return { ok: false, reason: 'not-found' };
      return eraseRequest(db, reference, { actor, at: context.now() });
    },

    /** One day's appointment requests, at a branch or at all, in the order of their times, with their possible duplicates and open requests for another time. */
    async day(query: unknown) {
      const { date, branch, problems } = parseDayQuery(query, { branches: context.branches, today: today() });
      const requests = await listDayRequests(db, { date, branchId: branch?.id });
      const [duplicates, changeRequests] = await Promise.all([
        findPossibleDuplicates(db, requests, context.timeZone),
        findOpenChangeRequests(
          db,
          requests.map((request) => request.id),
        ),
      ]);
      return { date, branch, problems, requests, duplicates, changeRequests };
    },

    /** The filtered list as CSV (at most CSV_ROW_LIMIT rows), or the filter's problems. */
    async exportCsv(query: unknown): Promise<{ csv: string; problems: [] } | { csv?: undefined; problems: string[] }> {
      const { filter: parsed, problems } = parseInboxQuery(query, branchIds);
      if (problems.length > 0) return { problems };
      const filter: InboxFilter = { ...parsed, searchTreatmentIds: treatmentIdsNamed(parsed.search, context) };
      let csv = csvHeader(context.timeZone);
      for (let offset = 0; offset < CSV_ROW_LIMIT; offset += CSV_BATCH) {
        const { requests } = await listInboxRequests(db, filter, { limit: CSV_BATCH, offset, timeZone: context.timeZone });
        csv += csvRows(requests, context);
        if (requests.length < CSV_BATCH) break;
      }
      return { csv, problems: [] };
    },
  };
}
