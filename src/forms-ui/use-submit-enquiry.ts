import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useContentIndex } from '../content/content-context';
import { formSuccessPath } from '../content/derived-lists';
import { useStatusBanner } from '../ui/status-banner';

/**
 * The submit handler both forms share (SPEC §4): POST the payload; on success clear the form,
 * set the green banner and go to the thank-you page (the content's form-only page) with its flag; on failure the red banner,
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
    try {
      await api.post(path, toPayload(values));
    } catch {
      showStatus('failure');
      return;
    }
    reset();
    showStatus('success');
    navigate(successPath, { state: { fromForm: true } });
  };
}
