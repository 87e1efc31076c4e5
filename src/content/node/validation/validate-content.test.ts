import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../load-content';

const repo = path.resolve(__dirname, '../../../..');
const baseDir = path.join(repo, 'tests/fixtures/content-base');
const cases = JSON.parse(fs.readFileSync(path.join(repo, 'tests/fixtures/broken-content/cases.json'), 'utf8')) as Record<string, BrokenCase>;

interface Expected {
  file: string;
  pointer: string;
  message: string;
}
interface BrokenCase {
  set?: { file: string; pointer: string; value: unknown }[];
  remove?: { file: string; pointer: string }[];
  copy?: { from: string; to: string }[];
  write?: { file: string; text: string }[];
  expected?: Expected[];
  expectedStartsWith?: Expected[];
}

const tempRoots: string[] = [];
afterAll(() => tempRoots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Copies the valid base content to a temporary pages/ folder and applies a case's edits. */
function materialise(edits: BrokenCase): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-case-'));
  tempRoots.push(root);
  const pages = path.join(root, 'pages');
  fs.cpSync(baseDir, pages, { recursive: true });
  const edit = (file: string, change: (doc: Record<string, unknown>) => void) => {
    const full = path.join(pages, file);
    const doc = JSON.parse(fs.readFileSync(full, 'utf8'));
    change(doc);
    fs.writeFileSync(full, JSON.stringify(doc));
  };
  const walk = (doc: Record<string, unknown>, pointer: string) => {
    const parts = pointer.split('/').slice(1);
    const last = parts.pop()!;
    const parent = parts.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, doc);
    return { parent, last };
  };
  for (const { file, pointer } of edits.remove ?? [])
    edit(file, (doc) => {
      const { parent, last } = walk(doc, pointer);
      delete parent[last];
    });
  for (const { file, pointer, value } of edits.set ?? [])
    edit(file, (doc) => {
      const { parent, last } = walk(doc, pointer);
      parent[last] = value;
    });
  for (const { from, to } of edits.copy ?? []) fs.copyFileSync(path.join(pages, from), path.join(pages, to));
  for (const { file, text } of edits.write ?? []) fs.writeFileSync(path.join(pages, file), text);
  return root;
}

function validate(root: string) {
  return validateContent({ contentDir: path.join(root, 'pages'), schemaDir: path.join(repo, 'schema') });
}

describe('content validation', () => {
  it('accepts the valid base fixture', () => {
    const result = validate(materialise({}));
    expect(result.errors).toEqual([]);
    expect(result.content?.index.treatments.map((t) => t.id)).toEqual(['root-canal']);
  });

  it('accepts the real content under pages/', () => {
    const result = validateContent({ contentDir: path.join(repo, 'pages'), schemaDir: path.join(repo, 'schema') });
    expect(result.errors).toEqual([]);
    const treatmentFiles = fs.readdirSync(path.join(repo, 'pages/treatments')).filter((file) => file.endsWith('.json'));
    expect(result.content?.index.treatments).toHaveLength(treatmentFiles.length);
  });

  it('keeps the treatment cards out of the index every page carries, in a list of their own', () => {
    const result = validate(materialise({}));
    const [summary] = result.content!.index.treatments;
    expect(summary).not.toHaveProperty('card');
    expect(summary).toMatchObject({ id: 'root-canal', menu: expect.any(Object), appointment: expect.any(Object) });
    expect(result.content!.treatmentCards).toEqual([{ id: 'root-canal', path: summary.path, card: expect.objectContaining({ title: expect.any(String) }) }]);
  });

  for (const [name, brokenCase] of Object.entries(cases)) {
    it(`rejects: ${name}`, () => {
      const result = validate(materialise(brokenCase));
      expect(result.content).toBeUndefined();
      const actual = result.errors.map((e) => ({ ...e, file: e.file.replace(/^pages\//, '') }));
      if (brokenCase.expected) {
        const simplified = actual.map((e) => ({ ...e, message: e.message.replace(/; (allowed|known types|use one of): .*$/, '') }));
        expect(simplified).toEqual(brokenCase.expected);
      }
      for (const expected of brokenCase.expectedStartsWith ?? []) {
        expect(actual).toContainEqual({ ...expected, message: expect.stringMatching(new RegExp(`^${expected.message}`)) });
      }
    });
  }
});
