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

function validate(root: string, now?: Date) {
  return validateContent({ contentDir: path.join(root, 'pages'), schemaDir: path.join(repo, 'schema'), ...(now ? { now } : {}) });
}

/** Rewrites a file of a materialised fixture as text: what JSON.stringify would normalise (23.01280) stays as typed. */
function editText(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, 'pages', file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
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

  describe('branch files', () => {
    // 19:00 UTC on 8 January 2027 is already 9 January in the clinic (Asia/Kolkata, +05:30).
    const ninthOfJanuary = new Date('2027-01-08T19:00:00Z');

    it("notes closures that are over, without failing, and sums up the ones to come, by the clinic's date", () => {
      const result = validate(materialise({}), ninthOfJanuary);
      expect(result.errors).toEqual([]);
      expect(result.content?.notes).toEqual(result.notes);
      expect(result.notes.map((note) => `${note.file.replace(/^pages\//, '')}#${note.pointer}: ${note.message}`)).toEqual([
        'branches/chandkheda.json#/closures/0: 2026-11-09 (Diwali) is past and no longer shown; remove it when convenient',
        'branches/chandkheda.json#/closures: Chandkheda: 1 upcoming closure, next 2027-01-14 (Uttarayan)',
        'branches/south-bopal.json#/closures/0: 2026-11-09 (Diwali) is past and no longer shown; remove it when convenient',
        'branches/south-bopal.json#/closures: South Bopal: 2 upcoming closures, next 2027-01-14 (Uttarayan)',
      ]);
    });

    it("counts a closure on the clinic's today as upcoming, and says so when none is left", () => {
      const onDiwali = validate(materialise({}), new Date('2026-11-08T18:30:00Z'));
      expect(onDiwali.notes.filter((note) => note.message.includes('is past'))).toEqual([]);
      expect(onDiwali.notes).toContainEqual({
        file: 'pages/branches/south-bopal.json',
        pointer: '/closures',
        message: 'South Bopal: 3 upcoming closures, next 2026-11-09 (Diwali)',
      });
      const afterHoli = validate(materialise({}), new Date('2027-04-01T06:00:00Z'));
      expect(afterHoli.errors).toEqual([]);
      expect(afterHoli.notes).toContainEqual({ file: 'pages/branches/south-bopal.json', pointer: '/closures', message: 'South Bopal: no upcoming closures' });
      expect(afterHoli.notes.filter((note) => note.message.includes('is past'))).toHaveLength(5);
    });

    it('accepts hours that close after midnight (a closing time before the opening time)', () => {
      const root = materialise({
        set: [{ file: 'branches/chandkheda.json', pointer: '/openingHours/1', value: { days: ['Sunday'], opens: '20:00', closes: '02:00' } }],
      });
      const result = validate(root);
      expect(result.errors).toEqual([]);
      expect(result.content?.index.branches.find((branch) => branch.id === 'chandkheda')?.openingHours[1]).toEqual({
        days: ['Sunday'],
        opens: '20:00',
        closes: '02:00',
      });
    });

    it("reads the coordinates' decimals as written: 23.01280 has five, though JSON.parse makes it 23.0128", () => {
      const root = materialise({});
      editText(root, 'branches/south-bopal.json', (text) => text.replace('"latitude": 23.01284', '"latitude": 23.01280'));
      expect(validate(root).errors).toEqual([]);
      editText(root, 'branches/south-bopal.json', (text) => text.replace('"latitude": 23.01280', '"latitude": 23.0128'));
      expect(validate(root).errors).toEqual([
        {
          file: 'pages/branches/south-bopal.json',
          pointer: '/geo/latitude',
          message: "latitude 23.0128 has 4 decimals: give at least 5 (about a metre), as a map shows the entrance's coordinates",
        },
      ]);
    });

    it('accepts a display with a leading 0 or without the country code for the same digits', () => {
      for (const display of ['090000 00001', '90000-00001', '+91-9000000001']) {
        const result = validate(materialise({ set: [{ file: 'branches/chandkheda.json', pointer: '/phone/display', value: display }] }));
        expect(result.errors, display).toEqual([]);
      }
    });

    it('accepts a landline for calls when the branch gives a mobile for WhatsApp', () => {
      const result = validate(
        materialise({
          set: [
            { file: 'branches/chandkheda.json', pointer: '/phone', value: { display: '022 4000 0001', e164: '+912240000001' } },
            { file: 'branches/chandkheda.json', pointer: '/whatsApp', value: '+919000000001' },
          ],
        }),
      );
      expect(result.errors).toEqual([]);
    });

    it("checks the clinic's number, which a branch without one uses for WhatsApp", () => {
      const result = validate(
        materialise({ set: [{ file: 'site.json', pointer: '/clinic/phone', value: { display: '022 4000 0000', e164: '+912240000000' } }] }),
      );
      expect(result.errors).toEqual([
        {
          file: 'pages/branches/south-bopal.json',
          pointer: '',
          message:
            'WhatsApp needs a mobile, and the branch\'s WhatsApp number defaults to its phone number +912240000000 (the clinic\'s, from pages/site.json), which is not one (Indian mobile numbers start with 6, 7, 8 or 9): add "whatsApp" with the mobile patients should message',
        },
      ]);
    });
  });
});
