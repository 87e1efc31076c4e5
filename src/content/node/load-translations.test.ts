import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRoute } from '../../app/resolve-route';
import { loadContent, validateContent } from './load-content';

const repo = path.resolve(__dirname, '../../..');
const options = { contentDir: path.join(repo, 'pages'), schemaDir: path.join(repo, 'schema'), now: new Date('2026-11-26T06:00:00Z') };
const content = loadContent(options);

const tempRoots: string[] = [];
afterAll(() => tempRoots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The repository's pages/ copied, with `change` applied to the copy; validated. */
function validateChanged(change: (pagesDir: string) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  tempRoots.push(root);
  const pagesDir = path.join(root, 'pages');
  fs.cpSync(options.contentDir, pagesDir, { recursive: true });
  change(pagesDir);
  return validateContent({ ...options, contentDir: pagesDir });
}

const editJson = (file: string, edit: (data: any) => void) => {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data));
};

describe('the site in Gujarati and Hindi', () => {
  it('publishes each language with its pages under its prefix, its own text and the English page’s facts', () => {
    const gujarati = content.languages.gu!;
    expect(gujarati.index.language).toBe('gu');
    const rootCanal = gujarati.index.pages.find((page) => page.key === 'treatments/root-canal')!;
    expect(rootCanal.path).toBe('/gu/root-canal-treatment-in-ahmedabad');
    const page = gujarati.pages.get('treatments/root-canal')!;
    const english = content.pages.get('treatments/root-canal')!;
    expect(page.meta.title).not.toBe(english.meta.title);
    expect(page.sections.map((section) => section.type)).toEqual(english.sections.map((section) => section.type));
    expect(page.treatment?.id).toBe('root-canal');
    expect(gujarati.index.branches.map((branch) => branch.geo)).toEqual(content.index.branches.map((branch) => branch.geo));
  });

  it('fills the hours in the page’s language', () => {
    const text = JSON.stringify(content.languages.hi!.pages.get('home'));
    expect(text).not.toContain('{hours');
    expect(text).toContain('सुबह 8 बजे से रात 10 बजे तक');
    expect(text).not.toContain('8 am');
  });

  it('points links to pages the language has at its own address, and keeps the others', () => {
    const { site } = content.languages.gu!.index;
    expect(site.nav.appointmentButton.href).toBe('/gu/book-appointment');
    expect(site.nav.items[0].href).toBe('/gu/');
  });

  it('knows every page’s versions, and redirects under each prefix', () => {
    const english = content.index.pages.find((page) => page.key === 'about')!;
    expect(english.languages).toEqual(['en', 'gu', 'hi']);
    const gujarati = content.languages.gu!.index;
    const redirect = content.index.redirects[0];
    const resolution = resolveRoute(gujarati, `/gu${redirect.from.replace(/\*$/, 'x')}`);
    expect(resolution.kind).toBe('redirect');
    expect(resolution.kind === 'redirect' && resolution.to.startsWith('/gu/')).toBe(true);
    expect(resolveRoute(gujarati, '/gu/about')).toMatchObject({ kind: 'page', status: 200 });
    expect(resolveRoute(gujarati, '/gu/no-such-page')).toMatchObject({ kind: 'page', status: 404 });
  });

  it('names a translation’s problems by file and pointer: text left out, a placeholder dropped, English left, a fact restated, the schema', () => {
    const { errors } = validateChanged((pages) => {
      editJson(path.join(pages, 'gu/treatments/root-canal.json'), (data) => {
        delete data.meta.title;
        data.sections[0].title = 'Root Canal Treatment in Ahmedabad, still in English';
        data.sections[0].href = '/somewhere';
      });
      editJson(path.join(pages, 'hi/site.json'), (data) => {
        data.requests.whatsAppMessage = 'नमस्ते, मैं अपने अनुरोध के बारे में लिख रहा हूँ।';
      });
      editJson(path.join(pages, 'hi/about.json'), (data) => {
        data.meta.title = 'क'.repeat(71);
      });
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { file: 'pages/gu/treatments/root-canal.json', pointer: '/meta/title', message: expect.stringMatching(/^missing: translate "Root Canal/) },
        { file: 'pages/gu/treatments/root-canal.json', pointer: '/sections/0/href', message: expect.stringContaining('is not translated') },
        { file: 'pages/gu/treatments/root-canal.json', pointer: '/sections/0/title', message: expect.stringMatching(/^still in English/) },
        { file: 'pages/hi/site.json', pointer: '/requests/whatsAppMessage', message: expect.stringContaining('{reference}') },
        { file: 'pages/hi/about.json', pointer: '/meta/title', message: expect.stringContaining('70') },
      ]),
    );
  });

  it('does not publish a language without its site texts, and says which pages each language lacks', () => {
    const { content: partial, notes } = validateChanged((pages) => {
      fs.rmSync(path.join(pages, 'hi/site.json'));
      fs.rmSync(path.join(pages, 'gu/treatments/dentures.json'));
    });
    expect(partial?.languages.hi).toBeUndefined();
    expect(partial?.languages.gu?.index.pages.some((page) => page.key === 'treatments/dentures')).toBe(false);
    // The Gujarati menu still lists the treatment, at its English address.
    expect(partial?.languages.gu?.index.treatments.find((treatment) => treatment.id === 'dentures')?.path).toBe('/dentures-in-ahmedabad');
    expect(notes.map((note) => note.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\(gu\): not translated yet: treatments\/dentures$/), expect.stringMatching(/^hi is not published/)]),
    );
  });
});
