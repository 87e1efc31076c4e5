import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, requestApiPaths, type EnquiryReceipt } from '../../src/contract/api-contract';
import type { ContentIndex } from '../../src/content/content-index';
import { localizePath } from '../../src/i18n/languages';
import { formSuccessPath } from '../../src/content/derived-lists';
import type { RenderOptions } from '../../src/entry-server';
import type { FormPostState } from '../../src/forms/form-post-state';
import type { RequestKind, RuleContext } from '../../src/forms/request-fields';
import { formRuleErrors, readPostedValues, toPayload, validatePayload } from '../../src/forms/request-form';
import { LANGUAGE_FIELD } from '../../src/forms/request-language';
import { DEFAULT_LANGUAGE, isLanguage, splitLanguage, type Language } from '../../src/i18n/languages';
import { FORM_DICTIONARIES } from './form-dictionaries';
import { referenceInThankYouPass, THANK_YOU_TOKEN_PARAM, thankYouHref } from '../../src/forms/thank-you-pass';
import { API_BODY_LIMIT_BYTES } from '../api/register-api';
import { parseFormBody } from '../strict-body-text';
import { createInProcessApiClient } from '../ssr/in-process-api';
import { documentOf, type SsrRenderer } from '../ssr/ssr-routes';
import { clearedManageLinkCookie, manageLinkCookie, manageLinkFromCookie } from './manage-link-cookie';
import type { ThankYouTokens } from './thank-you-token';

/** What the red banner says when a submission fails for a reason of ours (the spec's string). */
const FAILURE_MESSAGE = 'Message failed to send.';

/** Each form section and the kind of request it sends. */
const FORMS = { 'contact-form': 'contact', 'appointment-form': 'appointment' } as const satisfies Record<FormPostState['form'], RequestKind>;

type FormType = keyof typeof FORMS;

const isFormType = (type: string): type is FormType => Object.prototype.hasOwnProperty.call(FORMS, type);

export interface FormPostDependencies {
  renderer: SsrRenderer;
  /** Every published language's content: each language's form pages and thank-you page are answered at their own addresses. */
  indexes: readonly ContentIndex[];
  thankYouTokens: ThankYouTokens;
  /** The API's rule context: the form's own rules (a branch it asks for) are checked here, before the API. */
  rules: RuleContext;
}

/**
 * The two forms without JavaScript. Each page holding a contact or appointment form accepts a
 * classic `<form method="post">` (application/x-www-form-urlencoded) at its own address:
 *
 * - The fields go, as JSON, through the very API route the script calls (in-process, with the
 *   visitor's address, so the same per-address limit counts them): the same rules, the same
 *   row in the same table, the same outbox entry, the same 201 with its pass.
 * - Stored: 303 to the thank-you page with the pass (`/thank-you?t=…`), so a reload does not
 *   post again; an appointment request's manage link follows in a cookie (manage-link-cookie.ts).
 * - A choice the form asks for and the API leaves optional (the appointment's branch) missing:
 *   the page again with every message (all the form's rules, checked here), nothing stored.
 * - Refused: the page again, rendered by the same React form from what was posted, with every
 *   message beside its field and a summary on top (422; 429 with Retry-After when over the
 *   limit; the API's status otherwise).
 *
 * The thank-you page itself is answered here too: with a valid pass it renders, without one it
 * redirects home (302), as the script's router decides.
 */
