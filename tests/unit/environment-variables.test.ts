import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every environment variable the code reads is documented: in the README's settings tables and, if
 * the site reads it, in docs/api.md's list. A variable added anywhere fails here, named with the
 * file that reads it.
 */
const root = path.resolve(__dirname, '../..');

/** The code a deployer or developer runs: tests and test support set variables, they do not define them. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : walk(relative);
      return /\.(ts|tsx|js|cjs|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
    });
  const configs = fs.readdirSync(root).filter((name) => /\.config\.(ts|js)$/.test(name));
  return [...walk('server'), ...walk('scripts'), ...walk('src'), ...configs];
}

/**
 * Names read as `process.env.NAME`, `env.NAME` (an env parameter) or `env['NAME']`; in a file that
 * reads `env[variable]` with a computed name, or hands `env` to a reader with its table of names
 * (`readWholeNumberSettings(env, defaults, VARIABLES)`), every SCREAMING_CASE string in it is such a
 * name. Vite's compile-time `import.meta.env` is not the environment.
 */
function variablesRead(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?<!meta\.)\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]);
  for (const match of code.matchAll(/\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) names.add(match[1]);
  if (/\benv\[\s*[a-z]|\(\s*env\s*,/.test(code)) for (const match of code.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g)) names.add(match[1]);
  return [...names];
}

/** The names in the first column of every table under `heading` (up to the next heading of its level or above). */
function documentedVariables(file: string, heading: RegExp): Set<string> {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  expect(start, `${file} has no section matching ${heading}`).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(lines[start])![0].length;
  const names = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    const next = /^(#+) /.exec(line);
    if (next && next[1].length <= level) break;
    if (!line.startsWith('|')) continue;
    const firstColumn = line.split('|')[1];
    for (const match of firstColumn.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}

const readers = new Map<string, string[]>();
for (const file of sourceFiles()) {
  for (const name of variablesRead(fs.readFileSync(path.join(root, file), 'utf8'))) readers.set(name, [...(readers.get(name) ?? []), file]);
}

describe('environment variables', () => {
  it('finds the variables the code reads (the discovery itself works)', () => {
    for (const name of ['PORT', 'DATABASE_PATH', 'SMTP_URL', 'STAFF_PASSWORD', 'CONTENT_DIR', 'HEADERS_TIMEOUT_MS'])
      expect([...readers.keys()]).toContain(name);
    expect(variablesRead("const a = import.meta.env.DEV; const b = process.env.A_B; const c = env?.C; const d = env['D'];")).toEqual(['A_B', 'C', 'D']);
  });

  // The README lists them all; docs/api.md those the site runs and builds with (server/ and src/).
  it.each([
    ['README.md', /^### Settings/, () => true],
    ['docs/api.md', /^## Environment variables/, (files: string[]) => files.some((file) => /^(server|src)\//.test(file))],
  ])('are each in the tables of %s', (file, heading, applies) => {
    const documented = documentedVariables(file, heading);
    const missing = [...readers]
      .filter(([name, files]) => applies(files) && !documented.has(name))
      .map(([name, files]) => `${name} (read in ${files.join(', ')})`);
    expect(missing, `not in ${file}'s settings tables: ${missing.join('; ')}`).toEqual([]);
  });
});
