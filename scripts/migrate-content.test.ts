import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../src/content/node/load-content';
import { migrateContentDir } from './migrate-content';

const repo = path.resolve(__dirname, '..');
// Under the repository, so Prettier finds the project's settings as it does for pages/.
fs.mkdirSync(path.join(repo, 'tmp'), { recursive: true });
const work = fs.mkdtempSync(path.join(repo, 'tmp', 'migrate-content-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const pagesDir = path.join(work, 'pages');
const validate = () => validateContent({ contentDir: pagesDir, schemaDir: path.join(repo, 'schema') });
const snapshot = () =>
  new Map(
    fs
      .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, fs.readFileSync(path.join(pagesDir, f), 'utf8')]),
  );

describe('npm run migrate:content', () => {
  it('is what the validator asks for; it rewrites older files in place, formatted, and a second run changes nothing', async () => {
    // The valid base content as it was written before content formats had versions.
    fs.cpSync(path.join(repo, 'tests/fixtures/content-base'), pagesDir, { recursive: true });
    for (const file of snapshot().keys()) {
      const full = path.join(pagesDir, file);
      const { schemaVersion: _version, ...old } = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
      if (file === 'site.json') Object.assign(old.topBar as object, { hoursLabel: 'Mon - Sun: 8 am - 10 pm' });
      fs.writeFileSync(full, JSON.stringify(old, null, 2));
    }
    const home = path.join(pagesDir, 'home.json');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace('"title": "Welcome"', '"title": "Welcome, every day from 8 am to 10 pm"'));

    const refused = validate();
    expect(refused.content).toBeUndefined();
    expect(refused.errors).toContainEqual({
      file: 'pages/home.json',
      pointer: '/schemaVersion',
      message: 'written in content format 0, older than the current 1: run `npm run migrate:content` to update it',
    });

    const changed = await migrateContentDir(pagesDir);
    expect(changed.sort()).toEqual([...snapshot().keys()].sort());
    const migrated = validate();
    expect(migrated.errors).toEqual([]);
    expect(migrated.content!.pages.get('home')!.sections[0]).toMatchObject({ title: 'Welcome, every day from 8 am to 10 pm' });
    expect(fs.readFileSync(home, 'utf8')).toContain('"title": "Welcome, {hours:daily-from}"');
    for (const [file, text] of snapshot()) {
      expect(await prettier.check(text, { ...(await prettier.resolveConfig(path.join(pagesDir, file))), filepath: path.join(pagesDir, file) }), file).toBe(
        true,
      );
    }

    const before = snapshot();
    expect(await migrateContentDir(pagesDir)).toEqual([]);
    expect(snapshot()).toEqual(before);
  });
});
