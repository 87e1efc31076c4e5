import { createCipheriv, createHash, type Cipher } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, formatReference } from '../../src/forms/reference-format';

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
 * The reference's characters carry exactly 30 bits (src/forms/reference-format.ts).
 */

const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUNDS = 6;

/** The largest sequence number a reference can encode (2^30 - 1, about a billion). */
export const MAX_REFERENCE_SEQUENCE = 2 ** (2 * HALF_BITS) - 1;

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
  for (let position = 0; position < REFERENCE_LENGTH; position++) {
    text = REFERENCE_ALPHABET[value & 31] + text;
    value = Math.floor(value / 32);
  }
  return formatReference(text);
}

/** The reference of the `sequence`-th request (1, 2, 3 …). */
export function referenceFor(sequence: number, secret: string): string {
  return encode(permuteSequence(sequence, secret));
}
