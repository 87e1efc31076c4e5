import type { FastifyInstance, FastifyReply } from 'fastify';
import { REQUEST_STATUSES } from '../db/database-schema';
import { accountActions, type AccountActionOutcome } from './account-actions';
import { ALL_BRANCHES } from './day-query';
import { INBOX_PAGE_SIZE } from './inbox-filter';
import { staffActions, type ActionOutcome, type NoteOutcome } from './staff-actions';
import { bodyText, clearSessionCookie, sessionRoutes, sessionToken, signIn, type StaffContext } from './staff-context';
import { refusalMessage } from './staff-permissions';
import type { StaffSession } from './staff-sessions';

/**
 * The staff API under /staff/api: JSON `{ data }`, errors `{ message }`, 401 without a session,
 * 403 for an action the account's role may not do. The pages do not need it (they are plain
 * forms); it is there for scripts and tools the clinic may use, with the same rules as the pages.
 */

const UNAUTHENTICATED_MESSAGE = 'Sign in first: this needs a staff session (POST /staff/api/session).';

function message(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).send({ message: text });
}

/** 400, 404 and 409 as the API words them; undefined when the action went through. */
function refusal(reply: FastifyReply, outcome: ActionOutcome | NoteOutcome, reference: string, erasedMessage: string): FastifyReply | undefined {
  if (outcome.ok) return undefined;
  switch (outcome.reason) {
    case 'unknown-status':
      return message(reply, 400, `"status" must be one of ${REQUEST_STATUSES.join(', ')}`);
    case 'invalid-slot':
      // `fields`: each field's message, by the name the form and this API give it.
      return reply.code(400).send({ message: Object.values(outcome.errors).join(' '), fields: outcome.errors });
    case 'invalid-note':
      return message(reply, 400, outcome.message);
    case 'not-found':
      return message(reply, 404, `No request has the reference ${reference}`);
    case 'refused':
      return message(reply, 409, outcome.message);
    case 'erased':
      return message(reply, 409, erasedMessage);
  }
}

/** An account change as the API answers it: the account, or 400 (each field's problem), 404, 409 (the last admin). */
async function accountReply(reply: FastifyReply, outcome: AccountActionOutcome, actions: ReturnType<typeof accountActions>, typedUsername: string) {
  if (outcome.ok) return { data: { account: (await actions.open(outcome.username))!.account, changed: outcome.changed } };
  if (outcome.reason === 'invalid') return reply.code(400).send({ message: Object.values(outcome.errors).join(' '), errors: outcome.errors });
  if (outcome.reason === 'not-found') return message(reply, 404, `There is no account "${typedUsername}"`);
  return message(reply, 409, outcome.message);
}
const CHANGE_ERASED_MESSAGE = 'This request was erased: its status can no longer change';

/** The visit's changes that need nothing but the request: `POST /requests/:reference/<path>`. */
const SIMPLE_CHANGES = {
  contacted: 'markContacted',
  cancel: 'cancel',
  'patient-cancelled': 'cancelForPatient',
  attended: 'markAttended',
  'no-show': 'markNoShow',
} as const;

