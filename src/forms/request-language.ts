import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages';

/**
 * The language a request is made in, which its messages (the API's `{ message }`, the form's
 * messages) and the patient's e-mails are written in: the payload's optional `language` field, one
 * of the site's languages. Absent (or null): English, so a client that never sends it is answered
 * as before. The form posted without JavaScript carries its page's language in a hidden field of
 * the same name.
 */
export const LANGUAGE_FIELD = 'language';

export type RequestLanguage = { ok: true; language: Language; body: unknown } | { ok: false; message: string };

/** The request's language, and the body without its `language` field for the field rules. */
export function readRequestLanguage(body: unknown): RequestLanguage {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.prototype.hasOwnProperty.call(body, LANGUAGE_FIELD)) {
    return { ok: true, language: DEFAULT_LANGUAGE, body };
  }
  const { [LANGUAGE_FIELD]: language, ...rest } = body as Record<string, unknown>;
  if (language === null || language === undefined) return { ok: true, language: DEFAULT_LANGUAGE, body: rest };
  if (!isLanguage(language)) return { ok: false, message: `"${LANGUAGE_FIELD}" must be one of ${LANGUAGES.join(', ')}` };
  return { ok: true, language, body: rest };
}
