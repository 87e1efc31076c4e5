/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { ContentIndex } from '../../src/content/content-index';
import { MANAGE_TOKEN_PARAM, manageRequestHref } from '../../src/forms/manage-link';
import { DEFAULT_LANGUAGE, localizePath, type Language } from '../../src/i18n/languages';
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
import { MANAGE_PATHS, type ManageStylesheetName } from './manage-paths';
import { readManageStylesheets } from './manage-stylesheets';
import { sendScriptFont } from '../script-fonts';
import { managedRequest, manageView, type ManageView } from './manage-view';
import { changeRequestError, MANAGE_WORDS, type ManageWords } from './manage-words/all';
import { findBranch } from '../../src/content/branches';
import { visitCalendar } from '../visits/visit-calendar';
import type { PatientActions } from './patient-actions';

export interface ManageRouteDependencies {
  db: ClinicDatabase;
  content: ContentIndex;
  /** The other languages' content: a request's page names its branch as its language does. */
  languages?: readonly ContentIndex[];
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

/**
 * Headers of every answer under the manage path: the address holds the request's token, so the
 * page is never indexed, cached, framed, or named in a Referer; it runs no script.
 */
const MANAGE_HEADERS: Record<string, string> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  // Fonts: a Gujarati or Hindi page's script font, served under this path (manage-stylesheets.ts).
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const NOTICES = new Set<string>(Object.keys(MANAGE_WORDS.en.notices));
const isNotice = (value: unknown): value is ManageNotice => typeof value === 'string' && NOTICES.has(value);

type PageTitle = Extract<keyof ManageWords['titles'], string>;

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
  const { db, content, formSecret, actions, siteUrl, languages = [] } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = deps.limit ?? DEFAULT_MANAGE_LINK_LIMIT;
  const { timeZone, phone, name: clinicName } = content.site.clinic;
  const bookingPage = content.pages.find((page) => page.sectionTypes.includes('appointment-form'));
  /** The booking page in a language, or English's where that language has none. */
  const bookingPath = (language: Language) =>
    bookingPage ? (bookingPage.languages?.includes(language) ? localizePath(bookingPage.path, language) : bookingPage.path) : '/';
  /** The branches as a language names them (English's facts); English's where the language's content is not loaded. */
  const branchesIn = (language: Language) => (languages.find((index) => index.language === language) ?? content).branches;
  const { sheets, fonts } = readManageStylesheets();
  const frame = (title: string, language: Language, sheet: ManageStylesheetName): PatientPageFrame => ({
    title,
    clinicName,
    phone: { display: phone.display, e164: phone.e164 },
    stylesheetHref: `${MANAGE_PATHS.stylesheet(sheet)}?v=${sheets[sheet].version}`,
    language,
  });
  /** A page in a language, titled with one of its titles; `sheet`: the stylesheet when not the language's own. */
  const sendPage = (reply: FastifyReply, status: number, language: Language, title: PageTitle, body: ReactNode, sheet: ManageStylesheetName = language) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderPatientPage(frame(MANAGE_WORDS[language].titles[title], language, sheet), body));

  // No request is known here, so no language either: the page speaks all of them, English first (manage-pages.tsx).
  const sendEnded = (reply: FastifyReply) =>
    sendPage(reply, ENDED_STATUS, DEFAULT_LANGUAGE, 'ended', <EndedPage phone={phone} bookingPath={bookingPath} />, 'all');
  /** The language of the request a request to this path opened, for a page answered after it (an error). */
  const languageOfOpened = new WeakMap<FastifyRequest, Language>();

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
      await sendPage(reply, 429, DEFAULT_LANGUAGE, 'tooManyAttempts', <TooManyAttemptsPage minutes={minutes} />, 'all');
      return undefined;
    }
    const found = await findRequestByManageToken(db, token, { now: at, timeZone });
    if (!found) {
      await countManageLinkMiss(db, limit, request.ip, at.getTime());
      await sendEnded(reply);
      return undefined;
    }
    const view = manageView(managedRequest(found.request), { branches: branchesIn(found.request.language) });
    if (!view) {
      // A good link to a visit that has run its course (attended, no-show): the same page, but
      // not a miss; the patient who opens it again guessed nothing.
      await sendEnded(reply);
      return undefined;
    }
    languageOfOpened.set(request, view.language);
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
      // A cancel or change comes from our own page (like the staff forms: same-origin.ts), checked before the body is read,
      // so before the request (and its language) is known: the page is in English, the site's default.
      if (request.method === 'POST' && !isSameOriginRequest(request)) {
        return sendPage(reply, 403, DEFAULT_LANGUAGE, 'refused', <RefusedPage language={DEFAULT_LANGUAGE} />);
      }
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      // In the request's language once it was opened; before that (the database down), English.
      const language = languageOfOpened.get(request) ?? DEFAULT_LANGUAGE;
      const words = MANAGE_WORDS[language];
      if (prepareDatabaseUnavailable(error, request, reply)) {
        return sendPage(reply, 503, language, 'unavailable', <p>{words.unavailable}</p>);
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'The manage page failed');
      return sendPage(reply, status, language, 'failed', <p>{words.failed}</p>);
    });

    for (const [name, sheet] of Object.entries(sheets) as Array<[ManageStylesheetName, (typeof sheets)[ManageStylesheetName]]>) {
      scope.get(MANAGE_PATHS.stylesheet(name), async (request, reply) => {
        const versioned = (request.query as Record<string, unknown>).v === sheet.version;
        return reply
          .type('text/css; charset=utf-8')
          .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
          .send(sheet.text);
      });
    }

    // The script fonts, by name (their names carry the package's version, so they are cached for good).
    scope.get(`${MANAGE_PATHS.fonts}:file`, async (request, reply) => sendScriptFont(reply, fonts, (request.params as { file: string }).file));

    scope.get(MANAGE_PATHS.page, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const opened = await open(request, reply, query[MANAGE_TOKEN_PARAM]);
      if (!opened) return reply;
      const notice = isNotice(query.done) ? query.done : undefined;
      return sendPage(reply, 200, opened.view.language, 'request', pageOf(opened, notice ? { notice } : {}));
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
              // The version the patient's e-mails carry, in their language: a file downloaded here updates the same entry.
              { method: 'REQUEST', sequence: managed.sequence, now: now(), language: managed.language },
            )
          : undefined;
      const { language } = opened.view;
      if (!ics) return sendPage(reply, 404, language, 'noCalendar', <p>{MANAGE_WORDS[language].noCalendar}</p>);
      return reply.type('text/calendar; charset=utf-8; method=REQUEST').header('content-disposition', 'attachment; filename="appointment.ics"').send(ics);
    });

    scope.get(MANAGE_PATHS.cancel, async (request, reply) => {
      const opened = await open(request, reply, (request.query as Record<string, unknown>)[MANAGE_TOKEN_PARAM]);
      if (!opened) return reply;
      if (!opened.view.canChange) return sendPage(reply, 200, opened.view.language, 'request', pageOf(opened));
      return sendPage(
        reply,
        200,
        opened.view.language,
        'cancel',
        <CancelPage view={opened.view} token={opened.token} formToken={manageFormToken(formSecret, opened.tokenHash)} />,
      );
    });

    /** The link's request, once the post is shown to come from its page; otherwise answered here. */
    async function openForChange(request: FastifyRequest, reply: FastifyReply): Promise<Opened | undefined> {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const opened = await open(request, reply, body[MANAGE_TOKEN_PARAM]);
      if (!opened) return undefined;
      if (!isManageFormToken(formSecret, opened.tokenHash, body.form)) {
        await sendPage(reply, 403, opened.view.language, 'refused', <RefusedPage token={opened.token} language={opened.view.language} />);
        return undefined;
      }
      // Cancelled meanwhile, or its visit over: the page as it now stands.
      if (!opened.view.canChange) {
        await sendPage(reply, 409, opened.view.language, 'request', pageOf(opened));
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
        return current ? sendPage(reply, 409, current.view.language, 'request', pageOf(current)) : reply;
      }
      return redirectToPage(reply, opened.token, 'cancelled');
    });

    scope.post(MANAGE_PATHS.change, async (request, reply) => {
      const opened = await openForChange(request, reply);
      if (!opened) return reply;
      const value = (request.body as Record<string, unknown>).message;
      const { language } = opened.view;
      const checked = checkChangeRequest(value);
      if (!checked.ok) {
        const change = { value: typeof value === 'string' ? value : '', error: changeRequestError(checked.problem, language) };
        return sendPage(reply, 422, language, 'request', pageOf(opened, { change }));
      }
      if ((await actions.askForChange(opened.request, checked.message, { at: now() })) === 'limit-reached') {
        // Past CHANGE_REQUESTS_PER_DAY: the note is kept in the field, and the patient knows the others arrived.
        const change = { value: checked.message, error: MANAGE_WORDS[language].changeErrors.limitReached(CHANGE_REQUESTS_PER_DAY) };
        return sendPage(reply, 429, language, 'request', pageOf(opened, { change }));
      }
      return redirectToPage(reply, opened.token, 'change-sent');
    });
  });
}
