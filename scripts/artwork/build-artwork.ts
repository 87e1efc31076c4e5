/**
 * Builds every SVG the site ships, in memory, from code plus the demo seed data and the treatment
 * pages (a treatment whose motif is not drawn yet shows the generic drawings). The CLI (scripts/generate-artwork.ts) writes them; the tests compare them with the tree.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readSeedContent } from '../../server/db/seed-content';
import { aboutImages } from './about-images';
import { avatar } from './avatars';
import { blogImage } from './blog-images';
import { bannerBackground, favicon, logo, openGraphImage, promoCard } from './brand';
import { branchNames, sortBranches } from '../../src/content/branches';
import type { Dictionary } from '../../src/i18n/dictionaries/en';
import { gu } from '../../src/i18n/dictionaries/gu';
import { hi } from '../../src/i18n/dictionaries/hi';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../src/i18n/languages';
import { branchMap, branchMapPath, type MappedBranch } from './branch-map';
import { clinicMap, clinicMapFile, clinicMapPath } from './clinic-map';
import { scriptShaper } from './shaped-text';
import { BRANCH_PHOTOS_FOLDER, branchPhoto, branchPhotoKinds, branchPhotoSize, isBranchPhotoKind } from './branch-photos';
import { galleryImage } from './gallery-images';
import { slideArtwork } from './slides';
import { treatmentCard, treatmentFigure, treatmentPanel } from './treatment-images';
import { genericTreatmentMotif, hasTreatmentMotif, treatmentMotifs, type TreatmentId } from './treatment-motifs';

interface SeedImage {
  image: string;
  width: number;
  height: number;
}

export interface Artwork {
  /** Folders the generator owns entirely (relative to the repository root): file name → SVG. */
  folders: Map<string, Map<string, string>>;
  /** Single files, by path relative to the repository root. */
  files: Map<string, string>;
  /** The link-preview drawing, rasterised to public/images/og-default.png by the CLI. */
  openGraphSvg: string;
}

export const openGraphPngPath = 'public/images/og-default.png';
export const openGraphSize = { width: 1200, height: 630 };

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

function checkSize(item: SeedImage, expected: { width: number; height: number }, source: string): void {
  if (item.width !== expected.width || item.height !== expected.height) {
    throw new Error(`${source}: ${item.image} is declared ${item.width}x${item.height}, but its artwork is ${expected.width}x${expected.height}`);
  }
}

/** The treatment pages whose motif is drawn; the others show the generic drawings until one is. */
async function drawnTreatments(contentDir: string): Promise<Array<{ id: TreatmentId; label: string }>> {
  const dir = join(contentDir, 'treatments');
  const found = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    const page = await readJson<{ treatment?: { id: string; menu: { label: string } } }>(join(dir, file));
    if (page.treatment && hasTreatmentMotif(page.treatment.id)) found.push({ id: page.treatment.id, label: page.treatment.menu.label });
  }
  return found;
}

/** The demo's images are SVG drawings made here; a photograph (JPEG, PNG, WebP…) is the clinic's own, left as it is. */
function isDrawing(image: string): boolean {
  return image.toLowerCase().endsWith('.svg');
}

/** The branches (pages/branches/), in their order: the clinic's map marks them all, and each has a map of its own. */
async function readBranches(contentDir: string): Promise<Array<MappedBranch & { order: number }>> {
  const folder = join(contentDir, 'branches');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  return sortBranches(await Promise.all(files.map((file) => readJson<MappedBranch & { order: number }>(join(folder, file)))));
}

const DICTIONARIES: Record<TranslatedLanguage, Dictionary> = { gu, hi };

/**
 * The clinic's map and each branch's in every other language: the dictionary's words and titles,
 * the branches' names from their translations (pages/<language>/branches/; English's where a branch
 * is not translated yet).
 */
async function localizedMaps(contentDir: string, branches: MappedBranch[]): Promise<Array<[string, string]>> {
  const clinic = (await readJson<{ clinic: { name: string } }>(join(contentDir, 'site.json'))).clinic.name;
  const files: Array<[string, string]> = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const { map, mapSketch: words } = DICTIONARIES[language].sections;
    const shaper = scriptShaper(language);
    const names = await Promise.all(
      branches.map((branch) =>
        readJson<{ name?: string }>(join(contentDir, language, 'branches', `${branch.id}.json`)).then(
          (translation) => translation.name ?? branch.name,
          () => branch.name,
        ),
      ),
    );
    const title = map.sketchAlt(
      clinic,
      branchNames(
        names.map((name) => ({ name })),
        language,
      ),
    );
    files.push([
      clinicMapFile(language),
      clinicMap(
        branches.map((branch) => branch.name),
        { words, shaper, title, labels: names },
      ),
    ]);
    branches.forEach((branch, i) =>
      files.push([branchMapPath(branch, language), branchMap(branch, { words, shaper, title: map.branchSketchAlt(names[i]), label: names[i] })]),
    );
  }
  return files;
}

