import { findBranch } from '../../src/content/branches';
import type { PatientMessageKind } from '../visits/visit-status';
import { composePatientMessage, isCancellation, type MessageSite } from '../visits/patient-messages';
import type { InboxRequest, RequestEvent } from '../db/inbox-repository';
import type { StaffContext } from './staff-context';

/**
 * The WhatsApp message the request's page offers after a confirmation, a change of time or a
 * cancellation: the same words as the patient's e-mail about it (patient-messages.ts), for the
 * front desk to send from the clinic's phone, with the patient's own manage link. None before the
 * visit is booked or once it is over. The page posts for it (a link needs a token, and only a
 * token's hash is stored, so one is made when the message is asked for, not on every view).
 */

function messageKind(request: InboxRequest): PatientMessageKind | undefined {
  if (request.status === 'confirmed') return 'confirmed';
  if (request.status === 'rescheduled') return 'rescheduled';
  if (request.status === 'cancelled') return request.cancelledBy === 'patient' ? 'cancelled-by-patient' : 'cancelled-by-clinic';
  return undefined;
}

type WhatsAppContext = Pick<StaffContext, 'branches' | 'dentists' | 'treatments'> & { site: MessageSite };

/** Whether the request has news for the patient to send on WhatsApp now (the page offers the button). */
export function hasVisitWhatsApp(request: InboxRequest, context: Pick<StaffContext, 'branches'>): boolean {
  const slot = request.slot;
  return Boolean(messageKind(request) && slot && findBranch(context.branches, slot.branchId) && !request.erasedAt && request.values.phoneNumber);
}

/**
 * The `wa.me` link with the patient's message, or undefined when there is none to send.
 * `manageUrl` makes the patient's own link (a token of its own, made only when the message
 * carries it: a cancellation points to a new request instead).
 */
export async function visitWhatsAppHref(
  request: InboxRequest,
  history: readonly RequestEvent[],
  context: WhatsAppContext,
  manageUrl: () => Promise<string>,
): Promise<string | undefined> {
  const kind = messageKind(request);
  const slot = request.slot;
  const branch = slot && findBranch(context.branches, slot.branchId);
  if (!kind || !slot || !branch || !hasVisitWhatsApp(request, context)) return undefined;
  // A change of time tells where the visit was before: the slot of the step before the last.
  const slotted = history.filter((event) => event.slot);
  const before = kind === 'rescheduled' ? slotted.at(-2)?.slot : undefined;
  const previousBranch = before && findBranch(context.branches, before.branchId);
  const message = composePatientMessage(
    kind,
    {
      reference: request.reference,
      firstName: request.values.firstName,
      phoneNumber: request.values.phoneNumber,
      treatmentLabel: context.treatments.find((choice) => choice.id === request.values.service)?.label,
      date: slot.date,
      time: slot.time,
      branch,
      dentistName: context.dentists.find((dentist) => dentist.id === slot.dentistId)?.name,
      ...(before && previousBranch ? { previous: { date: before.date, time: before.time, branch: previousBranch } } : {}),
      manageUrl: isCancellation(kind) ? '' : await manageUrl(),
    },
    context.site,
    // The patient's language, as their e-mails are.
    { language: request.language },
  );
  return message.whatsApp;
}
