import { describe, expect, it } from 'vitest';
import { knownCategory, parseCategoryParam } from './category-param';

describe('?category=', () => {
  it('is a positive whole number', () => {
    expect(parseCategoryParam('3')).toBe(3);
    expect(parseCategoryParam('120')).toBe(120);
  });

  it.each([null, '', 'abc', '0', '-1', '1.5', '1e3', '07', ' 3', '3 ', '9'.repeat(16), 'all'])('ignores %j', (value) => {
    expect(parseCategoryParam(value)).toBeUndefined();
  });

  it('must name a known category', () => {
    const known = [{ id: 1 }, { id: 4 }];
    expect(knownCategory(4, known)).toBe(4);
    expect(knownCategory(2, known)).toBeUndefined();
    expect(knownCategory(undefined, known)).toBeUndefined();
    expect(knownCategory(1, [])).toBeUndefined();
  });
});
