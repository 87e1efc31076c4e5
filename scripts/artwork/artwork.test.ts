// @vitest-environment jsdom
// (for DOMParser, which parses every SVG as XML exactly as a browser would)
/**
 * The artwork in the tree is exactly what the generator draws, and every file keeps the promises
 * the pages rely on: valid SVG, declared size, a title, small, and nothing fetched from elsewhere.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { aboutImageSizes } from './about-images';
import { blogImage } from './blog-images';
import { buildArtwork, GENERIC_TREATMENT_ARTWORK, openGraphPngPath, openGraphSize, type Artwork } from './build-artwork';
import { branchMap, branchMapPath, branchMapSize } from './branch-map';
import { clinicMap, clinicMapFile, clinicMapPath, clinicMapSize } from './clinic-map';
import { BRANCH_PHOTOS_FOLDER, branchPhotoSize } from './branch-photos';
import { branchMapImage, branchNames } from '../../src/content/branches';
import { repositoryBranches, repositorySite } from '../../src/testing/repository-content';
import { mapWords } from '../../src/i18n/section-words/map';
import { mapSketchWords } from '../../src/i18n/section-words/map-sketch';
import { gu } from '../../src/i18n/dictionaries/gu';
import { hi } from '../../src/i18n/dictionaries/hi';
import { galleryImage } from './gallery-images';
import { systemFont, vividTone } from './palette';
import { escapeXml } from './svg-document';
import { genericTreatmentMotif, hasTreatmentMotif, treatmentMotif, treatmentMotifs } from './treatment-motifs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const maxSvgBytes = 6 * 1024;
/**
 * A Gujarati or Hindi sketch map draws its words as outlines (shaped-text.ts), each glyph's once:
 * larger than English's text, and about a third of it once compressed, as the server sends SVG.
 */
const maxLocalizedMapBytes = 24 * 1024;
const isLocalizedMap = (path: string) => /^public\/images\/map\/(gu|hi)\//.test(path);

/** The branches in the site's order (the maps' titles name them so). */
const branchIds = repositoryBranches.map((branch) => branch.id);

let artwork: Artwork;
beforeAll(async () => {
  artwork = await buildArtwork(root);
});

function allSvgs(): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [dir, files] of artwork.folders) for (const [name, svg] of files) entries.push([`${dir}/${name}`, svg]);
  return [...entries, ...artwork.files, ['(link preview drawing)', artwork.openGraphSvg]];
}

function expectedSize(path: string): { width: number; height: number } | undefined {
  const fixed: Record<string, { width: number; height: number }> = {
    'public/images/logo.svg': { width: 240, height: 64 },
    'public/images/banner-bg.svg': { width: 1600, height: 400 },
    'public/images/promo-card.svg': { width: 400, height: 300 },
    'public/favicon.svg': { width: 64, height: 64 },
    [clinicMapPath]: clinicMapSize,
    [clinicMapFile('gu')]: clinicMapSize,
    [clinicMapFile('hi')]: clinicMapSize,
    '(link preview drawing)': openGraphSize,
  };
  if (fixed[path]) return fixed[path];
  if (/^public\/images\/map\/((gu|hi)\/)?branch-/.test(path)) return branchMapSize;
  if (path.startsWith('public/images/about/')) return aboutImageSizes[path.slice('public/images/about/'.length) as keyof typeof aboutImageSizes];
  if (path.startsWith(`${BRANCH_PHOTOS_FOLDER}/`)) return branchPhotoSize;
  if (path.startsWith('media/slides/')) return { width: 1600, height: 700 };
  if (path.startsWith('media/testimonials/')) return { width: 160, height: 160 };
  if (path.startsWith('media/blogs/')) return { width: 1200, height: 675 };
  if (path.endsWith('-card.svg')) return { width: 800, height: 500 };
  if (path.endsWith('-panel.svg')) return { width: 600, height: 800 };
  if (path.endsWith('-figure.svg')) return { width: 1000, height: 500 };
  return undefined;
}

