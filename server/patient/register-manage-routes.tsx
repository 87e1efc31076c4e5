/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { ContentIndex } from '../../src/content/content-index';
import { MANAGE_TOKEN_PARAM, manageRequestHref } from '../../src/forms/manage-link';
import { prepareDatabaseUnavailable } from '../database-unavailable';
import { findRequestByManageToken } from '../db/manage-token-repository';
import type { ClinicDatabase } from '../db/open-database';
import type { StoredRequest } from '../db/request-rows';
import { isSameOriginRequest } from '../staff/same-origin';
import { CHANGE_REQUESTS_PER_DAY, checkChangeRequest } from './change-request-rules';
import { isManageFormToken, manageFormToken } from './manage-form-token';
import { countManageLinkMiss, DEFAULT_MANAGE_LINK_LIMIT, manageLinkWait, type ManageLinkLimit } from './manage-link-limit';
import {
  CancelPage,
  EndedPage,
  ManagePage,
  RefusedPage,
  renderPatientPage,
  TooManyAttemptsPage,
  type ManageNotice,
  type PatientPageFrame,
} from './manage-pages';
import { MANAGE_PATHS } from './manage-paths';
import { managedRequest, manageView, type ManageView } from './manage-view';
import { findBranch } from '../../src/content/branches';
import { visitCalendar } from '../visits/visit-calendar';
import type { PatientActions } from './patient-actions';

export interface ManageRouteDependencies {
  db: ClinicDatabase;
  content: ContentIndex;
  /** The form secret (FORM_TOKEN_SECRET): signs each page's form token. */
  formSecret: string | Buffer;
  /** The site's public origin (SITE_URL): the calendar file's UID and link. */
  siteUrl: string;
  /** What the patient's buttons do (the visit's lifecycle, in the database). */
  actions: PatientActions;
  now?: () => Date;
  limit?: ManageLinkLimit;
}

/** A note and a confirmation: small bodies. */
const BODY_LIMIT_BYTES = 8 * 1024;
const stylesheetFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'manage.css');
const siteStylesheetFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'styles', 'global.css');

/**
 * Headers of every answer under the manage path: the address holds the request's token, so the
 * page is never indexed, cached, framed, or named in a Referer; it runs no script.
 */
const MANAGE_HEADERS: Record<string, string> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const NOTICES = new Set<ManageNotice>(['cancelled', 'change-sent']);

/** Past CHANGE_REQUESTS_PER_DAY: the note is kept in the field, and the patient knows the others arrived. */
const CHANGE_LIMIT_MESSAGE = `You have sent ${CHANGE_REQUESTS_PER_DAY} requests for another time today, as many as this page takes in a day. We have them all and will be in touch; if it cannot wait, please call us`;

/** The one status for every link that opens nothing (unknown, expired, erased): it tells nothing. */
const ENDED_STATUS = 404;

/**
 * The patient's side of an appointment request, at `/requests/manage?t=<token>`: server-rendered
 * pages like the staff side's (no script), in the site's look. The page shows where the request
 * stands; once confirmed, a calendar file; while it is open, "ask for another time" and "cancel"
 * (with a confirm step). Every state change is a POST from our own page: same origin, and a form
 * token derived from the link (manage-form-token.ts). Links that open nothing get one page, and
 * too many of them from one address are refused for a while (manage-link-limit.ts).
 */
