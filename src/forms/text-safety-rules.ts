/**
 * Characters no visitor types into a name, an e-mail address or a message, refused wherever
 * they appear (not only at the ends, which trimming already handles):
 *
 * - control characters (C0, DEL, C1), NUL included: they break e-mail bodies, logs and the
 *   tools that read the database, and only a script sends them. A message may keep its line
 *   breaks and tabs, which a textarea produces.
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make
 *   the text read differently from what it is, e.g. a name that displays as someone else's or a
 *   reversed phone number in the e-mail the clinic receives. The plain direction marks
 *   (U+200E, U+200F) stay allowed: mixed-script names may need them and they reorder nothing.
 * - lone surrogates (half of a UTF-16 pair): not text at all; they cannot be encoded as UTF-8
 *   and would be stored as invalid bytes.
 */
export type UnsafeTextProblem = 'control' | 'bidi' | 'surrogate';

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// With the `u` flag a well-formed pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

export function findUnsafeText(text: string, { multiline = false }: { multiline?: boolean } = {}): UnsafeTextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if ((multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  return null;
}

// Any script's letters count (Devanagari, Gujarati, Latin…); digits, punctuation, symbols,
// emoji and invisible characters alone do not make a name.
const LETTER = /\p{L}/u;

export function containsLetter(text: string): boolean {
  return LETTER.test(text);
}
