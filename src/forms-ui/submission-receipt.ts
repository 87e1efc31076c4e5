import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../ui/use-scripts-run';
import { isManageRequestHref, MANAGE_LINK_QUERY_KEY } from '../forms/manage-link';
import { REFERENCE_PATTERN } from '../forms/reference-format';
import { referenceInThankYouPass, requestKindInThankYouAddress } from '../forms/thank-you-pass';
import type { FormDictionary } from '../forms/form-dictionary';
import type { DisplayContext, RequestKind } from '../forms/request-fields';
import { summarizeRequest, type SentRequest, type SummaryLine } from '../forms/request-summary';

/**
 * What the thank-you page shows about the request just sent: its reference (from the API's
 * `data.reference`) and a summary of what was sent. It travels in the navigation state to the
 * thank-you page (`{ fromForm: true, receipt }`), so it stays in the visitor's own browser
 * history and never in an address, a log or the server.
 */
export interface SubmissionReceipt {
  reference: string;
  kind: RequestKind;
  summary: SummaryLine[];
  /** An appointment request's manage link (src/forms/manage-link.ts), when the API gave one. */
  manage?: string;
}

/** The receipt for a request the API accepted with `reference` (and, for an appointment, its manage link), in the form's language (`context.dictionary`). */
export function submissionReceipt(
  sent: SentRequest,
  reference: string,
  context: DisplayContext & { dictionary?: FormDictionary },
  manage?: string,
): SubmissionReceipt {
  return { reference, kind: sent.kind, summary: summarizeRequest(sent, context), ...(manage ? { manage } : {}) };
}

/** History state can hold anything (another version of the site wrote it, a user edited it): check before use. */
function isSubmissionReceipt(value: unknown): value is SubmissionReceipt {
  if (!value || typeof value !== 'object') return false;
  const { reference, kind, summary, manage } = value as Record<string, unknown>;
  return (
    (manage === undefined || isManageRequestHref(manage)) &&
    typeof reference === 'string' &&
    REFERENCE_PATTERN.test(reference) &&
    (kind === 'contact' || kind === 'appointment') &&
    Array.isArray(summary) &&
    summary.every((line) => line && typeof line === 'object' && typeof line.label === 'string' && typeof line.value === 'string')
  );
}

/** What the thank-you page knows of the request: always its reference and kind, and what was sent when the form said so. */
export type ThankYouReceipt = Pick<SubmissionReceipt, 'reference' | 'kind'> & Partial<SubmissionReceipt>;

/**
 * The receipt in the current location's state, or else the reference in the page's pass (the
 * server checked it before rendering; a form posted without JavaScript lands here with it) and
 * the kind of request its address names.
 * The server never has navigation state, so while a server-rendered page hydrates only the
 * pass counts (the markup matches), and the summary appears right after. A server-rendered page
 * after an appointment request also has its manage link, from the page's data.
 */
export function useSubmissionReceipt(): ThankYouReceipt | undefined {
  const location = useLocation();
  const hydrated = useHydrated();
  const manage = useQueryClient().getQueryData(MANAGE_LINK_QUERY_KEY);
  const receipt = (location.state as { receipt?: unknown } | null)?.receipt;
  if (hydrated && isSubmissionReceipt(receipt)) return receipt;
  const reference = referenceInThankYouPass(location.search);
  if (reference === undefined) return undefined;
  return { reference, kind: requestKindInThankYouAddress(location.search), ...(isManageRequestHref(manage) ? { manage } : {}) };
}
