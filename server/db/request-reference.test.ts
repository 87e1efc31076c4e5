import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, normalizeReference, prefixedReference } from '../../src/forms/reference-format';
import { MAX_REFERENCE_SEQUENCE, permuteSequence, referenceFor } from './request-reference';

const SECRET = 'a5f1c0de9b7e4d2f8a6c3b1e0d9f7a5c';

describe('referenceFor', () => {
  it('looks like DC-7K4Q-92: prefix, four characters, two characters, no I, L, O or U', () => {
    for (let sequence = 1; sequence <= 2_000; sequence++) {
      const reference = referenceFor(sequence, SECRET);
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference).toHaveLength(10);
      expect(reference).not.toMatch(/[ILOU]/);
    }
  });

  it('never repeats in 100,000 requests', () => {
    const seen = new Set<string>();
    for (let sequence = 1; sequence <= 100_000; sequence++) seen.add(referenceFor(sequence, SECRET));
    expect(seen.size).toBe(100_000);
  });

  it('does not reveal the order or count: consecutive requests get unrelated references', () => {
    const references = Array.from({ length: 50 }, (_, i) => referenceFor(i + 1, SECRET));
    const sorted = [...references].sort();
    expect(references).not.toEqual(sorted);
    // Neighbours share on average 6/32 of their positions by chance; a counter would share most.
    let samePositions = 0;
    for (let i = 1; i < references.length; i++) {
      for (let c = 0; c < references[i].length; c++) if (references[i][c] === references[i - 1][c]) samePositions++;
    }
    const sharedBeyondPrefix = samePositions / (references.length - 1) - 4; // "DC-" and the dash always match
    expect(sharedBeyondPrefix).toBeLessThan(1.5);
  });

  it('depends on the secret, and is stable for one secret', () => {
    expect(referenceFor(1, SECRET)).toBe(referenceFor(1, SECRET));
    expect(referenceFor(1, SECRET)).not.toBe(referenceFor(1, 'another secret'));
  });

  it('is a permutation at the edges of its range and refuses numbers outside it', () => {
    expect(permuteSequence(0, SECRET)).toBeGreaterThanOrEqual(0);
    expect(permuteSequence(MAX_REFERENCE_SEQUENCE, SECRET)).toBeLessThanOrEqual(MAX_REFERENCE_SEQUENCE);
    expect(() => referenceFor(MAX_REFERENCE_SEQUENCE + 1, SECRET)).toThrow(RangeError);
    expect(() => referenceFor(-1, SECRET)).toThrow(RangeError);
    expect(() => referenceFor(1.5, SECRET)).toThrow(RangeError);
  });
});

describe('normalizeReference', () => {
  it('reads a reference however it was typed', () => {
    expect(normalizeReference('DC-7K4Q-92')).toBe('DC-7K4Q-92');
    expect(normalizeReference(' dc 7k4q 92 ')).toBe('DC-7K4Q-92');
    expect(normalizeReference('7K4Q92')).toBe('DC-7K4Q-92');
    expect(normalizeReference('DC7K4Q92')).toBe('DC-7K4Q-92');
  });

  it('reads the letters people confuse with digits as those digits', () => {
    expect(normalizeReference('DC-7K4O-9I')).toBe('DC-7K40-91');
    expect(normalizeReference('dc-lk4q-92')).toBe('DC-1K4Q-92');
    expect(normalizeReference('DC-UK4Q-92')).toBe('DC-VK4Q-92');
  });

  it('refuses what cannot be a reference', () => {
    for (const input of ['', 'DC-', 'DC-7K4Q-9', 'DC-7K4Q-921', 'Asha Patel', '98765 43210']) {
      expect(normalizeReference(input)).toBeUndefined();
    }
  });
});

describe('prefixedReference', () => {
  it('reads a reference typed with its prefix, however spaced, cased or misread', () => {
    expect(prefixedReference('dc 7k4q 92')).toBe('DC-7K4Q-92');
    expect(prefixedReference('DC-7K4O-92')).toBe('DC-7K40-92');
  });

  it('does not take six characters without the prefix, or anything longer, for a reference', () => {
    expect(prefixedReference('7K4Q-92')).toBeUndefined();
    expect(prefixedReference('987654')).toBeUndefined();
    expect(prefixedReference('dc 7k4q 921')).toBeUndefined();
  });
});
