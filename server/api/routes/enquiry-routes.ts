import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { validateAppointmentPayload } from '../../../src/forms/appointment-form-rules';
import type { BookingRules } from '../../../src/forms/booking-rules';
import { validateContactPayload } from '../../../src/forms/contact-form-rules';
import { storeAppointmentRequest, storeContactEnquiry } from '../../db/enquiry-repository';
import type { ClinicDatabase } from '../../db/open-database';
import { sendApiError } from '../api-errors';
import { apiPaths, type EnquiryReceipt } from '../../../src/contract/api-contract';
import type { ThankYouTokens } from '../../forms/thank-you-token';

export interface EnquiryRouteDependencies {
  db: ClinicDatabase;
  treatmentChoices: readonly string[];
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
 * The two form endpoints. The request and its e-mail are committed (storeX resolves after
 * COMMIT) before the 201 goes out: an acknowledged request is never lost. The 201 carries the
 * request's id, the reference the patient quotes to the clinic and the signed pass to the
 * thank-you page. The forms posted without JavaScript
 * come through these same routes (server/forms/form-post-routes.ts).
 */
export function registerEnquiryRoutes(
  api: FastifyInstance,
  { db, treatmentChoices, booking, now, bodyLimitBytes, rateLimited, thankYouTokens, acknowledgeByEmail = false }: EnquiryRouteDependencies,
): void {
  const receipt = ({ id, reference }: { id: number; reference: string }): { data: EnquiryReceipt } => ({
    data: { id, reference, token: thankYouTokens.issue(reference) },
  });
  const options: RouteShorthandOptions = { ...rateLimited, bodyLimit: bodyLimitBytes };
  const store = { acknowledge: acknowledgeByEmail };
  api.post(apiPaths.createContactInquiry, options, async (request, reply) => {
    const result = validateContactPayload(request.body);
    if (!result.ok) return sendApiError(reply, 400, result.message, result.fields);
    return reply.code(201).send(receipt(await storeContactEnquiry(db, result.value, now(), store)));
  });

  api.post(apiPaths.bookAppointment, options, async (request, reply) => {
    const result = validateAppointmentPayload(request.body, { treatmentChoices, now, booking });
    if (!result.ok) return sendApiError(reply, 400, result.message, result.fields);
    return reply.code(201).send(receipt(await storeAppointmentRequest(db, result.value, now(), store)));
  });
}
