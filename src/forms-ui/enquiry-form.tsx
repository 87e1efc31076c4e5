import type { Inlines } from '../content/types';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_FIELD } from '../forms/request-language';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { InlineText } from '../ui/rich-text';
import { useScriptsRun } from '../ui/use-scripts-run';
import { FORM_SECTION, RequestFormFields, type RequestForm } from './request-form-fields';
import { useSubmitEnquiry } from './use-submit-enquiry';
import { useLanguage } from '../content/content-context';

interface Props {
  requestForm: RequestForm;
  /** The id of the heading that names the form. */
  labelledBy: string;
  messageRows: number;
  /** The section's `consent`: the privacy notice under the form. */
  consent: Inlines;
}

/**
 * The `<form>` of an enquiry (contact, appointment): its fields, the submit button and the privacy
 * notice. Its id is the section's: without scripts it posts to the page's own address ending in
 * it, and the server answers with the thank-you page or the form again with its messages, opened
 * at the form; with them, react-hook-form validates and sends it. The browser's own validation
 * stays off: the site's messages (the same rules on both sides) are the ones shown.
 */
export function EnquiryForm({ requestForm, labelledBy, messageRows, consent }: Props) {
  const { pathname } = useLocation();
  const enhanced = useScriptsRun();
  const send = useSubmitEnquiry(requestForm);
  const id = FORM_SECTION[requestForm.kind];
  const pending = requestForm.form.formState.isSubmitting;
  const consentId = requestForm.idFor('consent');
  const language = useLanguage();
  const submit = requestForm.dictionary.form.submit[requestForm.kind];
  return (
    <form
      id={id}
      className="enquiry-form"
      method="post"
      action={`${pathname}#${id}`}
      noValidate
      // Marks the form as run by its script (validation while typing); the server's form posts without it.
      data-enhanced={enhanced ? 'true' : undefined}
      aria-labelledby={labelledBy}
      onSubmit={requestForm.form.handleSubmit(send)}
    >
      {/* The page's language, so a form posted without JavaScript is answered in it (English when absent). */}
      {language !== DEFAULT_LANGUAGE && <input type="hidden" name={LANGUAGE_FIELD} value={language} />}
      <RequestFormFields requestForm={requestForm} messageRows={messageRows} />
      <div className="enquiry-form__actions">
        {/* Described by the privacy notice, so a screen reader reads it before sending. */}
        <button type="submit" className="button form-submit" disabled={pending} aria-disabled={pending || undefined} aria-describedby={consentId}>
          {pending ? submit.pending : submit.idle}
        </button>
      </div>
      {/* What is collected, why, how long it is kept, how to have it erased, and a link to the privacy policy. */}
      <p id={consentId} className="enquiry-form__consent">
        <InlineText content={consent} />
      </p>
    </form>
  );
}
