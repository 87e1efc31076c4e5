/**
 * The rules the content forms share for short texts, so adding and editing an item check alike:
 * a line of text has no control characters or line breaks (it is shown as one line and read aloud
 * as one), and its length is counted in characters as people count them (code points).
 */

const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** Whether a text is one line of at most `max` characters. */
export function isOneLineWithin(text: string, max: number): boolean {
  return !NOT_ONE_LINE.test(text) && [...text].length <= max;
}

/** Alt text: what the picture shows, for readers who cannot see it; 200 characters on one line. */
export const ALT_TEXT_MAX = 200;

/** The alt text's problem, in the words the field shows, or undefined when it is right. */
export function altTextError(alt: string): string | undefined {
  if (!alt) return 'Enter the alt text: what the picture shows.';
  if (!isOneLineWithin(alt, ALT_TEXT_MAX)) return `Write the alt text on one line, in ${ALT_TEXT_MAX} characters or fewer.`;
  return undefined;
}
