import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_STATUSES, type RequestStatus } from '../db/database-schema';
import { changeRequestStatus, eraseRequest, findInboxRequest, listInboxRequests, listRequestEvents } from '../db/inbox-repository';
import { normalizeReference } from '../db/request-reference';
import { csvHeader, csvRows } from './csv-export';
import { INBOX_PAGE_SIZE, parseInboxQuery } from './inbox-filter';
import { bodyText, clearSessionCookie, currentSession, sessionToken, signIn, type StaffContext } from './staff-context';
import type { StaffSession } from './staff-sessions';

/**
 * The staff API under /staff/api: JSON `{ data }`, errors `{ message }`, 401 without a session.
 * The pages do not need it (they are plain forms); it is there for scripts and tools the clinic
 * may use, with the same rules as the pages.
 */

const UNAUTHENTICATED_MESSAGE = 'Sign in first: this needs a staff session (POST /staff/api/session).';
const CSV_ROW_LIMIT = 50_000;
const CSV_BATCH = 500;

function message(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).send({ message: text });
}

export function registerStaffApiRoutes(staff: FastifyInstance, context: StaffContext): void {
  /** The session, or a 401 already sent (then undefined). */
  async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<StaffSession | undefined> {
    const session = await currentSession(context, request);
    if (!session) {
      if (sessionToken(request)) clearSessionCookie(request, reply);
      message(reply, 401, UNAUTHENTICATED_MESSAGE);
    }
    return session;
  }

  const sessionData = (session: StaffSession) => ({ username: session.username, expiresAt: new Date(session.expiresAt).toISOString() });

  staff.post('/api/session', async (request, reply) => {
    const outcome = await signIn(context, request, reply);
    if (outcome.kind === 'signed-in') return reply.code(200).send({ data: sessionData(outcome.session) });
    if (outcome.retryAfterMs) reply.header('retry-after', String(Math.ceil(outcome.retryAfterMs / 1000)));
    return message(reply, outcome.status, outcome.message);
  });

  staff.get('/api/session', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    return { data: sessionData(session) };
  });

  staff.delete('/api/session', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    await context.sessions.signOut(sessionToken(request));
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  staff.get('/api/requests', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    const { filter, page, problems } = parseInboxQuery(request.query);
    if (problems.length > 0) return message(reply, 400, problems.join(' '));
    const results = await listInboxRequests(context.db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE, timeZone: context.timeZone });
    return { data: { ...results, page, pageSize: INBOX_PAGE_SIZE } };
  });

  staff.get('/api/requests.csv', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    const { filter, problems } = parseInboxQuery(request.query);
    if (problems.length > 0) return message(reply, 400, problems.join(' '));
    let body = csvHeader(context.timeZone);
    for (let offset = 0; offset < CSV_ROW_LIMIT; offset += CSV_BATCH) {
      const { requests } = await listInboxRequests(context.db, filter, { limit: CSV_BATCH, offset, timeZone: context.timeZone });
      body += csvRows(requests, context.timeZone);
      if (requests.length < CSV_BATCH) break;
    }
    const day = context.now().toISOString().slice(0, 10);
    // Not the filter itself: a search may hold a patient's name or phone, which has no place in a log.
    request.log.info({ username: session.username }, 'Staff exported requests as CSV');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="requests-${day}.csv"`).send(body);
  });

  staff.get<{ Params: { reference: string } }>('/api/requests/:reference', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    const reference = normalizeReference(request.params.reference);
    const found = reference ? await findInboxRequest(context.db, reference) : undefined;
    if (!found) return message(reply, 404, `No request has the reference ${request.params.reference}`);
    return { data: { request: found, history: await listRequestEvents(context.db, found) } };
  });

  staff.post<{ Params: { reference: string } }>('/api/requests/:reference/status', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    const status = bodyText(request.body, 'status');
    if (!(REQUEST_STATUSES as readonly string[]).includes(status)) {
      return message(reply, 400, `"status" must be one of ${REQUEST_STATUSES.join(', ')}`);
    }
    const reference = normalizeReference(request.params.reference) ?? request.params.reference;
    const outcome = await changeRequestStatus(context.db, reference, { status: status as RequestStatus, actor: session.username, at: context.now() });
    if (!outcome.ok) {
      return outcome.reason === 'not-found'
        ? message(reply, 404, `No request has the reference ${request.params.reference}`)
        : message(reply, 409, 'This request was erased: its status can no longer change');
    }
    return { data: { request: outcome.request, changed: outcome.changed } };
  });

  staff.post<{ Params: { reference: string } }>('/api/requests/:reference/erase', async (request, reply) => {
    const session = await authorised(request, reply);
    if (!session) return reply;
    const reference = normalizeReference(request.params.reference) ?? request.params.reference;
    const outcome = await eraseRequest(context.db, reference, { actor: session.username, at: context.now() });
    if (!outcome.ok) {
      return outcome.reason === 'not-found'
        ? message(reply, 404, `No request has the reference ${request.params.reference}`)
        : message(reply, 409, 'This request was erased already');
    }
    return { data: { request: outcome.request } };
  });

  staff.all('/api/*', async (request, reply) => message(reply, 404, `No staff API endpoint ${request.method} ${request.url.split('?')[0]}`));
  staff.all('/api', async (request, reply) => message(reply, 404, `No staff API endpoint ${request.method} ${request.url.split('?')[0]}`));
}