export async function registerFormPostRoutes(app: FastifyInstance, { renderer, indexes, thankYouTokens, rules }: FormPostDependencies): Promise<void> {
  const api = createInProcessApiClient(app);

  const sendPage = async (reply: FastifyReply, url: string, status: number, options: RenderOptions) => {
    const result = await renderer.render(url, api, options);
    if (result.kind === 'redirect') return reply.code(303).header('location', result.location).send();
    const html = await documentOf(renderer, url, result);
    // The page holds what the visitor typed (or a pass): never kept by a cache.
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };

  const receive = async (request: FastifyRequest, reply: FastifyReply, pagePath: string, formType: FormType, successPath: string) => {
    const kind = FORMS[formType];
    const values = readPostedValues(kind, request.body);
    // The page's language, from the form's hidden field (else its address's): its messages and the patient's e-mails are in it.
    const language = postedLanguage(request.body) ?? splitLanguage(pagePath).language;
    const languageRules = { ...rules, dictionary: FORM_DICTIONARIES[language] };
    if (formRuleErrors(kind, values, languageRules).length > 0) {
      const checked = validatePayload(kind, toPayload(kind, values), languageRules, { asForm: true });
      const errors = checked.ok ? {} : Object.fromEntries(Object.entries(checked.fields).filter(([name]) => name in values));
      return sendPage(reply, pagePath, 422, { formPost: { form: formType, values, errors } });
    }
    const stored = await app.inject({
      method: 'POST',
      url: `${API_BASE}${requestApiPaths[kind]}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...toPayload(kind, values), ...(language === DEFAULT_LANGUAGE ? {} : { [LANGUAGE_FIELD]: language }) }),
      // The visitor's address, so the per-address limit counts this submission as theirs.
      remoteAddress: request.ip,
    });
    const answer = parseJson(stored.body);
    if (stored.statusCode === 201) {
      const receipt = (answer as { data?: Partial<EnquiryReceipt> } | undefined)?.data ?? {};
      // The manage link must not be in the redirect's address: it goes in a cookie only the thank-you page gets.
      const cookie =
        receipt.manage && receipt.reference
          ? manageLinkCookie({ reference: receipt.reference, manage: receipt.manage, path: successPath, secure: request.protocol === 'https' })
          : clearedManageLinkCookie(successPath);
      return reply
        .code(303)
        .header('location', thankYouHref(successPath, receipt.token ?? '', kind))
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .send();
    }
    const { message, fields } = (answer ?? {}) as { message?: string; fields?: Record<string, string> };
    const errors = Object.fromEntries(Object.entries(fields ?? {}).filter(([name]) => name in values));
    const refusedByRules = stored.statusCode === 400 && Object.keys(errors).length > 0;
    if (!refusedByRules) {
      request.log.warn({ statusCode: stored.statusCode, message }, 'a form posted without JavaScript was not stored');
    }
    const retryAfter = stored.headers['retry-after'];
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    const formPost: FormPostState = {
      form: formType,
      values,
      errors,
      // A 503 explains itself (the database is busy or cannot be written: try again); other
      // faults of ours get the spec's banner.
      ...(refusedByRules ? {} : { message: (stored.statusCode < 500 || stored.statusCode === 503) && message ? message : FAILURE_MESSAGE }),
    };
    return sendPage(reply, pagePath, refusedByRules ? 422 : stored.statusCode, { formPost });
  };

  await app.register(async (scope) => {
    // Url-encoded bodies are accepted here only, on these routes, and only when they decode to
    // UTF-8 text (strict-body-text.ts).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT_BYTES }, (_request, body, done) => {
      try {
        done(null, parseFormBody(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.setErrorHandler(answerBadPost);
    for (const index of indexes) {
      const successPath = formSuccessPath(index);
      const home = localizePath('/', index.language);
      for (const page of index.pages) {
        const formType = page.sectionTypes.find(isFormType);
        if (!formType) continue;
        scope.post(page.path, { bodyLimit: API_BODY_LIMIT_BYTES }, (request, reply) => receive(request, reply, page.path, formType, successPath));
      }
      registerThankYouPage(scope, successPath, home);
    }
  });

  /** The thank-you page of one language: with a valid pass it renders, without one it sends the visitor to that language's home page. */
  function registerThankYouPage(scope: FastifyInstance, successPath: string, home: string) {
    scope.get(successPath, async (request, reply) => {
      const token = (request.query as Record<string, unknown>)[THANK_YOU_TOKEN_PARAM];
      if (!thankYouTokens.verify(token)) return reply.code(302).header('location', home).header('cache-control', 'no-store').send();
      const reference = referenceInThankYouPass(new URL(request.url, 'http://localhost').search);
      const manageLink = reference ? manageLinkFromCookie(request.headers.cookie, reference) : undefined;
      return sendPage(reply, request.url, 200, { formPass: true, ...(manageLink ? { manageLink } : {}) });
    });
  }
}

/** The language a form was posted in: its hidden field's, when that names one of the site's languages. */
function postedLanguage(body: unknown): Language | undefined {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const raw = Object.prototype.hasOwnProperty.call(record, LANGUAGE_FIELD) ? record[LANGUAGE_FIELD] : undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return isLanguage(value) ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A post the routes never see: too large, or not a form. Like every error of the site it answers
 * `{ message }`; a browser's own form post (it accepts HTML) gets the same message as a plain
 * sentence, which the visitor can read.
 */
function answerBadPost(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'a form post failed');
  const message =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? `The form is too large (the limit is ${API_BODY_LIMIT_BYTES} bytes).`
      : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send the form as application/x-www-form-urlencoded.'
        : status === 500
          ? 'Something went wrong. Please try again, or call the clinic.'
          : error.message || 'The request is not valid.';
  if (acceptsHtml(request)) return reply.code(status).type('text/plain; charset=utf-8').send(message);
  return reply.code(status).send({ message });
}

function acceptsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}
