/**
 * What a patient e-mail may repeat of what the patient typed, and how its HTML part escapes text.
 * Shared by every e-mail to patients (the acknowledgement, the visit messages).
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value that goes into an HTML part goes through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * E-mails go, unverified, to whatever address was typed into the form, from the clinic's
 * address. So they carry no free text the visitor typed, or a stranger could have the clinic
 * deliver their words, and links, to anyone. The first name is repeated only when it is plainly a
 * name: letters (any script, with their marks), spaces, hyphens and apostrophes, at most GREETING_NAME_MAX_LENGTH
 * characters. No dot, colon, slash, digit or at-sign, so nothing in it can be read as a link, even
 * by a mail client that turns `example.com` into one. Anything else: undefined, and the e-mail
 * greets without a name.
 */
const GREETING_NAME_MAX_LENGTH = 30;
// Letters with their combining marks (Gujarati and Devanagari vowel signs and viramas), and the
// zero-width joiner and non-joiner those scripts use to choose a conjunct's form.
const PLAIN_NAME = /^\p{L}(?:[\p{L}\p{M} '’-]|\u200C|\u200D)*$/u;

export function plainFirstName(firstName: string): string | undefined {
  const name = firstName.trim().replace(/\s+/g, ' ');
  return name.length <= GREETING_NAME_MAX_LENGTH && PLAIN_NAME.test(name) ? name : undefined;
}
