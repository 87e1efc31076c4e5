import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { BookingRules } from '../../../src/forms/booking-rules';
import type { RequestBranch } from '../../../src/forms/branch-rules';
import type { RequestKind, TreatmentChoice } from '../../../src/forms/request-fields';
import { validatePayload } from '../../../src/forms/request-form';
import { LANGUAGE_FIELD, readRequestLanguage } from '../../../src/forms/request-language';
import { FORM_DICTIONARIES } from '../../forms/form-dictionaries';
import { storeRequest } from '../../db/enquiry-repository';
import type { ClinicDatabase } from '../../db/open-database';
import { sendApiError } from '../api-errors';
import { requestApiPaths, type EnquiryReceipt } from '../../../src/contract/api-contract';
import type { ThankYouTokens } from '../../forms/thank-you-token';
import { manageRequestHref } from '../../../src/forms/manage-link';

export interface EnquiryRouteDependencies {
  db: ClinicDatabase;
  treatments: readonly TreatmentChoice[];
  branches: readonly RequestBranch[];
  booking: BookingRules;
  now: () => Date;
  bodyLimitBytes: number;
  /** Route options of the per-address submission limit (see form-rate-limit.ts). */
  rateLimited: RouteShorthandOptions;
  /** Signs the thank-you page's pass returned with each 201 (server/forms/thank-you-token.ts). */
  thankYouTokens: ThankYouTokens;
  /** E-mail delivery is on: queue an acknowledgement to the patient too. */
  acknowledgeByEmail?: boolean;
}

/**
 * The two form endpoints, one per kind of request, each checking its form's fields
 * (src/forms/request-fields.ts). The request and its e-mails are committed (storeRequest resolves
 * after COMMIT) before the 201 goes out: an acknowledged request is never lost. The 201 carries
 * the reference the patient quotes to the clinic, the signed pass to the thank-you page and, for
 * an appointment, the patient's manage link (never the row id); the pass and the link open
 * pages, so no cache may keep the answer, and the link is shown here only (it is never stored). The forms
 * posted without JavaScript come through these same routes (server/forms/form-post-routes.ts).
 */
export function registerEnquiryRoutes(
  api: FastifyInstance,
  { db, treatments, branches, booking, now, bodyLimitBytes, rateLimited, thankYouTokens, acknowledgeByEmail = false }: EnquiryRouteDependencies,
): void {
  const options: RouteShorthandOptions = { ...rateLimited, bodyLimit: bodyLimitBytes };
  for (const [kind, path] of Object.entries(requestApiPaths) as Array<[RequestKind, string]>) {
    api.post(path, options, async (request, reply) => {
      // The request's language (its `language` field, else English): the messages below and the patient's e-mails are in it.
      const language = readRequestLanguage(request.body);
      if (!language.ok) return sendApiError(reply, 400, language.message, { [LANGUAGE_FIELD]: language.message });
      const dictionary = FORM_DICTIONARIES[language.language];
      const result = validatePayload(kind, language.body, { treatments, branches, now, booking, dictionary });
      if (!result.ok) return sendApiError(reply, 400, result.message, result.fields);
      const { reference, manageToken } = await storeRequest(db, kind, result.value, now(), { acknowledge: acknowledgeByEmail, language: language.language });
      const receipt: EnquiryReceipt = {
        reference,
        token: thankYouTokens.issue(reference),
        ...(manageToken ? { manage: manageRequestHref(manageToken) } : {}),
      };
      return reply.code(201).header('cache-control', 'no-store').send({ data: receipt });
    });
  }
}
