/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { REQUEST_STATUSES, type RequestStatus } from '../db/database-schema';
import { changeRequestStatus, eraseRequest, findInboxRequest, listInboxRequests, listRequestEvents } from '../db/inbox-repository';
import { REFERENCE_PATTERN, normalizeReference } from '../db/request-reference';
import { INBOX_PAGE_SIZE, inboxQueryString, parseInboxQuery } from './inbox-filter';
import { InboxPage } from './pages/inbox-page';
import { LoginPage } from './pages/login-page';
import { MessagePage } from './pages/message-page';
import { RequestPage } from './pages/request-page';
import { renderStaffPage } from './pages/staff-document';
import { bodyText, clearSessionCookie, currentSession, sessionToken, signIn, type StaffContext } from './staff-context';
import { STATUS_LABELS } from './staff-format';
import { SIGN_IN_PATH, STAFF_HOME_PATH, requestPagePath, safeReturnPath } from './staff-paths';
import type { StaffSession } from './staff-sessions';

/**
 * The staff pages: plain HTML forms, no script. After every state change the browser is sent
 * (303) to a page that says what happened, so a reload never repeats it.
 */

// A notice travels in the address after a change, e.g. `notice=status:DC-7K4Q-92:contacted`;
// only these shapes are read, so nothing typed into the address is echoed.
const NOTICE = /^(status|unchanged|erased):(DC-[0-9A-Z]{4}-[0-9A-Z]{2})(?::([a-z]+))?$/;

function noticeText(query: unknown): string | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.notice;
  if (raw === 'signed-out') return 'You have signed out.';
  if (typeof raw !== 'string') return undefined;
  const match = NOTICE.exec(raw);
  if (!match || !REFERENCE_PATTERN.test(match[2])) return undefined;
  const [, kind, reference, status] = match;
  if (kind === 'erased') return `The personal details of ${reference} were erased.`;
  if (!(REQUEST_STATUSES as readonly string[]).includes(status ?? '')) return undefined;
  const label = STATUS_LABELS[status as RequestStatus];
  return kind === 'status' ? `${reference} is now ${label}.` : `${reference} was already ${label}.`;
}

function withNotice(path: string, notice: string): string {
  const url = new URL(path, 'http://staff.invalid');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}

function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).send();
}

export function registerStaffPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const html = (reply: FastifyReply, status: number, title: string, body: ReactNode, session?: StaffSession) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderStaffPage({ title, clinicName: context.clinicName, stylesheetHref: context.stylesheetHref, username: session?.username }, body));

  const notFound = (reply: FastifyReply, session?: StaffSession) =>
    html(reply, 404, 'Not found', <MessagePage title="Not found" text="There is no staff page or request at this address." />, session);

  /** The session, or a redirect to the sign-in page (then undefined). */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<StaffSession | undefined> {
    const session = await currentSession(context, request);
    if (!session) {
      if (sessionToken(request)) clearSessionCookie(request, reply);
      seeOther(reply, SIGN_IN_PATH);
    }
    return session;
  }

  staff.get('/', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (!session) return reply;
    const { filter, page, problems } = parseInboxQuery(request.query);
    const results = await listInboxRequests(context.db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE, timeZone: context.timeZone });
    return html(
      reply,
      200,
      'Requests',
      <InboxPage
        results={results}
        filter={filter}
        page={page}
        problems={problems}
        notice={noticeText(request.query)}
        mailOff={!context.mailEnabled}
        clinicName={context.clinicName}
        timeZone={context.timeZone}
        selfPath={`${STAFF_HOME_PATH}${inboxQueryString(filter, page)}`}
      />,
      session,
    );
  });

  staff.get('/login', async (request, reply) => {
    if (await currentSession(context, request)) return seeOther(reply, STAFF_HOME_PATH);
    return html(reply, 200, 'Sign in', <LoginPage notice={noticeText(request.query)} />);
  });

  staff.post('/login', async (request, reply) => {
    const outcome = await signIn(context, request, reply);
    if (outcome.kind === 'signed-in') return seeOther(reply, STAFF_HOME_PATH);
    if (outcome.retryAfterMs) reply.header('retry-after', String(Math.ceil(outcome.retryAfterMs / 1000)));
    return html(reply, outcome.status, 'Sign in', <LoginPage error={outcome.message} username={bodyText(request.body, 'username').slice(0, 64)} />);
  });

  staff.post('/logout', async (request, reply) => {
    await context.sessions.signOut(sessionToken(request));
    clearSessionCookie(request, reply);
    return seeOther(reply, `${SIGN_IN_PATH}?notice=signed-out`);
  });

  staff.get<{ Params: { reference: string } }>('/requests/:reference', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (!session) return reply;
    const reference = normalizeReference(request.params.reference);
    if (reference && reference !== request.params.reference) return seeOther(reply, requestPagePath(reference));
    const found = reference ? await findInboxRequest(context.db, reference) : undefined;
    if (!found) return notFound(reply, session);
    const history = await listRequestEvents(context.db, found);
    return html(
      reply,
      200,
      found.reference,
      <RequestPage request={found} history={history} notice={noticeText(request.query)} clinicName={context.clinicName} timeZone={context.timeZone} />,
      session,
    );
  });

  staff.post<{ Params: { reference: string } }>('/requests/:reference/status', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (!session) return reply;
    const status = bodyText(request.body, 'status');
    if (!(REQUEST_STATUSES as readonly string[]).includes(status)) {
      return html(
        reply,
        400,
        'Unknown status',
        <MessagePage title="Unknown status" text={`Choose one of: ${REQUEST_STATUSES.map((s) => STATUS_LABELS[s]).join(', ')}.`} />,
        session,
      );
    }
    const outcome = await changeRequestStatus(context.db, request.params.reference, {
      status: status as RequestStatus,
      actor: session.username,
      at: context.now(),
    });
    if (!outcome.ok && outcome.reason === 'not-found') return notFound(reply, session);
    if (!outcome.ok) {
      return html(reply, 409, 'Request erased', <MessagePage title="This request was erased" text="Its status can no longer change." />, session);
    }
    const kind = outcome.changed ? 'status' : 'unchanged';
    return seeOther(reply, withNotice(safeReturnPath(bodyText(request.body, 'return')), `${kind}:${outcome.request.reference}:${status}`));
  });

  staff.post<{ Params: { reference: string } }>('/requests/:reference/erase', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (!session) return reply;
    const found = await findInboxRequest(context.db, request.params.reference);
    if (!found) return notFound(reply, session);
    if (bodyText(request.body, 'confirm') !== 'yes') {
      const history = await listRequestEvents(context.db, found);
      return html(
        reply,
        400,
        found.reference,
        <RequestPage
          request={found}
          history={history}
          error="Tick the box to confirm, then press the erase button again."
          clinicName={context.clinicName}
          timeZone={context.timeZone}
        />,
        session,
      );
    }
    const outcome = await eraseRequest(context.db, found.reference, { actor: session.username, at: context.now() });
    if (!outcome.ok && outcome.reason === 'not-found') return notFound(reply, session);
    // Erased already (by someone else a moment ago): the page says so either way.
    return seeOther(reply, withNotice(requestPagePath(found.reference), `erased:${found.reference}`));
  });

  // Any other address under /staff: the staff 404, never the public site's.
  staff.get('/*', async (request, reply) => notFound(reply, await currentSession(context, request)));
  staff.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => notFound(reply, await currentSession(context, request)),
  });
}