describe('generated artwork', () => {
  it('matches the files in the tree (run `npx tsx scripts/generate-artwork.ts` after changing a drawing)', () => {
    for (const [dir, files] of artwork.folders) {
      const onDisk = readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.svg'))
        .sort();
      expect(onDisk, dir).toEqual([...files.keys()].sort());
      for (const [name, svg] of files) expect(readFileSync(join(root, dir, name), 'utf8'), `${dir}/${name}`).toBe(svg);
    }
    for (const [path, svg] of artwork.files) expect(readFileSync(join(root, path), 'utf8'), path).toBe(svg);
  });

  it('is the same drawing every time it is built', async () => {
    const again = await buildArtwork(root);
    expect(again).toEqual(artwork);
  });

  it('draws a card, a panel and an article figure for every treatment whose motif is drawn, and the generic set', () => {
    const treatmentFiles = artwork.folders.get('public/images/treatments');
    const ids = readdirSync(join(root, 'pages/treatments'))
      .map((file) => (JSON.parse(readFileSync(join(root, 'pages/treatments', file), 'utf8')) as { treatment: { id: string } }).treatment.id)
      .filter(hasTreatmentMotif);
    expect([...(treatmentFiles?.keys() ?? [])].sort()).toEqual(
      [...ids, GENERIC_TREATMENT_ARTWORK].flatMap((id) => [`${id}-card.svg`, `${id}-panel.svg`, `${id}-figure.svg`]).sort(),
    );
  });

  it('gives a treatment whose motif is not drawn yet the generic design, and no drawing of its own', async () => {
    expect(treatmentMotif('a-treatment-nobody-drew')).toBe(genericTreatmentMotif);
    expect(treatmentMotif('root-canal')).toBe(treatmentMotifs['root-canal']);
    const contentDir = mkdtempSync(join(tmpdir(), 'artwork-'));
    try {
      cpSync(join(root, 'pages'), contentDir, { recursive: true });
      const rootCanal = JSON.parse(readFileSync(join(contentDir, 'treatments/root-canal.json'), 'utf8'));
      const page = { ...rootCanal, treatment: { ...rootCanal.treatment, id: 'a-treatment-nobody-drew' } };
      writeFileSync(join(contentDir, 'treatments/a-treatment-nobody-drew.json'), JSON.stringify(page));
      expect(await buildArtwork(root, contentDir)).toEqual(artwork);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('draws every branch photo the branch files list, titled with its alt text and labelled as a demo', () => {
    const drawn = artwork.folders.get(BRANCH_PHOTOS_FOLDER)!;
    const listed = readdirSync(join(root, 'pages/branches')).flatMap(
      (file) => (JSON.parse(readFileSync(join(root, 'pages/branches', file), 'utf8')) as { photos: { src: string; alt: string }[] }).photos,
    );
    expect(listed.length).toBeGreaterThan(0);
    expect([...drawn.keys()].sort()).toEqual(listed.map((photo) => photo.src.replace('/images/branches/', '')).sort());
    for (const photo of listed) {
      const svg = drawn.get(photo.src.replace('/images/branches/', ''))!;
      expect(svg, photo.src).toContain(`<title>${escapeXml(photo.alt)}</title>`);
      expect(svg, photo.src).toContain('>Demo photo</text>');
    }
  });

  it('names the photos it can draw when a branch file lists another drawing', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'artwork-'));
    try {
      cpSync(join(root, 'pages'), contentDir, { recursive: true });
      const file = join(contentDir, 'branches/south-bopal.json');
      const branch = JSON.parse(readFileSync(file, 'utf8'));
      branch.photos = [{ src: '/images/branches/south-bopal-garden.svg', alt: 'A garden', width: 800, height: 600 }];
      writeFileSync(file, JSON.stringify(branch));
      await expect(buildArtwork(root, contentDir)).rejects.toThrow(
        'pages/branches/south-bopal.json: no drawing for /images/branches/south-bopal-garden.svg; the demo draws /images/branches/south-bopal-<entrance|reception|treatment-room>.svg',
      );
      branch.photos = [{ src: '/images/branches/south-bopal-entrance.svg', alt: 'The entrance', width: 800, height: 500 }];
      writeFileSync(file, JSON.stringify(branch));
      await expect(buildArtwork(root, contentDir)).rejects.toThrow('is declared 800x500, but its artwork is 800x600');
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('writes well-formed SVG with its size, viewBox and a title', () => {
    for (const [path, svg] of allSvgs()) {
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.getElementsByTagName('parsererror'), `${path} is not well-formed XML`).toHaveLength(0);
      const element = document.documentElement;
      const width = Number(element.getAttribute('width'));
      const height = Number(element.getAttribute('height'));
      expect(element.getAttribute('viewBox'), path).toBe(`0 0 ${width} ${height}`);
      const expected = expectedSize(path);
      if (expected) expect({ width, height }, path).toEqual(expected);
      expect(element.firstElementChild?.tagName, path).toBe('title');
      expect(element.firstElementChild?.textContent?.trim().length, path).toBeGreaterThan(3);
    }
  });

  it('keeps every SVG small and self-contained', () => {
    for (const [path, svg] of allSvgs()) {
      expect(Buffer.byteLength(svg), path).toBeLessThanOrEqual(isLocalizedMap(path) ? maxLocalizedMapBytes : maxSvgBytes);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), path).not.toMatch(/https?:|<image|<script|<foreignObject|@import|url\((?!#)/);
      for (const [, family] of svg.matchAll(/font-family="([^"]*)"/g)) expect(family, path).toBe(systemFont);
    }
  });

  it('has a link-preview PNG of 1200 x 630 under 150 KB', () => {
    const png = readFileSync(join(root, openGraphPngPath));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(openGraphSize);
    expect(statSync(join(root, openGraphPngPath)).size).toBeLessThan(150 * 1024);
  });

  it("centres each card's drawing, as tall as the card allows and wholly inside it", () => {
    for (const [name, svg] of artwork.folders.get('public/images/treatments')!) {
      if (!name.endsWith('-card.svg')) continue;
      const [, x, y, scale] = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)" clip-path="url\(#window\)">/.exec(svg) ?? [];
      expect(scale, name).toBeDefined();
      // The motif's round window: 400 units across in motif space.
      const radius = 200 * Number(scale);
      const [cx, cy] = [Number(x) + radius, Number(y) + radius];
      expect(Math.abs(cx - 400), `${name}: centred across`).toBeLessThanOrEqual(8);
      expect(Math.abs(cy - 250), `${name}: centred down`).toBeLessThanOrEqual(8);
      expect(cy - radius, name).toBeGreaterThanOrEqual(0);
      expect(cy + radius, name).toBeLessThanOrEqual(500);
      expect(2 * radius, `${name}: fills the height`).toBeGreaterThanOrEqual(0.8 * 500);
    }
  });

  it('pins every branch on the static map, and names the table to extend for a new branch', () => {
    const map = artwork.files.get(clinicMapPath)!;
    for (const name of ['South Bopal', 'Chandkheda']) expect(map).toContain(`>${name}</text>`);
    expect(map.match(/<path d="M0,0C-6,-14/g)).toHaveLength(2);
    expect(() => clinicMap(['Satellite'])).toThrow(/branchPositions in scripts\/artwork\/clinic-map\.ts/);
  });

  it("draws every map in Gujarati and Hindi too: the dictionary's words and titles, the branches' translated names, as outlines", () => {
    for (const [language, dictionary] of [
      ['gu', gu],
      ['hi', hi],
    ] as const) {
      const names = branchIds.map((id) => (JSON.parse(readFileSync(join(root, 'pages', language, 'branches', `${id}.json`), 'utf8')) as { name: string }).name);
      const clinic = artwork.files.get(clinicMapFile(language))!;
      expect(clinic, language).toContain(
        `<title>${escapeXml(
          dictionary.sections.map.sketchAlt(
            repositorySite.clinic.name,
            branchNames(
              names.map((name) => ({ name })),
              language,
            ),
          ),
        )}</title>`,
      );
      expect(clinic.match(/<path d="M0,0C-6,-14/g), language).toHaveLength(2);
      branchIds.forEach((id, i) => {
        const map = artwork.files.get(`public${branchMapImage({ id }, language).src}`);
        expect(map, `${language} ${id}`).toContain(`<title>${escapeXml(dictionary.sections.map.branchSketchAlt(names[i]))}</title>`);
      });
      // No text for the device to find a font for: every word is outlines, each used glyph defined once.
      for (const map of [clinic, ...branchIds.map((id) => artwork.files.get(`public${branchMapImage({ id }, language).src}`)!)]) {
        expect(map).not.toContain('<text');
        const defined = [...map.matchAll(/<path id="([^"]+)"/g)].map(([, id]) => id);
        const used = new Set([...map.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id));
        expect(new Set(defined)).toEqual(used);
        expect(defined).toHaveLength(used.size);
      }
    }
    // English's keep their words as text in the system's fonts.
    expect(artwork.files.get(clinicMapPath)).toContain(`>${mapSketchWords.notToScale}</text>`);
  });

  it("draws each branch's own map at the address the site shows it at, from the branch file alone", () => {
    const branchFiles = readdirSync(join(root, 'pages/branches'));
    for (const file of branchFiles) {
      const branch = JSON.parse(readFileSync(join(root, 'pages/branches', file), 'utf8')) as { id: string; name: string };
      const map = artwork.files.get(`public${branchMapImage(branch).src}`);
      expect(map, file).toContain(`>${branch.name}</text>`);
      expect(map, file).toContain(`<title>${mapWords.branchSketchAlt(branch.name)}</title>`);
    }
    // A new branch's map needs nothing but its file (the footer's map of all branches places pins from a table).
    const third = { id: 'satellite', name: 'Satellite', geo: { latitude: 23.02987, longitude: 72.51634 } };
    const map = branchMap(third);
    expect(branchMapPath(third)).toBe('public/images/map/branch-satellite.svg');
    expect(map).toContain('>Satellite</text>');
    expect(map).toContain('23.02987° N, 72.51634° E');
    expect(map).not.toBe(artwork.files.get(branchMapPath({ id: 'south-bopal', name: 'South Bopal' })));
  });

  it('draws an article nobody chose a motif for with the generic one, and names the table to extend for a gallery item', () => {
    expect(blogImage({ slug: 'a-new-article', title: 'A new article', categoryId: 1 })).toContain(genericTreatmentMotif(vividTone));
    expect(() => galleryImage({ image: 'gallery/g-99.svg', width: 800, height: 800, alt: 'New' })).toThrow(/"g-99" to the scenes/);
  });
});
