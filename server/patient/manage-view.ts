import { branchMapLinks, findBranch, type Branch } from '../../src/content/branches';
import { formatPostalAddress } from '../../src/content/postal-address';
import type { Language } from '../../src/i18n/languages';
import type { StoredRequest } from '../db/request-rows';
import { plainFirstName } from '../mail/patient-text';
import { MESSAGE_STRINGS } from '../visits/patient-messages';
import type { CancelledBy } from '../visits/visit-status';

/**
 * What the patient's page says about their appointment request, from the request as stored: no
 * more of it than the first name and the visit. A request that is not an appointment, or whose
 * visit has run its course (attended, no-show), gets the page every unknown link gets
 * (`undefined` here); so does a link past the visit's day (manage-token-repository.ts). It is in
 * the language the request was made in: days and times as the patient's e-mails write them
 * (patient-messages.ts), the branch as that language's content names it.
 */

export interface VisitDetails {
  /** `Tuesday, 2 June 2026`, `મંગળવાર, 2 જૂન, 2026` */
  day: string;
  /** `5:45 pm`, `5:45 PM` */
  time: string;
  branch?: {
    name: string;
    address: string;
    phone: { display: string; e164: string };
    mapHref: string;
  };
}

type ManageState =
  | { status: 'received'; requested: VisitDetails }
  | { status: 'confirmed'; visit: VisitDetails; rescheduled: boolean }
  | { status: 'cancelled'; by: CancelledBy | null };

export interface ManageView {
  /** The language the request was made in: the page's. */
  language: Language;
  reference: string;
  /** Only when it is plainly a name (the acknowledgement's rule); otherwise the page greets no one by name. */
  firstName?: string;
  state: ManageState;
  /** The patient may still cancel or ask for another time. */
  canChange: boolean;
}

export interface ManagedRequest extends Pick<StoredRequest, 'kind' | 'reference' | 'values' | 'status' | 'slot' | 'cancelledBy' | 'language'> {
  /** The visit's SEQUENCE: the calendar file's version. */
  sequence: number;
}

/** The request as its page reads it: the confirmed slot, not the time asked for, once there is one. */
export function managedRequest(request: StoredRequest): ManagedRequest {
  return {
    kind: request.kind,
    reference: request.reference,
    values: request.values,
    status: request.status,
    slot: request.slot,
    cancelledBy: request.cancelledBy,
    language: request.language,
    sequence: request.visitSequence,
  };
}

function visitDetails(date: string, time: string, branch: Branch | undefined, language: Language): VisitDetails {
  const written = MESSAGE_STRINGS[language];
  return {
    day: written.date(date),
    time: written.time(time),
    ...(branch
      ? {
          branch: {
            name: branch.name,
            address: formatPostalAddress(branch.address),
            phone: { display: branch.phone.display, e164: branch.phone.e164 },
            mapHref: branchMapLinks(branch).place,
          },
        }
      : {}),
  };
}

/** `branches`: the branches as the request's language names them (the facts are the same in every language). */
export function manageView(request: ManagedRequest, { branches }: { branches: readonly Branch[] }): ManageView | undefined {
  if (request.kind !== 'appointment') return undefined;
  const { language } = request;
  const firstName = plainFirstName(request.values.firstName ?? '');
  const base = { language, reference: request.reference, ...(firstName ? { firstName } : {}) };
  switch (request.status) {
    case 'confirmed':
    case 'rescheduled':
      if (!request.slot) break;
      return {
        ...base,
        state: {
          status: 'confirmed',
          visit: visitDetails(request.slot.date, request.slot.time, findBranch(branches, request.slot.branchId), language),
          rescheduled: request.status === 'rescheduled',
        },
        canChange: true,
      };
    case 'cancelled':
      return { ...base, state: { status: 'cancelled', by: request.cancelledBy }, canChange: false };
    case 'new':
    case 'contacted':
      return {
        ...base,
        state: { status: 'received', requested: visitDetails(request.values.date, request.values.time, undefined, language) },
        canChange: true,
      };
  }
  // Attended, no-show, or anything else: the request has run its course.
  return undefined;
}
