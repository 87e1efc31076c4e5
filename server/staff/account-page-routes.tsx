/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountActions, type AccountActionOutcome } from './account-actions';
import { pageReplies, withNotice } from './page-replies';
import { AccountPage, type AccountPageProps } from './pages/account-page';
import { AccountsPage } from './pages/accounts-page';
import { bodyText, sessionRoutes, type StaffContext } from './staff-context';
import { roleLabel } from './staff-permissions';
import { accountPagePath } from './staff-paths';
import type { StaffSession } from './staff-sessions';
import { normalizeUsername } from './staff-username';

/**
 * The Accounts pages (admins only, `accounts.manage`): the list with the add form, and each
 * account's page with its role, password and disable/enable forms. Plain forms, no script; every
 * change is answered by a 303 to the account's page with a notice, a refused one by the page again
 * with the error at its field.
 */

const NOTICES = ['created', 'role', 'disabled', 'enabled', 'password', 'unchanged'] as const;
type AccountNotice = (typeof NOTICES)[number];

function noticeOf(query: unknown): AccountNotice | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.notice;
  return (NOTICES as readonly unknown[]).includes(raw) ? (raw as AccountNotice) : undefined;
}

function noticeText(notice: AccountNotice | undefined, username: string, role: string): string | undefined {
  switch (notice) {
    case 'created':
      return `The account ${username} (${roleLabel(role)}) was created. Tell them their password in person or by phone.`;
    case 'role':
      return `${username} is now ${roleLabel(role)}.`;
    case 'disabled':
      return `${username} is disabled: the account cannot sign in, and its sessions have ended.`;
    case 'enabled':
      return `${username} can sign in again.`;
    case 'password':
      return `The password of ${username} was changed, and its sessions have ended.`;
    case 'unchanged':
      return 'Nothing changed: the account was like that already.';
    case undefined:
      return undefined;
  }
}

export function registerAccountPageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const accounts = accountActions(context);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const admin = sessionRoutes(staff, context, refusals);

  async function listPage(
    reply: FastifyReply,
    session: StaffSession,
    status: number,
    extra: { errors?: Record<string, string>; typed?: { username: string; role: string } } = {},
  ) {
    return html(
      reply,
      status,
      'Accounts',
      <AccountsPage accounts={await accounts.list()} viewer={session.username} timeZone={context.timeZone} {...extra} />,
      session,
    );
  }

  /** The account's page: 200 with a notice, or the status of a refused change with its error. */
  async function accountPage(reply: FastifyReply, session: StaffSession, typedUsername: string, status: number, extra: Partial<AccountPageProps> = {}) {
    const found = await accounts.open(typedUsername);
    if (!found) return notFound(reply, session);
    return html(reply, status, found.account.username, <AccountPage {...found} viewer={session.username} timeZone={context.timeZone} {...extra} />, session);
  }

  /** After a change: to the account's page with its notice; a refusal re-renders the page. */
  function answer(
    reply: FastifyReply,
    session: StaffSession,
    typedUsername: string,
    outcome: AccountActionOutcome,
    done: AccountNotice,
    refused: (outcome: AccountActionOutcome & { ok: false }) => Partial<AccountPageProps>,
  ) {
    if (outcome.ok) return seeOther(reply, withNotice(accountPagePath(outcome.username), outcome.changed ? done : 'unchanged'));
    if (outcome.reason === 'not-found') return notFound(reply, session);
    return accountPage(reply, session, typedUsername, outcome.reason === 'last-admin' ? 409 : 400, refused(outcome));
  }

  admin.get('/accounts', 'accounts.manage', async (_request, reply, session) => listPage(reply, session, 200));

  admin.post('/accounts', 'accounts.manage', async (request, reply, session) => {
    const { body } = request;
    const typed = { username: bodyText(body, 'username'), role: bodyText(body, 'role') };
    const outcome = await accounts.create({ ...typed, password: bodyText(body, 'password'), confirm: bodyText(body, 'confirm') }, session.username);
    if (outcome.ok) return seeOther(reply, withNotice(accountPagePath(outcome.username), 'created'));
    const errors = outcome.reason === 'invalid' ? outcome.errors : {};
    return listPage(reply, session, 400, { errors, typed: { username: typed.username.slice(0, 32), role: typed.role } });
  });

  admin.get('/accounts/:username', 'accounts.manage', async (request, reply, session) => {
    const username = normalizeUsername(request.params.username);
    if (username !== request.params.username) return seeOther(reply, accountPagePath(username));
    const found = await accounts.open(username);
    if (!found) return notFound(reply, session);
    return accountPage(reply, session, username, 200, { notice: noticeText(noticeOf(request.query), username, found.account.role) });
  });

  admin.post('/accounts/:username/role', 'accounts.manage', async (request, reply, session) => {
    const outcome = await accounts.setRole(request.params.username, bodyText(request.body, 'role'), session.username);
    return answer(reply, session, request.params.username, outcome, 'role', (refused) => ({
      roleError: refused.reason === 'invalid' ? refused.errors.role : refused.reason === 'last-admin' ? refused.message : undefined,
    }));
  });

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    admin.post(`/accounts/:username/${path}`, 'accounts.manage', async (request, reply, session) => {
      const outcome = await accounts.setDisabled(request.params.username, disabled, session.username);
      return answer(reply, session, request.params.username, outcome, disabled ? 'disabled' : 'enabled', (refused) => ({
        stateError: refused.reason === 'last-admin' ? refused.message : undefined,
      }));
    });
  }

  admin.post('/accounts/:username/password', 'accounts.manage', async (request, reply, session) => {
    const outcome = await accounts.resetPassword(
      request.params.username,
      bodyText(request.body, 'password'),
      bodyText(request.body, 'confirm'),
      session.username,
    );
    return answer(reply, session, request.params.username, outcome, 'password', (refused) => ({
      passwordErrors: refused.reason === 'invalid' ? refused.errors : undefined,
    }));
  });
}
