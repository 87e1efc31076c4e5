import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { ApiClient } from '../../src/api/api-client';
import { CURRENT_SCHEMA_VERSION } from '../../src/content/node/migrations/content-migration';

/**
 * The design's promise: a content maintainer adds a treatment by adding one JSON file. This copies
 * pages/ aside, adds a treatment there, builds the site from that copy (no code touched) and checks
 * the new page renders and shows up in every list that names treatments.
 */
const repo = path.resolve(__dirname, '../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'add-page-'));
const contentDir = path.join(workDir, 'pages');
const outDir = path.join(workDir, 'dist');

const newTreatment = {
  $schema: '../../schema/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  path: '/smile-check-up-in-ahmedabad',
  meta: { title: 'Smile Check-up in Ahmedabad', description: 'A thorough check-up of teeth and gums.' },
  treatment: {
    id: 'smile-check-up',
    menu: { label: 'Smile Check-up', icon: 'smile', order: 5 },
    card: {
      title: 'Smile Check-up',
      description: 'A thorough look at your teeth, gums and bite.',
      icon: 'smile',
      backgroundImage: { src: '/images/treatments/dental-cleaning-card.svg', alt: '', width: 800, height: 500 },
      order: 1,
    },
    appointment: { label: 'Smile Check-up', order: 1 },
  },
  sections: [
    { type: 'page-banner', title: 'Smile Check-up in Ahmedabad', subtitle: 'Catch problems early.' },
    {
      type: 'treatment-article',
      article: [{ heading: 2, id: 'smile-check-up', text: 'What a check-up covers' }, { paragraph: 'We examine every tooth, your gums and your bite.' }],
      atAGlance: { visits: '1', timePerVisit: '30 minutes', anaesthesia: 'Not needed', recovery: 'None' },
      figure: {
        image: { src: '/images/treatments/dental-cleaning-figure.svg', alt: 'Illustration of a clean tooth', width: 1000, height: 500 },
        caption: 'A check-up looks at every tooth, the gums and the bite.',
      },
      sidebar: { title: 'Treatments', items: [{ label: 'Smile Check-up', icon: 'smile', anchor: 'smile-check-up', count: 1 }] },
      panel: {
        image: { src: '/images/treatments/dental-cleaning-panel.svg', alt: '', width: 600, height: 800 },
        tagline: 'See us twice a year.',
        button: { label: 'Book Appointment', href: '/book-appointment' },
      },
    },
  ],
};

const noApi: ApiClient = { get: async () => [] as never, post: async () => undefined as never };
type Entry = typeof import('../../src/entry-server');
let entry: Entry;

async function renderHtml(url: string): Promise<string> {
  const result = await entry.render(url, noApi);
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result.html;
}

beforeAll(async () => {
  fs.cpSync(path.join(repo, 'pages'), contentDir, { recursive: true });
  fs.writeFileSync(path.join(contentDir, 'treatments/smile-check-up.json'), JSON.stringify(newTreatment, null, 2));
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  try {
    const common = { root: repo, configFile: path.join(repo, 'vite.config.ts'), configLoader: 'runner' as const, logLevel: 'silent' as const };
    await build({ ...common, build: { outDir: path.join(outDir, 'client') } });
    await build({ ...common, build: { outDir: path.join(outDir, 'server'), ssr: path.join(repo, 'src/entry-server.tsx') } });
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
  entry = await import(pathToFileURL(path.join(outDir, 'server/entry-server.js')).href);
}, 120_000);

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('adding a treatment page is one JSON file', () => {
  it('renders the new route', async () => {
    const html = await renderHtml('/smile-check-up-in-ahmedabad');
    expect(html).toContain('Smile Check-up in Ahmedabad</h1>');
    expect(html).toContain('id="smile-check-up"');
  });

  it('lists it in the nav dropdown and the footer grid', async () => {
    const html = await renderHtml('/about');
    const dropdown = html.slice(html.indexOf('id="treatments-dropdown"'), html.indexOf('nav-dropdown__promo'));
    expect(dropdown).toContain('href="/smile-check-up-in-ahmedabad"');
    const footerGrid = html.slice(html.indexOf('footer__treatments'), html.indexOf('footer__main'));
    expect(footerGrid).toContain('href="/smile-check-up-in-ahmedabad"');
  });

  it('shows its card on the treatments overview', async () => {
    const html = await renderHtml('/treatments');
    expect(html).toContain('Smile Check-up</h3>');
  });

  it('offers it as an appointment choice (form and server rules)', async () => {
    const { appointmentChoices } = await import('../../src/content/derived-lists');
    expect(appointmentChoices(entry.contentIndex)[0]).toBe('Smile Check-up');
    expect(appointmentChoices(entry.contentIndex)).toHaveLength(20);
    const html = await renderHtml('/book-appointment');
    expect(html).toMatch(/<option[^>]*>Smile Check-up<\/option>/);
  });
});
