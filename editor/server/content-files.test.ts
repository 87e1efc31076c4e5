import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLoadOptions } from '../../src/content/node/load-content';
import { rootDir } from '../../server/paths';
import { hashText, listContentFiles, resolveContentPath, saveContentFile } from './content-files';

const { contentDir } = defaultLoadOptions(rootDir, 'pages');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-files-'));
fs.cpSync(contentDir, path.join(workDir, 'pages'), { recursive: true });
const copyDir = path.join(workDir, 'pages');
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('saving a content file', () => {
  const files = listContentFiles(copyDir);

  it('lists every content file, translations included', () => {
    expect(files).toContain('treatments/root-canal.json');
    expect(files).toContain('gu/treatments/root-canal.json');
    expect(files).toContain('site.json');
  });

  it.each(files)('writes %s back byte-identical when nothing changed', async (relative) => {
    const file = resolveContentPath(copyDir, relative)!;
    const before = fs.readFileSync(file, 'utf8');
    const { mtimeMs } = fs.statSync(file);
    const result = await saveContentFile(file, JSON.parse(before), hashText(before));
    expect(result.outcome).toBe('unchanged');
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.statSync(file).mtimeMs).toBe(mtimeMs);
  });

  it('formats a change as Prettier does and changes only its line', async () => {
    const file = resolveContentPath(copyDir, 'treatments/root-canal.json')!;
    const before = fs.readFileSync(file, 'utf8');
    const data = JSON.parse(before);
    data.sections[0].title = 'Root Canal Treatment, Gently';
    const result = await saveContentFile(file, data, hashText(before));
    const after = fs.readFileSync(file, 'utf8');
    expect(result).toEqual({ outcome: 'saved', hash: hashText(after) });
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['      "title": "Root Canal Treatment, Gently",']);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to overwrite a file changed on disk since it was read', async () => {
    const file = resolveContentPath(copyDir, 'about.json')!;
    const read = fs.readFileSync(file, 'utf8');
    const changedElsewhere = read.replace('"path"', '"path" ').replace('"path" ', '"path"') + '\n';
    fs.writeFileSync(file, changedElsewhere);
    const result = await saveContentFile(file, { ...JSON.parse(read), path: '/about-us' }, hashText(read));
    expect(result).toEqual({ outcome: 'conflict', hash: hashText(changedElsewhere) });
    expect(fs.readFileSync(file, 'utf8')).toBe(changedElsewhere);
  });

  it('names only files inside the content folder', () => {
    expect(resolveContentPath(copyDir, 'treatments/root-canal.json')).toBe(path.join(copyDir, 'treatments', 'root-canal.json'));
    for (const bad of ['../package.json', 'treatments/../../x.json', '/etc/passwd.json', 'site.js', '.hidden.json', 'a//b.json', 'Site.json']) {
      expect(resolveContentPath(copyDir, bad), bad).toBeUndefined();
    }
  });
});
