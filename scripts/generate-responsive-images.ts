/**
 * `npm run images`: writes the smaller copies of media images that pages offer as responsive
 * sources (AVIF and WebP at the widths of server/api/responsive-images.ts, never wider than the
 * original), beside each original. Run it after adding or replacing a hero slide; the API lists
 * the copies it finds. The demo slides' copies are committed with the seed content (small, and
 * AVIF takes seconds per image to encode, which no build or first start should pay).
 *
 *   npm run images                         # every image in media/slides
 *   npm run images -- slides/photo.jpg …   # these images (paths under media/)
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ENCODERS, widthsFor } from '../server/media/responsive-encoding';
import { isVariantName, RESPONSIVE_FORMATS, variantPath } from '../server/api/responsive-images';
import { MEDIA_CONTENT_TYPES } from '../server/api/media-file';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_FOLDER = 'slides';

/**
 * Writes every copy of one image (a path under `mediaDir`) and removes its copies at widths no
 * longer drawn; returns the paths written. An SVG is rasterised at each width, so it stays sharp.
 */
export async function generateResponsiveImages(mediaDir: string, image: string): Promise<string[]> {
  const file = path.join(mediaDir, image);
  const input = await readFile(file);
  const metadata = await sharp(input).metadata();
  if (!metadata.width || !metadata.height) throw new Error(`${image}: cannot read its size`);
  const isSvg = metadata.format === 'svg';
  const widths = widthsFor(metadata.width);
  const written: string[] = [];
  for (const width of widths) {
    // librsvg draws an SVG at 72 dpi: scale the density so the drawing is rendered at this width, not enlarged.
    const resized = sharp(input, isSvg ? { density: (72 * width) / metadata.width } : {}).resize({ width });
    for (const { extension } of RESPONSIVE_FORMATS) {
      const target = variantPath(image, width, extension);
      await writeFile(path.join(mediaDir, target), await ENCODERS[extension](resized.clone()).toBuffer());
      written.push(target);
    }
  }
  const { dir, name } = path.posix.parse(image);
  const folder = path.join(mediaDir, dir);
  for (const stale of (await readdir(folder)).filter((f) => f.startsWith(`${name}-`) && isVariantName(f) && !written.includes(path.posix.join(dir, f)))) {
    await rm(path.join(folder, stale));
  }
  return written;
}

/** The originals in a folder under `mediaDir` (images the server serves, not copies). */
export async function originalsIn(mediaDir: string, folder: string): Promise<string[]> {
  const files = await readdir(path.join(mediaDir, folder));
  return files
    .filter((f) => !f.startsWith('.') && !isVariantName(f) && path.extname(f).toLowerCase() in MEDIA_CONTENT_TYPES)
    .sort()
    .map((f) => path.posix.join(folder, f));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const mediaDir = path.join(root, 'media');
  const run = async () => {
    const images = process.argv.length > 2 ? process.argv.slice(2) : await originalsIn(mediaDir, DEFAULT_FOLDER);
    for (const image of images) {
      const started = performance.now();
      const written = await generateResponsiveImages(mediaDir, image);
      console.log(`${image}: ${written.length} copies (${Math.round(performance.now() - started)} ms)`);
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
