import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useContentIndex } from '../content/content-context';
import { requestApiPaths, type EnquiryReceipt } from '../contract/api-contract';
import { formSuccessPath } from '../content/derived-lists';
import type { FieldValues } from '../forms/request-fields';
import { toPayload } from '../forms/request-form';
import { rememberThankYouToken, thankYouHref } from '../forms/thank-you-pass';
import { useStatusBanner } from '../ui/status-banner';
import type { RequestForm } from './request-form-fields';
import { submissionReceipt } from './submission-receipt';

/**
 * The submit handler both forms share: POST the payload; on success clear the form, set the
 * green banner and go to the thank-you page (the content's form-only page) with the pass the API
 * signed, carrying the receipt (reference and what was sent) in the navigation state; on failure
 * the red banner, keeping what the visitor typed. Pass the result to react-hook-form's
 * `handleSubmit`, whose `isSubmitting` then covers the request.
 */
export function useSubmitEnquiry({ kind, context, form, empty }: RequestForm): (values: FieldValues) => Promise<void> {
  const api = useApi();
  const { showStatus } = useStatusBanner();
  const navigate = useNavigate();
  const successPath = formSuccessPath(useContentIndex());
  return async (values) => {
    const sent = { kind, request: toPayload(kind, values) };
    let stored: EnquiryReceipt;
    try {
      stored = await api.post<EnquiryReceipt>(requestApiPaths[kind], sent.request);
    } catch {
      showStatus('failure');
      return;
    }
    form.reset(empty);
    showStatus('success');
    // The server's signed pass to the thank-you page (see src/forms/thank-you-pass.ts).
    rememberThankYouToken(stored.token);
    navigate(thankYouHref(successPath, stored.token, sent.kind), { state: { receipt: submissionReceipt(sent, stored.reference, context, stored.manage) } });
  };
}
