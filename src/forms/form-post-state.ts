/**
 * A form that came to the server without JavaScript (a real `<form method="post">`) and was
 * not stored: the server renders its page again with this, so the same React form shows what
 * the visitor typed and each message beside its field. It travels to the browser in the page's
 * query cache, under FORM_POST_QUERY_KEY, so a page that hydrates later shows the same.
 */
export interface FormPostState {
  /** The section type of the form that was posted. */
  form: 'contact-form' | 'appointment-form';
  /** What each field held (see readPostedValues). */
  values: Record<string, string>;
  /** Field name → message, from the shared rules (the API's 400 `fields`). */
  errors: Record<string, string>;
  /** About the submission as a whole, when no field is at fault: too many requests, or a failure. */
  message?: string;
}

export const FORM_POST_QUERY_KEY = ['form-post'] as const;
