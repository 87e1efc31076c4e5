import { createCipheriv, createHash, type Cipher } from 'node:crypto';

/**
 * The reference a patient quotes for an enquiry or appointment request, e.g. `DC-7K4Q-92`.
 *
 * It must be short enough to read out on the phone, never repeat, and not reveal the row id or
 * how many requests the clinic gets. So each request takes the next number of one counter
 * shared by both kinds, and that number is scrambled by a keyed permutation of the 30-bit
 * numbers (a Feistel network whose round function is AES-128 under a key derived from a secret
 * kept in the database): distinct numbers always give distinct references, and without the secret the next
 * reference cannot be told from the last one.
 *
 * Six characters of Crockford's base 32 (digits and capitals without I, L, O and U, which are
 * read as 1, 1, 0 and V when typed back) carry exactly 30 bits.
 */

const REFERENCE_PREFIX = 'DC';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUNDS = 6;

/** The largest sequence number a reference can encode (2^30 - 1, about a billion). */
export const MAX_REFERENCE_SEQUENCE = 2 ** (2 * HALF_BITS) - 1;

/** `DC-` then four characters, a dash and two more. */
export const REFERENCE_PATTERN = /^DC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/** The round function: AES-128 of (round, half) under the secret's key, cut to 15 bits. */
function roundFunction(secret: string): (index: number, half: number) => number {
  const key = createHash('sha256').update(secret).digest().subarray(0, 16);
  // ECB with one block per call: each update encrypts exactly the block it is given.
  const cipher: Cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  const block = Buffer.alloc(16);
  return (index, half) => {
    block.writeUInt32BE(index, 0);
    block.writeUInt32BE(half, 4);
    return cipher.update(block).readUInt16BE(0) & HALF_MASK;
  };
}

// Building the cipher costs more than using it; a process uses one secret.
let cached: { secret: string; round: (index: number, half: number) => number } | undefined;

/** A bijection of 0 … 2^30 - 1 onto itself, chosen by `secret`. */
export function permuteSequence(sequence: number, secret: string): number {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > MAX_REFERENCE_SEQUENCE) {
    throw new RangeError(`reference sequence out of range: ${sequence}`);
  }
  if (cached?.secret !== secret) cached = { secret, round: roundFunction(secret) };
  const { round } = cached;
  let left = sequence >>> HALF_BITS;
  let right = sequence & HALF_MASK;
  for (let index = 0; index < ROUNDS; index++) {
    [left, right] = [right, left ^ round(index, right)];
  }
  return left * (HALF_MASK + 1) + right;
}

function encode(value: number): string {
  let text = '';
  for (let position = 0; position < 6; position++) {
    text = ALPHABET[value & 31] + text;
    value = Math.floor(value / 32);
  }
  return `${REFERENCE_PREFIX}-${text.slice(0, 4)}-${text.slice(4)}`;
}

/** The reference of the `sequence`-th request (1, 2, 3 …). */
export function referenceFor(sequence: number, secret: string): string {
  return encode(permuteSequence(sequence, secret));
}

/**
 * A reference as someone typed or pasted it (`dc 7k4q 92`, `7K4Q-92`, `DC-7K4O-92`), in its
 * canonical form; undefined when it cannot be one.
 */
export function normalizeReference(input: string): string | undefined {
  let characters = typedCharacters(input);
  if (characters.startsWith(REFERENCE_PREFIX) && characters.length === REFERENCE_PREFIX.length + 6) {
    characters = characters.slice(REFERENCE_PREFIX.length);
  }
  if (characters.length !== 6) return undefined;
  const canonical = characters.replace(/O/g, '0').replace(/[IL]/g, '1').replace(/U/g, 'V');
  const reference = `${REFERENCE_PREFIX}-${canonical.slice(0, 4)}-${canonical.slice(4)}`;
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/** What someone typed, without spaces, dashes or case. */
function typedCharacters(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * A reference typed with its prefix (`dc 7k4q 92`, `DC-7K4Q-92`), in its canonical form: then it
 * is a reference and nothing else, where six characters alone might also be part of a phone
 * number or a name. Undefined otherwise.
 */
export function prefixedReference(input: string): string | undefined {
  const characters = typedCharacters(input);
  const prefixed = characters.startsWith(REFERENCE_PREFIX) && characters.length === REFERENCE_PREFIX.length + 6;
  return prefixed ? normalizeReference(characters) : undefined;
}