export function registerStaffApiRoutes(staff: FastifyInstance, context: StaffContext): void {
  const actions = staffActions(context);
  const accounts = accountActions(context);
  const authorised = sessionRoutes(staff, context, {
    unauthenticated: (reply) => message(reply, 401, UNAUTHENTICATED_MESSAGE),
    forbidden: (reply, session, action) => message(reply, 403, refusalMessage(session.role, action)),
  });
  const sessionData = (session: StaffSession) => ({ username: session.username, role: session.role, expiresAt: new Date(session.expiresAt).toISOString() });

  staff.post('/api/session', async (request, reply) => {
    const outcome = await signIn(context, request, reply);
    if (outcome.kind === 'signed-in') return reply.code(200).send({ data: sessionData(outcome.session) });
    if (outcome.retryAfterMs) reply.header('retry-after', String(Math.ceil(outcome.retryAfterMs / 1000)));
    return message(reply, outcome.status, outcome.message);
  });

  authorised.get('/api/session', 'any-staff', async (_request, _reply, session) => {
    return { data: sessionData(session) };
  });

  authorised.delete('/api/session', 'any-staff', async (request, reply) => {
    await context.sessions.signOut(sessionToken(request));
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  authorised.get('/api/requests', 'requests.view', async (request, reply) => {
    const { page, problems, results, duplicates, changeRequests } = await actions.list(request.query);
    if (problems.length > 0) return message(reply, 400, problems.join(' '));
    const requests = results.requests.map((entry) => ({
      ...entry,
      possibleDuplicates: duplicates.get(entry.id) ?? [],
      openChangeRequest: changeRequests.get(entry.id) ?? null,
    }));
    return { data: { ...results, requests, page, pageSize: INBOX_PAGE_SIZE } };
  });

  authorised.get('/api/requests.csv', 'requests.export', async (request, reply, session) => {
    const { csv, problems } = await actions.exportCsv(request.query);
    if (csv === undefined) return message(reply, 400, problems.join(' '));
    const day = context.now().toISOString().slice(0, 10);
    // Not the filter itself: a search may hold a patient's name or phone, which has no place in a log.
    request.log.info({ username: session.username }, 'Staff exported requests as CSV');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="requests-${day}.csv"`).send(csv);
  });

  authorised.get('/api/requests/:reference', 'requests.view', async (request, reply) => {
    const found = await actions.open(request.params.reference);
    if (!found) return message(reply, 404, `No request has the reference ${request.params.reference}`);
    return { data: found };
  });

  const changed = (outcome: ActionOutcome & { ok: true }) => ({
    data: { request: outcome.request, changed: outcome.changed, ...(outcome.eventId !== undefined ? { eventId: outcome.eventId } : {}) },
  });

  authorised.post('/api/requests/:reference/status', 'requests.status', async (request, reply, session) => {
    const outcome = await actions.setStatus(request.params.reference, bodyText(request.body, 'status'), session.username);
    if (!outcome.ok) return refusal(reply, outcome, request.params.reference, CHANGE_ERASED_MESSAGE);
    return changed(outcome);
  });

  for (const [path, action] of Object.entries(SIMPLE_CHANGES)) {
    authorised.post(`/api/requests/:reference/${path}`, 'requests.status', async (request, reply, session) => {
      const outcome = await actions[action](request.params.reference, session.username);
      if (!outcome.ok) return refusal(reply, outcome, request.params.reference, CHANGE_ERASED_MESSAGE);
      return changed(outcome);
    });
  }

  for (const action of ['confirm', 'reschedule'] as const) {
    authorised.post(`/api/requests/:reference/${action}`, 'requests.status', async (request, reply, session) => {
      const outcome = await actions[action](request.params.reference, request.body, session.username);
      if (!outcome.ok) return refusal(reply, outcome, request.params.reference, CHANGE_ERASED_MESSAGE);
      return changed(outcome);
    });
  }

  authorised.post('/api/requests/:reference/notes', 'requests.status', async (request, reply, session) => {
    const outcome = await actions.addNote(request.params.reference, bodyText(request.body, 'text'), session.username);
    if (!outcome.ok) return refusal(reply, outcome, request.params.reference, 'This request was erased: it takes no more notes');
    return reply.code(201).send({ data: { note: outcome.note } });
  });

  authorised.get('/api/day', 'requests.view', async (request, reply) => {
    const { date, branch, problems, requests, duplicates, changeRequests } = await actions.day(request.query);
    if (problems.length > 0) return message(reply, 400, problems.join(' '));
    const rows = requests.map((entry) => ({
      ...entry,
      possibleDuplicates: duplicates.get(entry.id) ?? [],
      openChangeRequest: changeRequests.get(entry.id) ?? null,
    }));
    return { data: { date, branch: branch?.id ?? ALL_BRANCHES, requests: rows } };
  });

  authorised.post('/api/requests/:reference/erase', 'requests.erase', async (request, reply, session) => {
    const outcome = await actions.erase(request.params.reference, session.username);
    if (!outcome.ok) return refusal(reply, outcome, request.params.reference, 'This request was erased already');
    return { data: { request: outcome.request } };
  });

  authorised.get('/api/accounts', 'accounts.manage', async () => ({ data: { accounts: await accounts.list() } }));

  authorised.post('/api/accounts', 'accounts.manage', async (request, reply, session) => {
    const { body } = request;
    const input = { username: bodyText(body, 'username'), role: bodyText(body, 'role'), password: bodyText(body, 'password') };
    const outcome = await accounts.create(input, session.username);
    if (outcome.ok) reply.code(201);
    return accountReply(reply, outcome, accounts, input.username);
  });

  authorised.get('/api/accounts/:username', 'accounts.manage', async (request, reply) => {
    const found = await accounts.open(request.params.username);
    if (!found) return message(reply, 404, `There is no account "${request.params.username}"`);
    return { data: found };
  });

  authorised.post('/api/accounts/:username/role', 'accounts.manage', async (request, reply, session) => {
    const outcome = await accounts.setRole(request.params.username, bodyText(request.body, 'role'), session.username);
    return accountReply(reply, outcome, accounts, request.params.username);
  });

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    authorised.post(`/api/accounts/:username/${path}`, 'accounts.manage', async (request, reply, session) => {
      const outcome = await accounts.setDisabled(request.params.username, disabled, session.username);
      return accountReply(reply, outcome, accounts, request.params.username);
    });
  }

  authorised.post('/api/accounts/:username/password', 'accounts.manage', async (request, reply, session) => {
    const outcome = await accounts.resetPassword(request.params.username, bodyText(request.body, 'password'), undefined, session.username);
    return accountReply(reply, outcome, accounts, request.params.username);
  });

  staff.all('/api/*', async (request, reply) => message(reply, 404, `No staff API endpoint ${request.method} ${request.url.split('?')[0]}`));
  staff.all('/api', async (request, reply) => message(reply, 404, `No staff API endpoint ${request.method} ${request.url.split('?')[0]}`));
}
