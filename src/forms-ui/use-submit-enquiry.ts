import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useContentIndex } from '../content/content-context';
import type { EnquiryReceipt } from '../contract/api-contract';
import { formSuccessPath } from '../content/derived-lists';
import type { SentRequest } from '../forms/request-summary';
import { rememberThankYouToken, thankYouHref } from '../forms/thank-you-pass';
import { useStatusBanner } from '../ui/status-banner';
import { submissionReceipt } from './submission-receipt';

/**
 * The submit handler both forms share: POST the payload; on success clear the form, set the
 * green banner and go to the thank-you page (the content's form-only page) with the pass the API
 * signed, carrying the receipt (reference and what was sent) in the navigation state; on failure
 * the red banner, keeping what the visitor typed. Pass the result to react-hook-form's
 * `handleSubmit`, whose `isSubmitting` then covers the request.
 */
export function useSubmitEnquiry<TValues>({
  path,
  toSent,
  reset,
}: {
  path: string;
  /** The request as the API takes it, and which of the two forms sent it. */
  toSent: (values: TValues) => SentRequest;
  reset: () => void;
}): (values: TValues) => Promise<void> {
  const api = useApi();
  const { showStatus } = useStatusBanner();
  const navigate = useNavigate();
  const successPath = formSuccessPath(useContentIndex());
  return async (values) => {
    const sent = toSent(values);
    let stored: EnquiryReceipt;
    try {
      stored = await api.post<EnquiryReceipt>(path, sent.request);
    } catch {
      showStatus('failure');
      return;
    }
    reset();
    showStatus('success');
    // The server's signed pass to the thank-you page (see src/forms/thank-you-pass.ts).
    rememberThankYouToken(stored.token);
    navigate(thankYouHref(successPath, stored.token, sent.kind), { state: { receipt: submissionReceipt(sent, stored.reference) } });
  };
}
