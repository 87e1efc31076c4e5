import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { buildArtwork } from '../../scripts/artwork/build-artwork';
import { vividTone } from '../../scripts/artwork/palette';
import { genericTreatmentMotif } from '../../scripts/artwork/treatment-motifs';
import { pagePreviewDrawing } from '../../scripts/build-preview-images';
import { openTestDatabase } from '../../server/db/testing/test-database';
import { DEFAULT_SEED_DATA_DIR, seedDemoContent } from '../../server/db/seed';
import { validateSeedData } from '../../server/db/seed-content';
import { describeSeedDataRules } from '../../server/db/testing/seed-data-rules';
import type { ApiClient } from '../../src/api/api-client';
import { defaultLoadOptions, validateContent } from '../../src/content/node/load-content';
import { describePageImageRules } from './page-image-rules';
import { CURRENT_SCHEMA_VERSION } from '../../src/content/node/migrations/content-migration';

/**
 * The design's promise: a content maintainer adds a treatment by adding one JSON file, and an
 * article by adding one record, and `npm test` still passes. This copies pages/ and the seed data
 * aside, adds a treatment (one nobody has drawn a motif for) and an article there, builds the site
 * from that copy (no code touched), checks the new page renders and shows up in every list that
 * names treatments, and holds the copies to the same rules the tests hold the real files to.
 */
const repo = path.resolve(__dirname, '../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'add-page-'));
const contentDir = path.join(workDir, 'pages');
const seedDir = path.join(workDir, 'seed-data');
const outDir = path.join(workDir, 'dist');
fs.cpSync(path.join(repo, 'pages'), contentDir, { recursive: true });
fs.cpSync(DEFAULT_SEED_DATA_DIR, seedDir, { recursive: true });
const realTreatmentCount = fs.readdirSync(path.join(contentDir, 'treatments')).length;

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
      backgroundImage: { src: '/images/treatments/generic-card.svg', alt: '', width: 800, height: 500 },
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
        image: { src: '/images/treatments/generic-figure.svg', alt: 'Illustration of a healthy tooth', width: 1000, height: 500 },
        caption: 'A check-up looks at every tooth, the gums and the bite.',
      },
      sidebar: { title: 'Treatments', items: [{ label: 'Smile Check-up', icon: 'smile', anchor: 'smile-check-up', count: 1 }] },
      panel: {
        image: { src: '/images/treatments/generic-panel.svg', alt: '', width: 600, height: 800 },
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

fs.writeFileSync(path.join(contentDir, 'treatments/smile-check-up.json'), JSON.stringify(newTreatment, null, 2));

/** A new article: another body (long enough), its own slug and title, an existing image. */
const blogsFile = path.join(seedDir, 'blogs.json');
const seedBlogs = JSON.parse(fs.readFileSync(blogsFile, 'utf8')) as { blogs: Array<Record<string, unknown>> };
const newArticle = { ...seedBlogs.blogs[0], slug: 'a-second-look-at-brushing', title: 'A Second Look at Brushing', metaTitle: 'A Second Look at Brushing' };
fs.writeFileSync(blogsFile, JSON.stringify({ ...seedBlogs, blogs: [...seedBlogs.blogs, newArticle] }, null, 2));

describeSeedDataRules(seedDir, contentDir);
describePageImageRules(contentDir);

beforeAll(async () => {
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

describe('adding a treatment and an article keeps every check passing', () => {
  it('validates (npm run validate)', async () => {
    expect(validateContent({ ...defaultLoadOptions(repo), contentDir }).errors).toEqual([]);
    expect((await validateSeedData(seedDir)).errors).toEqual([]);
  });

  it('needs no drawing: the artwork is what it was, the page shows the generic one', async () => {
    expect(await buildArtwork(repo, contentDir)).toEqual(await buildArtwork(repo));
    const { content } = validateContent({ ...defaultLoadOptions(repo), contentDir });
    const preview = pagePreviewDrawing(content!.pages.get('treatments/smile-check-up')!, content!.index);
    expect(preview).toContain('Smile Check-up in Ahmedabad');
    expect(preview).toContain(genericTreatmentMotif(vividTone));
  });

  it('seeds the article with the rest', async () => {
    const db = await openTestDatabase();
    try {
      const result = await seedDemoContent(db, seedDir);
      expect(result.seeded && result.counts.blogs).toBe(seedBlogs.blogs.length + 1);
    } finally {
      await db.close();
    }
  });
});

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
    expect(appointmentChoices(entry.contentIndex)[0]).toEqual({ id: 'smile-check-up', label: 'Smile Check-up' });
    expect(appointmentChoices(entry.contentIndex)).toHaveLength(realTreatmentCount + 1);
    const html = await renderHtml('/book-appointment');
    expect(html).toMatch(/<option[^>]*>Smile Check-up<\/option>/);
  });
});
