/**
 * Regenerates every illustration the site ships, deterministically, from code and the demo seed
 * data: hero slides, testimonial avatars, blog and gallery images (media/), treatment cards and
 * panels, logo, favicon, banner, promo card, the clinic's map and each branch's (pages/branches/), and the
 * link-preview PNG (public/).
 *
 *   npx tsx scripts/generate-artwork.ts            # everything
 *   npx tsx scripts/generate-artwork.ts --svg-only # skip the PNG (rasterised by sharp)
 *
 * Images are named after the seed data (server/db/seed-data/*.json) and the treatment pages
 * (pages/treatments/*.json). A new article without a motif of its own, or a treatment, gets the
 * generic one; a new gallery item without a scene fails here with the name of the table to extend;
 * an image that is not SVG is a photograph of the clinic's and is left alone.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { rootDir as root } from '../server/paths';
import { buildArtwork, openGraphPngPath, openGraphSize } from './artwork/build-artwork';
import { renderSvgToPng } from './artwork/render-png';

/** Writes a folder the generator owns, removing drawings that nothing refers to any more. */
async function writeFolder(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const existing of await readdir(dir)) {
    if (existing.endsWith('.svg') && !files.has(existing)) await rm(join(dir, existing));
  }
  for (const [name, content] of files) await writeFile(join(dir, name), content);
}

async function main(): Promise<void> {
  const svgOnly = process.argv.includes('--svg-only');
  const artwork = await buildArtwork(root);
  let count = 0;
  for (const [dir, files] of artwork.folders) {
    await writeFolder(join(root, dir), files);
    count += files.size;
  }
  for (const [path, content] of artwork.files) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
    count += 1;
  }
  if (!svgOnly) {
    await writeFile(join(root, openGraphPngPath), await renderSvgToPng(artwork.openGraphSvg, openGraphSize.width, openGraphSize.height));
    count += 1;
  }
  const perFolder = [...artwork.folders].map(([dir, files]) => `${dir}: ${files.size}`).join(', ');
  console.log(`Artwork written: ${count} files (${perFolder}; logo, favicon, banner, promo card${svgOnly ? '' : ', og-default.png'}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