export async function registerManageRoutes(app: FastifyInstance, deps: ManageRouteDependencies): Promise<void> {
  const { db, content, formSecret, actions, siteUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = deps.limit ?? DEFAULT_MANAGE_LINK_LIMIT;
  const { timeZone, phone, name: clinicName } = content.site.clinic;
  const bookingPath = content.pages.find((page) => page.sectionTypes.includes('appointment-form'))?.path ?? '/';
  // The site's own stylesheet (colours, type, buttons), then the page's.
  const stylesheet = `${fs.readFileSync(siteStylesheetFile, 'utf8')}\n${fs.readFileSync(stylesheetFile, 'utf8')}`;
  const stylesheetVersion = createHash('sha256').update(stylesheet).digest('hex').slice(0, 12);
  const frame = (title: string): PatientPageFrame => ({
    title,
    clinicName,
    phone: { display: phone.display, e164: phone.e164 },
    stylesheetHref: `${MANAGE_PATHS.stylesheet}?v=${stylesheetVersion}`,
  });
  const sendPage = (reply: FastifyReply, status: number, title: string, body: ReactNode) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderPatientPage(frame(title), body));

  const sendEnded = (reply: FastifyReply) => sendPage(reply, ENDED_STATUS, 'This request has ended', <EndedPage phone={phone} bookingPath={bookingPath} />);

  interface Opened {
    request: StoredRequest;
    view: ManageView;
    token: string;
    tokenHash: string;
  }

  /**
   * The request the link opens and what its page shows; otherwise the page is answered here
   * (too many misses from this address, or the one page for links that open nothing) and the
   * result is undefined.
   */
  async function open(request: FastifyRequest, reply: FastifyReply, token: unknown): Promise<Opened | undefined> {
    const at = now();
    const wait = await manageLinkWait(db, limit, request.ip, at.getTime());
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      await sendPage(reply, 429, 'Please try again later', <TooManyAttemptsPage minutes={minutes} />);
      return undefined;
    }
    const found = await findRequestByManageToken(db, token, { now: at, timeZone });
    if (!found) {
      await countManageLinkMiss(db, limit, request.ip, at.getTime());
      await sendEnded(reply);
      return undefined;
    }
    const view = manageView(managedRequest(found.request), { branches: content.branches });
    if (!view) {
      // A good link to a visit that has run its course (attended, no-show): the same page, but
      // not a miss; the patient who opens it again guessed nothing.
      await sendEnded(reply);
      return undefined;
    }
    return { request: found.request, view, token: token as string, tokenHash: found.tokenHash };
  }

  const pageOf = (opened: Opened, extra: { notice?: ManageNotice; change?: { value: string; error: string } } = {}) => (
    <ManagePage view={opened.view} token={opened.token} formToken={manageFormToken(formSecret, opened.tokenHash)} {...extra} />
  );

  /** Back to the page after an action, saying what was done (the address is the one the patient already has). */
  const redirectToPage = (reply: FastifyReply, token: string, notice: ManageNotice) =>
    reply
      .code(303)
      .header('location', `${manageRequestHref(token)}&done=${notice}`)
      .send();

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= BODY_LIMIT_BYTES;
    });
    scope.addHook('onRequest', async (request, reply) => {
      reply.headers(MANAGE_HEADERS);
      // A cancel or change comes from our own page (like the staff forms: same-origin.ts), checked before the body is read.
      if (request.method === 'POST' && !isSameOriginRequest(request)) {
        return sendPage(reply, 403, 'Nothing was changed', <RefusedPage />);
      }
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (prepareDatabaseUnavailable(error, request, reply)) {
        return sendPage(
          reply,
          503,
          'Please try again',
          <p>Your request cannot be reached just now, and nothing was changed. Please try again in a minute, or call us.</p>,
        );
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'The manage page failed');
      return sendPage(reply, status, 'Something went wrong', <p>Nothing was changed. Please try again, or call us.</p>);
    });

    scope.get(MANAGE_PATHS.stylesheet, async (request, reply) => {
      const versioned = (request.query as Record<string, unknown>).v === stylesheetVersion;
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(stylesheet);
    });

    scope.get(MANAGE_PATHS.page, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const opened = await open(request, reply, query[MANAGE_TOKEN_PARAM]);
      if (!opened) return reply;
      const notice = NOTICES.has(query.done as ManageNotice) ? (query.done as ManageNotice) : undefined;
      return sendPage(reply, 200, 'Your appointment request', pageOf(opened, notice ? { notice } : {}));
    });

    scope.get(MANAGE_PATHS.calendar, async (request, reply) => {
      const opened = await open(request, reply, (request.query as Record<string, unknown>)[MANAGE_TOKEN_PARAM]);
      if (!opened) return reply;
      const managed = managedRequest(opened.request);
      const branch = managed.slot ? findBranch(content.branches, managed.slot.branchId) : undefined;
      const ics =
        managed.slot && branch && opened.view.state.status === 'confirmed'
          ? visitCalendar(
              {
                reference: managed.reference,
                firstName: managed.values.firstName ?? '',
                phoneNumber: managed.values.phoneNumber ?? '',
                date: managed.slot.date,
                time: managed.slot.time,
                branch,
                manageUrl: new URL(manageRequestHref(opened.token), siteUrl).href,
              },
              { ...content.site, siteUrl },
              // The version the patient's e-mails carry: a file downloaded here updates the same entry.
              { method: 'REQUEST', sequence: managed.sequence, now: now() },
            )
          : undefined;
      if (!ics) return sendPage(reply, 404, 'No calendar file yet', <p>The calendar file is ready once the clinic confirms your visit.</p>);
      return reply.type('text/calendar; charset=utf-8; method=REQUEST').header('content-disposition', 'attachment; filename="appointment.ics"').send(ics);
    });

    scope.get(MANAGE_PATHS.cancel, async (request, reply) => {
      const opened = await open(request, reply, (request.query as Record<string, unknown>)[MANAGE_TOKEN_PARAM]);
      if (!opened) return reply;
      if (!opened.view.canChange) return sendPage(reply, 200, 'Your appointment request', pageOf(opened));
      return sendPage(
        reply,
        200,
        'Cancel your request?',
        <CancelPage view={opened.view} token={opened.token} formToken={manageFormToken(formSecret, opened.tokenHash)} />,
      );
    });

    /** The link's request, once the post is shown to come from its page; otherwise answered here. */
    async function openForChange(request: FastifyRequest, reply: FastifyReply): Promise<Opened | undefined> {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const opened = await open(request, reply, body[MANAGE_TOKEN_PARAM]);
      if (!opened) return undefined;
      if (!isManageFormToken(formSecret, opened.tokenHash, body.form)) {
        await sendPage(reply, 403, 'Nothing was changed', <RefusedPage token={opened.token} />);
        return undefined;
      }
      // Cancelled meanwhile, or its visit over: the page as it now stands.
      if (!opened.view.canChange) {
        await sendPage(reply, 409, 'Your appointment request', pageOf(opened));
        return undefined;
      }
      return opened;
    }

    scope.post(MANAGE_PATHS.cancel, async (request, reply) => {
      const opened = await openForChange(request, reply);
      if (!opened) return reply;
      if (!(await actions.cancel(opened.request, { at: now() }))) {
        // Refused only when the request moved on meanwhile (the front desk, another tab): the page as it now stands.
        const current = await open(request, reply, opened.token);
        return current ? sendPage(reply, 409, 'Your appointment request', pageOf(current)) : reply;
      }
      return redirectToPage(reply, opened.token, 'cancelled');
    });

    scope.post(MANAGE_PATHS.change, async (request, reply) => {
      const opened = await openForChange(request, reply);
      if (!opened) return reply;
      const value = (request.body as Record<string, unknown>).message;
      const checked = checkChangeRequest(value);
      if (!checked.ok) {
        const change = { value: typeof value === 'string' ? value : '', error: checked.error };
        return sendPage(reply, 422, 'Your appointment request', pageOf(opened, { change }));
      }
      if ((await actions.askForChange(opened.request, checked.message, { at: now() })) === 'limit-reached') {
        const change = { value: checked.message, error: CHANGE_LIMIT_MESSAGE };
        return sendPage(reply, 429, 'Your appointment request', pageOf(opened, { change }));
      }
      return redirectToPage(reply, opened.token, 'change-sent');
    });
  });
}
