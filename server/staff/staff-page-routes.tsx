/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REQUEST_STATUSES, type RequestStatus } from '../db/database-schema';
import { REFERENCE_PATTERN_SOURCE, normalizeReference } from '../../src/forms/reference-format';
import { inboxQueryString } from './inbox-filter';
import { InboxPage } from './pages/inbox-page';
import { LoginPage } from './pages/login-page';
import { MessagePage } from './pages/message-page';
import { DayPage } from './pages/day-page';
import { RequestPage, type RequestPageProps } from './pages/request-page';
import { staffActions, type ActionOutcome } from './staff-actions';
import { hasVisitWhatsApp } from './visit-whatsapp';
import type { StaffSession } from './staff-sessions';
import { pageReplies, withNotice } from './page-replies';
import { bodyText, clearSessionCookie, currentSession, sessionRoutes, sessionToken, signIn, type StaffContext } from './staff-context';
import { STATUS_LABELS } from './staff-format';
import { homeFor } from './staff-navigation';
import { may } from './staff-permissions';
import { SIGN_IN_PATH, STAFF_HOME_PATH, requestPagePath, safeReturnPath } from './staff-paths';

/**
 * The staff pages of requests and signing in: plain HTML forms, no script. After every state
 * change the browser is sent (303) to a page that says what happened, so a reload never repeats
 * it. Each page and form names the action it needs (staff-permissions.ts).
 */

// A notice travels in the address after a change, e.g. `notice=status:DC-7K4Q-92:contacted`;
// only these shapes are read, so nothing typed into the address is echoed.
const NOTICE = new RegExp(`^(status|erased|noted):(${REFERENCE_PATTERN_SOURCE})(?::([a-z-]+))?$`);

function noticeText(query: unknown): string | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.notice;
  if (raw === 'signed-out') return 'You have signed out.';
  if (typeof raw !== 'string') return undefined;
  const match = NOTICE.exec(raw);
  if (!match) return undefined;
  const [, kind, reference, status] = match;
  if (kind === 'erased') return `The personal details of ${reference} were erased.`;
  if (kind === 'noted') return `Your note on ${reference} was added.`;
  if (!(REQUEST_STATUSES as readonly string[]).includes(status ?? '')) return undefined;
  return `${reference} is now ${STATUS_LABELS[status as RequestStatus]}.`;
}

