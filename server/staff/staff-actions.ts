import { REQUEST_STATUSES, type RequestStatus } from '../db/database-schema';
import { changeRequestStatus, eraseRequest, findInboxRequest, listInboxRequests, listRequestEvents, type InboxRequest } from '../db/inbox-repository';
import { normalizeReference } from '../../src/forms/reference-format';
import { csvHeader, csvRows } from './csv-export';
import { INBOX_PAGE_SIZE, parseInboxQuery } from './inbox-filter';
import type { StaffContext } from './staff-context';
import { visitNoticesAfter } from '../visits/visit-notices';

/**
 * What staff can do, once for the pages and the API alike: list the requests, open one, change
 * its status, erase it, export the list. Each reads a reference as staff type it
 * (normalizeReference) and answers what happened; the routes only word it.
 */

const CSV_ROW_LIMIT = 50_000;
const CSV_BATCH = 500;

export type ActionOutcome = { ok: true; request: InboxRequest; changed: boolean } | { ok: false; reason: 'not-found' | 'erased' | 'unknown-status' };

export function staffActions(context: StaffContext) {
  const { db } = context;
  const branchIds = context.branches.map((branch) => branch.id);
  return {
    async list(query: unknown) {
      const { filter, page, problems } = parseInboxQuery(query, branchIds);
      const results = await listInboxRequests(db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE, timeZone: context.timeZone });
      return { filter, page, problems, results };
    },

    /** The request and its history; undefined when no request has the reference. */
    async open(typedReference: string) {
      const reference = normalizeReference(typedReference);
      const request = reference ? await findInboxRequest(db, reference) : undefined;
      return request ? { request, history: await listRequestEvents(db, request) } : undefined;
    },

    async setStatus(typedReference: string, status: string, actor: string): Promise<ActionOutcome> {
      if (!(REQUEST_STATUSES as readonly string[]).includes(status)) return { ok: false, reason: 'unknown-status' };
      const reference = normalizeReference(typedReference);
      if (!reference) return { ok: false, reason: 'not-found' };
      // The patient hears of it in the same transaction (an e-mail, the reminder): visit-notices.ts.
      const afterChange = visitNoticesAfter({ mailEnabled: context.mailEnabled, timeZone: context.timeZone, reminderHour: context.reminderHour });
      return changeRequestStatus(db, reference, { status: status as RequestStatus, actor, at: context.now(), afterChange });
    },

    async erase(typedReference: string, actor: string): Promise<ActionOutcome> {
      const reference = normalizeReference(typedReference);
      if (!reference) return { ok: false, reason: 'not-found' };
      return eraseRequest(db, reference, { actor, at: context.now() });
    },

    /** The filtered list as CSV (at most CSV_ROW_LIMIT rows), or the filter's problems. */
    async exportCsv(query: unknown): Promise<{ csv: string; problems: [] } | { csv?: undefined; problems: string[] }> {
      const { filter, problems } = parseInboxQuery(query, branchIds);
      if (problems.length > 0) return { problems };
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
