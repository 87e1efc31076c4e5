/**
 * Builds every SVG the site ships, in memory, from code plus the demo seed data and the treatment
 * pages. The CLI (scripts/generate-artwork.ts) writes them; the tests compare them with the tree.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readSeedContent } from '../../server/db/seed-content';
import { aboutImages } from './about-images';
import { avatar } from './avatars';
import { blogImage } from './blog-images';
import { bannerBackground, favicon, logo, openGraphImage, promoCard } from './brand';
import { clinicMap, clinicMapPath } from './clinic-map';
import { galleryImage } from './gallery-images';
import { slideArtwork } from './slides';
import { treatmentCard, treatmentFigure, treatmentPanel } from './treatment-images';
import { treatmentMotifs, type TreatmentId } from './treatment-motifs';

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

async function treatments(root: string): Promise<Array<{ id: TreatmentId; label: string }>> {
  const dir = join(root, 'pages/treatments');
  const found = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    const page = await readJson<{ treatment?: { id: string; menu: { label: string } } }>(join(dir, file));
    if (!page.treatment) continue;
    const { id, menu } = page.treatment;
    if (!(id in treatmentMotifs)) {
      throw new Error(`pages/treatments/${file}: no illustration for treatment "${id}"; add one to treatmentMotifs in scripts/artwork/treatment-motifs.ts`);
    }
    found.push({ id: id as TreatmentId, label: menu.label });
  }
  return found;
}

/** The branches the static map marks, in the order pages/site.json lists them. */
async function branchNames(root: string): Promise<string[]> {
  const site = await readJson<{ clinic: { branches: Array<{ name: string }> } }>(join(root, 'pages/site.json'));
  return site.clinic.branches.map((branch) => branch.name);
}

export async function buildArtwork(root: string): Promise<Artwork> {
  const { slides, testimonials, blogs, gallery } = await readSeedContent(join(root, 'server/db/seed-data'));

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
    blogFiles.set(basename(blog.image), blogImage(blog));
  }

  const galleryFiles = new Map<string, string>();
  for (const item of gallery) galleryFiles.set(basename(item.image), galleryImage(item));

  const treatmentFiles = new Map<string, string>();
  for (const { id, label } of await treatments(root)) {
    treatmentFiles.set(`${id}-card.svg`, treatmentCard(id, label));
    treatmentFiles.set(`${id}-panel.svg`, treatmentPanel(id, label));
    treatmentFiles.set(`${id}-figure.svg`, treatmentFigure(id, label));
  }

  return {
    folders: new Map([
      ['media/slides', slideFiles],
      ['media/testimonials', avatarFiles],
      ['media/blogs', blogFiles],
      ['media/gallery', galleryFiles],
      ['public/images/treatments', treatmentFiles],
      ['public/images/about', aboutImages()],
    ]),
    files: new Map([
      ['public/images/logo.svg', logo()],
      ['public/images/banner-bg.svg', bannerBackground()],
      ['public/images/promo-card.svg', promoCard()],
      ['public/favicon.svg', favicon()],
      [clinicMapPath, clinicMap(await branchNames(root))],
    ]),
    openGraphSvg: openGraphImage(),
  };
}
