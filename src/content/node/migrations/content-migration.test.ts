import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, migrateContentFiles, type ContentFile } from './content-migration';

const fixtures = path.resolve(__dirname, '../../../../tests/fixtures/migrations');

function readFiles(dir: string): ContentFile[] {
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => ({ path: name, data: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown }));
}

describe('page-data migrations', () => {
  it('001 opening-hours-tokens: copies of the hours become tokens; site.json loses clinic.hours and topBar.hoursLabel', () => {
    const input = readFiles(path.join(fixtures, '001-opening-hours-tokens/input'));
    const expected = readFiles(path.join(fixtures, '001-opening-hours-tokens/expected'));
    const snapshot = JSON.stringify(input);
    expect(migrateContentFiles(input)).toEqual(expected);
    // Pure: the files it was given are as they were.
    expect(JSON.stringify(input)).toBe(snapshot);
  });

  it('leaves a file already at the current version alone, and returns only what changed', () => {
    const [site] = readFiles(path.join(fixtures, '001-opening-hours-tokens/input')).filter((file) => file.path === 'site.json');
    const current = {
      path: 'about.json',
      data: { $schema: '../schema/page.schema.json', schemaVersion: CURRENT_SCHEMA_VERSION, meta: { description: 'Monday to Sunday, 8 am to 10 pm' } },
    };
    const changed = migrateContentFiles([current, site]);
    expect(changed.map((file) => file.path)).toEqual(['site.json']);
    expect(migrateContentFiles(changed.concat(current))).toEqual([]);
  });
});