interface BranchFile {
  id: string;
  name: string;
  photos: Array<{ src: string; alt: string; width: number; height: number }>;
}

/**
 * The branch photos the branch files list that are drawings (`/images/branches/<id>-<kind>.svg`),
 * titled with their alt text; a photo in another format is the clinic's own and is left alone.
 */
async function branchPhotoDrawings(contentDir: string): Promise<Map<string, string>> {
  const folder = join(contentDir, 'branches');
  const clinicName = (await readJson<{ clinic: { name: string } }>(join(contentDir, 'site.json'))).clinic.name;
  const drawings = new Map<string, string>();
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
    const branch = await readJson<BranchFile>(join(folder, file));
    for (const photo of branch.photos.filter((item) => isDrawing(item.src))) {
      const source = `pages/branches/${file}`;
      const name = basename(photo.src);
      const kind = name.slice(branch.id.length + 1, -'.svg'.length);
      if (photo.src !== `/${BRANCH_PHOTOS_FOLDER.replace(/^public\//, '')}/${name}` || !name.startsWith(`${branch.id}-`) || !isBranchPhotoKind(kind)) {
        throw new Error(`${source}: no drawing for ${photo.src}; the demo draws /images/branches/${branch.id}-<${branchPhotoKinds.join('|')}>.svg`);
      }
      checkSize({ image: photo.src, width: photo.width, height: photo.height }, branchPhotoSize, source);
      drawings.set(name, branchPhoto(kind, { clinicName, branchName: branch.name, title: photo.alt }));
    }
  }
  return drawings;
}

/**
 * The drawings a treatment page without a motif of its own shows
 * (`/images/treatments/generic-card.svg`, `-panel.svg`, `-figure.svg`).
 */
export const GENERIC_TREATMENT_ARTWORK = 'generic';

/** `contentDir`: the pages whose treatments get drawings (default: `<root>/pages`). */
export async function buildArtwork(root: string, contentDir = join(root, 'pages')): Promise<Artwork> {
  const { slides, testimonials, blogs, gallery } = await readSeedContent(join(root, 'server/db/seed-data'));
  const branches = await readBranches(contentDir);

  const slideFiles = new Map<string, string>();
  for (const slide of slides) {
    checkSize(slide, { width: 1600, height: 700 }, 'slides.json');
    const build = slideArtwork[basename(slide.image)];
    if (!build) throw new Error(`slides.json: no artwork for ${slide.image}; add it to slideArtwork in scripts/artwork/slides.ts`);
    slideFiles.set(basename(slide.image), build(slide.alt));
  }

  const avatarFiles = new Map<string, string>();
  testimonials.forEach((testimonial, index) => {
    checkSize(testimonial, { width: 160, height: 160 }, 'testimonials.json');
    avatarFiles.set(basename(testimonial.image), avatar(testimonial.name, index));
  });

  const blogFiles = new Map<string, string>();
  for (const blog of blogs) {
    checkSize(blog, { width: 1200, height: 675 }, 'blogs.json');
    // A Gujarati or Hindi article may show the picture of the English article it follows: the
    // picture is drawn once, for the first article that uses it (the one it is named after).
    if (isDrawing(blog.image) && !blogFiles.has(basename(blog.image))) blogFiles.set(basename(blog.image), blogImage(blog));
  }

  const galleryFiles = new Map<string, string>();
  for (const item of gallery.filter((galleryItem) => isDrawing(galleryItem.image))) galleryFiles.set(basename(item.image), galleryImage(item));

  const treatmentFiles = new Map<string, string>();
  const drawings = [
    ...(await drawnTreatments(contentDir)).map(({ id, label }) => ({ name: id, motif: treatmentMotifs[id], label })),
    { name: GENERIC_TREATMENT_ARTWORK, motif: genericTreatmentMotif, label: 'Dental treatment' },
  ];
  for (const { name, motif, label } of drawings) {
    treatmentFiles.set(`${name}-card.svg`, treatmentCard(motif, label));
    treatmentFiles.set(`${name}-panel.svg`, treatmentPanel(motif, label));
    treatmentFiles.set(`${name}-figure.svg`, treatmentFigure(motif, label));
  }

  return {
    folders: new Map([
      ['media/slides', slideFiles],
      ['media/testimonials', avatarFiles],
      ['media/blogs', blogFiles],
      ['media/gallery', galleryFiles],
      ['public/images/treatments', treatmentFiles],
      ['public/images/about', aboutImages()],
      [BRANCH_PHOTOS_FOLDER, await branchPhotoDrawings(contentDir)],
    ]),
    files: new Map([
      ['public/images/logo.svg', logo()],
      ['public/images/banner-bg.svg', bannerBackground()],
      ['public/images/promo-card.svg', promoCard()],
      ['public/favicon.svg', favicon()],
      [clinicMapPath, clinicMap(branches.map((branch) => branch.name))],
      ...branches.map((branch): [string, string] => [branchMapPath(branch), branchMap(branch)]),
      ...(await localizedMaps(contentDir, branches)),
    ]),
    openGraphSvg: openGraphImage(),
  };
}
