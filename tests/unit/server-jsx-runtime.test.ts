import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm start` runs server/ through tsx, which reads no JSX setting there (the root tsconfig.json
 * only lists projects): a .tsx file without the automatic-runtime pragma compiles to
 * `React.createElement` and fails with "React is not defined" only when the page renders, which
 * vitest (with its own JSX setting) never shows.
 */
const PRAGMA = '/** @jsxRuntime automatic */';
const root = path.resolve(import.meta.dirname, '../..');

describe('server .tsx files', () => {
  const files = fs
    .readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join('server', file));

  it('there are some to check', () => expect(files.length).toBeGreaterThan(10));

  it.each(files)('%s starts with the automatic JSX runtime pragma', (file) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8').startsWith(PRAGMA)).toBe(true);
  });
});
