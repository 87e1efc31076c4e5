/**
 * The format of a request reference, e.g. `DC-7K4Q-92`: the prefix, then six characters of
 * Crockford's base 32 (digits and capitals without I, L, O and U, which are read as 1, 1, 0 and
 * V when typed back) in groups of four and two. Six such characters carry exactly 30 bits (how
 * the server picks them: server/db/request-reference.ts). The browser, the server and the staff
 * pages all recognise references by what is defined here.
 */

const REFERENCE_PREFIX = 'DC';
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The characters after the prefix, in groups separated by dashes. */
const GROUPS = [4, 2] as const;
export const REFERENCE_LENGTH = GROUPS[0] + GROUPS[1];

const CHARACTER = `[${REFERENCE_ALPHABET}]`;
/** A reference inside a longer pattern (no anchors, no groups). */
export const REFERENCE_PATTERN_SOURCE = `${REFERENCE_PREFIX}-${GROUPS.map((size) => `${CHARACTER}{${size}}`).join('-')}`;
/** A whole string that is one reference. */
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PATTERN_SOURCE}$`);

/** The reference written from its characters after the prefix (`7K4Q92` → `DC-7K4Q-92`). */
export function formatReference(characters: string): string {
  return `${REFERENCE_PREFIX}-${characters.slice(0, GROUPS[0])}-${characters.slice(GROUPS[0])}`;
}

/** What someone typed, without spaces, dashes or case. */
function typedCharacters(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function isPrefixed(characters: string): boolean {
  return characters.startsWith(REFERENCE_PREFIX) && characters.length === REFERENCE_PREFIX.length + REFERENCE_LENGTH;
}

/**
 * A reference as someone typed or pasted it (`dc 7k4q 92`, `7K4Q-92`, `DC-7K4O-92`), in its
 * canonical form; undefined when it cannot be one.
 */
export function normalizeReference(input: string): string | undefined {
  let characters = typedCharacters(input);
  if (isPrefixed(characters)) characters = characters.slice(REFERENCE_PREFIX.length);
  if (characters.length !== REFERENCE_LENGTH) return undefined;
  const reference = formatReference(characters.replace(/O/g, '0').replace(/[IL]/g, '1').replace(/U/g, 'V'));
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/**
 * A reference typed with its prefix (`dc 7k4q 92`, `DC-7K4Q-92`), in its canonical form: then it
 * is a reference and nothing else, where six characters alone might also be part of a phone
 * number or a name. Undefined otherwise.
 */
export function prefixedReference(input: string): string | undefined {
  const characters = typedCharacters(input);
  return isPrefixed(characters) ? normalizeReference(characters) : undefined;
}
