import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { validateAppointmentPayload } from '../../../src/forms/appointment-form-rules';
import { validateContactPayload } from '../../../src/forms/contact-form-rules';
import { storeAppointmentRequest, storeContactEnquiry } from '../../db/enquiry-repository';
import type { ClinicDatabase } from '../../db/open-database';
import { sendApiError } from '../api-errors';
import { apiPaths } from '../../../src/contract/api-contract';

export interface EnquiryRouteDependencies {
  db: ClinicDatabase;
  treatmentChoices: readonly string[];
  now: () => Date;
  bodyLimitBytes: number;
  /** Route options of the per-address submission limit (see form-rate-limit.ts). */
  rateLimited: RouteShorthandOptions;
  /** E-mail delivery is on: queue an acknowledgement to the patient too. */
  acknowledgeByEmail?: boolean;
}

/**
 * The two form endpoints. The request and its e-mails are committed (storeX resolves after
 * COMMIT) before the 201 goes out: an acknowledged request is never lost. The answer carries
 * the reference the patient quotes to the clinic (`data.reference`).
 */
export function registerEnquiryRoutes(
  api: FastifyInstance,
  { db, treatmentChoices, now, bodyLimitBytes, rateLimited, acknowledgeByEmail = false }: EnquiryRouteDependencies,
): void {
  const options: RouteShorthandOptions = { ...rateLimited, bodyLimit: bodyLimitBytes };
  const store = { acknowledge: acknowledgeByEmail };
  api.post(apiPaths.createContactInquiry, options, async (request, reply) => {
    const result = validateContactPayload(request.body);
    if (!result.ok) return sendApiError(reply, 400, result.message, result.fields);
    const { id, reference } = await storeContactEnquiry(db, result.value, now(), store);
    return reply.code(201).send({ data: { id, reference } });
  });

  api.post(apiPaths.bookAppointment, options, async (request, reply) => {
    const result = validateAppointmentPayload(request.body, { treatmentChoices, now });
    if (!result.ok) return sendApiError(reply, 400, result.message, result.fields);
    const { id, reference } = await storeAppointmentRequest(db, result.value, now(), store);
    return reply.code(201).send({ data: { id, reference } });
  });
}
