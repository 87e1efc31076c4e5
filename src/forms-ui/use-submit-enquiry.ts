import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useContentIndex } from '../content/content-context';
import type { EnquiryReceipt } from '../contract/api-contract';
import { formSuccessPath } from '../content/derived-lists';
import { rememberThankYouToken, thankYouHref } from '../forms/thank-you-pass';
import { useStatusBanner } from '../ui/status-banner';

/**
 * The submit handler both forms share (SPEC §4): POST the payload; on success clear the form,
 * set the green banner and go to the thank-you page (the content's form-only page) with the pass the API signed; on failure the red banner,
 * keeping what the visitor typed. Pass the result to react-hook-form's `handleSubmit`, whose
 * `isSubmitting` then covers the request.
 */
export function useSubmitEnquiry<TValues, TPayload>({
  path,
  toPayload,
  reset,
}: {
  path: string;
  toPayload: (values: TValues) => TPayload;
  reset: () => void;
}): (values: TValues) => Promise<void> {
  const api = useApi();
  const { showStatus } = useStatusBanner();
  const navigate = useNavigate();
  const successPath = formSuccessPath(useContentIndex());
  return async (values) => {
    let stored: EnquiryReceipt | undefined;
    try {
      stored = await api.post<EnquiryReceipt>(path, toPayload(values));
    } catch {
      showStatus('failure');
      return;
    }
    reset();
    showStatus('success');
    // The server's signed pass to the thank-you page (see src/forms/thank-you-pass.ts).
    const token = stored?.token ?? '';
    rememberThankYouToken(token);
    navigate(thankYouHref(successPath, token));
  };
}
