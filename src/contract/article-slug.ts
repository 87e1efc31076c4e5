/**
 * An article's slug is its address (`/blogs/<slug>`): lower-case Latin letters and digits in
 * words joined by single hyphens, at most SLUG_MAX_LENGTH characters. Latin only, so the address
 * reads the same in every browser, log and share; an article titled in Gujarati or Hindi gets a
 * slug typed by the editor.
 */

export const SLUG_MAX_LENGTH = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a title suggests: accents dropped, every run of other characters one hyphen, cut at a word. '' when nothing Latin is left. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, SLUG_MAX_LENGTH);
}

export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}
