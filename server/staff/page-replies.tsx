/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import { MessagePage } from './pages/message-page';
import { renderStaffPage } from './pages/staff-document';
import type { SessionRefusals, StaffContext } from './staff-context';
import { refusalMessage } from './staff-permissions';
import { SIGN_IN_PATH } from './staff-paths';
import { staffPolicy } from './staff-policy';
import type { StaffSession } from './staff-sessions';

/** How every staff page answers: a whole HTML page, a redirect after a change, the 404 and 403 pages. */
export function pageReplies(context: StaffContext) {
  /** A whole page; `scripts`: the staff scripts it loads (the article editor, drag to reorder), which its policy then allows from this site. */
  const html = (reply: FastifyReply, status: number, title: string, body: ReactNode, session?: StaffSession, extra: { scripts?: string[] } = {}) => {
    if (extra.scripts?.length) reply.header('content-security-policy', staffPolicy({ scripts: true }));
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        renderStaffPage(
          {
            title,
            clinicName: context.clinicName,
            stylesheetHref: context.stylesheetHref,
            session,
            path: reply.request.url.split('?')[0],
            scripts: extra.scripts,
          },
          body,
        ),
      );
  };

  const seeOther = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).send();

  const notFound = (reply: FastifyReply, session?: StaffSession) =>
    html(reply, 404, 'Not found', <MessagePage title="Not found" text="There is no staff page or request at this address." />, session);

  /** The pages' answers when there is no session (the sign-in page) or the role may not (a 403 page that says why). */
  const refusals: SessionRefusals = {
    unauthenticated: (reply) => seeOther(reply, SIGN_IN_PATH),
    forbidden: (reply, session, action) =>
      html(reply, 403, 'Not allowed', <MessagePage title="Not allowed" text={refusalMessage(session.role, action)} />, session),
  };

  return { html, seeOther, notFound, refusals };
}

/** A change's notice travels in the address it redirects to (`?notice=…`), so a reload shows it without repeating the change. */
export function withNotice(path: string, notice: string): string {
  const url = new URL(path, 'http://staff.invalid');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}

/** The notice an address names (`?notice=…`, see withNotice), in the words of `notices`; none for a name they do not have. */
export function noticeIn(notices: Readonly<Record<string, string>>, query: unknown): string | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.notice;
  return typeof raw === 'string' && Object.hasOwn(notices, raw) ? notices[raw] : undefined;
}
