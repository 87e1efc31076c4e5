import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useStatusBanner } from '../ui/status-banner';

/** Where a successful form submit takes the visitor; the page shows only with this state (SPEC §2). */
export const THANK_YOU_PATH = '/thank-you';

/**
 * The submit handler both forms share (SPEC §4): POST the payload; on success clear the form,
 * set the green banner and go to the thank-you page with its flag; on failure the red banner,
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
  return async (values) => {
    try {
      await api.post(path, toPayload(values));
    } catch {
      showStatus('failure');
      return;
    }
    reset();
    showStatus('success');
    navigate(THANK_YOU_PATH, { state: { fromForm: true } });
  };
}
