import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './format-number';

describe('formatIndianNumber', () => {
  it.each([0, 7, 999, 1000, 5000, 12345, 100000, 1234567, 123456789, -5000, 4999.6])('writes %d as en-IN does', (value) => {
    expect(formatIndianNumber(value)).toBe(Math.round(value).toLocaleString('en-IN'));
  });

  it('groups by two above the thousands', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
  });
});