export function registerStaffPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const actions = staffActions(context);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const signedIn = sessionRoutes(staff, context, refusals);

  signedIn.get('/', 'any-staff', async (request, reply, session) => {
    // A role that handles no requests (an editor) starts at its own first section.
    if (!may(session.role, 'requests.view')) {
      const home = homeFor(session.role);
      return home ? seeOther(reply, home) : refusals.forbidden(reply, session, 'requests.view');
    }
    const { filter, page, problems, results, duplicates, changeRequests } = await actions.list(request.query);
    return html(
      reply,
      200,
      'Requests',
      <InboxPage
        results={results}
        duplicates={duplicates}
        changeRequests={changeRequests}
        filter={filter}
        page={page}
        problems={problems}
        notice={noticeText(request.query)}
        mailOff={!context.mailEnabled}
        context={context}
        role={session.role}
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

  signedIn.get('/requests/:reference', 'requests.view', async (request, reply, session) => {
    const reference = normalizeReference(request.params.reference);
    if (reference && reference !== request.params.reference) return seeOther(reply, requestPagePath(reference));
    const found = await actions.open(request.params.reference);
    if (!found) return notFound(reply, session);
    return html(
      reply,
      200,
      found.request.reference,
      <RequestPage
        {...found}
        notice={noticeText(request.query)}
        patientWhatsApp={hasVisitWhatsApp(found.request, context)}
        context={context}
        role={session.role}
      />,
      session,
    );
  });

  // The patient's message on WhatsApp, with a manage link made for it: a post, since it makes one.
  signedIn.post('/requests/:reference/whatsapp', 'requests.view', async (request, reply, session) => {
    const href = await actions.patientWhatsApp(request.params.reference);
    if (href) return seeOther(reply, href);
    if (!(await actions.open(request.params.reference))) return notFound(reply, session);
    return requestPageWith(reply, session, request.params.reference, 409, { error: 'There is no news about this visit to send the patient.' });
  });

  /** The request's page again with what went wrong (a refused step, a slot or note that cannot be taken), keeping what was typed. */
  async function requestPageWith(
    reply: FastifyReply,
    session: StaffSession,
    typedReference: string,
    status: number,
    extra: Pick<RequestPageProps, 'error' | 'slotInput' | 'slotErrors' | 'noteError'>,
  ) {
    const found = await actions.open(typedReference);
    if (!found) return notFound(reply, session);
    return html(reply, status, found.request.reference, <RequestPage {...found} {...extra} context={context} role={session.role} />, session);
  }

  /** After a step: back where the form came from with a notice; a refusal on the request's page, saying why. */
  async function afterStep(reply: FastifyReply, session: StaffSession, typedReference: string, outcome: ActionOutcome, returnTo: string) {
    if (outcome.ok) return seeOther(reply, withNotice(returnTo, `status:${outcome.request.reference}:${outcome.request.status}`));
    switch (outcome.reason) {
      case 'not-found':
        return notFound(reply, session);
      case 'unknown-status':
        return html(
          reply,
          400,
          'Unknown status',
          <MessagePage title="Unknown status" text={`Choose one of: ${REQUEST_STATUSES.map((s) => STATUS_LABELS[s]).join(', ')}.`} />,
          session,
        );
      case 'erased':
        return html(reply, 409, 'Request erased', <MessagePage title="This request was erased" text="Its status can no longer change." />, session);
      case 'refused':
        return requestPageWith(reply, session, typedReference, 409, { error: outcome.message });
      case 'invalid-slot':
        return requestPageWith(reply, session, typedReference, 400, {
          error: 'The visit was not booked: correct the fields below.',
          slotInput: outcome.input,
          slotErrors: outcome.errors,
        });
    }
  }

  signedIn.post('/requests/:reference/status', 'requests.status', async (request, reply, session) => {
    const outcome = await actions.setStatus(request.params.reference, bodyText(request.body, 'status'), session.username);
    return afterStep(reply, session, request.params.reference, outcome, safeReturnPath(bodyText(request.body, 'return')));
  });

  // The patient told the front desk they cancel: theirs, not the clinic's (the history and their e-mail say so).
  signedIn.post('/requests/:reference/patient-cancelled', 'requests.status', async (request, reply, session) => {
    const outcome = await actions.cancelForPatient(request.params.reference, session.username);
    return afterStep(reply, session, request.params.reference, outcome, safeReturnPath(bodyText(request.body, 'return')));
  });

  for (const action of ['confirm', 'reschedule'] as const) {
    signedIn.post(`/requests/:reference/${action}`, 'requests.status', async (request, reply, session) => {
      const outcome = await actions[action](request.params.reference, request.body, session.username);
      // The day view confirms a row as asked and comes back to the day; the request's page returns to itself.
      const returnTo = bodyText(request.body, 'return')
        ? safeReturnPath(bodyText(request.body, 'return'))
        : outcome.ok
          ? requestPagePath(outcome.request.reference)
          : '';
      return afterStep(reply, session, request.params.reference, outcome, returnTo);
    });
  }

  signedIn.post('/requests/:reference/notes', 'requests.status', async (request, reply, session) => {
    const outcome = await actions.addNote(request.params.reference, bodyText(request.body, 'text'), session.username);
    if (outcome.ok) {
      const reference = normalizeReference(request.params.reference)!;
      return seeOther(reply, withNotice(requestPagePath(reference), `noted:${reference}`));
    }
    if (outcome.reason === 'not-found') return notFound(reply, session);
    if (outcome.reason === 'erased') {
      return html(reply, 409, 'Request erased', <MessagePage title="This request was erased" text="It takes no more notes." />, session);
    }
    if (outcome.reason === 'invalid-note') return requestPageWith(reply, session, request.params.reference, 400, { noteError: outcome.message });
    return notFound(reply, session);
  });

  signedIn.get('/day', 'requests.view', async (request, reply, session) => {
    const day = await actions.day(request.query);
    return html(reply, 200, `Day of ${day.date}`, <DayPage {...day} notice={noticeText(request.query)} context={context} />, session);
  });

  signedIn.post('/requests/:reference/erase', 'requests.erase', async (request, reply, session) => {
    const found = await actions.open(request.params.reference);
    if (!found) return notFound(reply, session);
    const { reference } = found.request;
    if (bodyText(request.body, 'confirm') !== 'yes') {
      const error = 'Tick the box to confirm, then press the erase button again.';
      return html(reply, 400, reference, <RequestPage {...found} error={error} context={context} role={session.role} />, session);
    }
    const outcome = await actions.erase(reference, session.username);
    if (!outcome.ok && outcome.reason === 'not-found') return notFound(reply, session);
    // Erased already (by someone else a moment ago): the page says so either way.
    return seeOther(reply, withNotice(requestPagePath(reference), `erased:${reference}`));
  });

  // Any other address under /staff: the staff 404, never the public site's.
  staff.get('/*', async (request, reply) => notFound(reply, await currentSession(context, request)));
  staff.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => notFound(reply, await currentSession(context, request)),
  });
}
