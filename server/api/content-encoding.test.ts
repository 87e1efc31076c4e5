import { describe, expect, it } from 'vitest';
import { chooseContentEncoding } from './content-encoding';

describe('chooseContentEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    [' , ;q=1, gzip ; q=1', 'gzip'],
  ])('%j -> %s', (header, expected) => {
    expect(chooseContentEncoding(header)).toBe(expected);
  });
});
