import { readdir } from 'node:fs/promises';
import { mediaLocation } from '../media/media-folders';
import path from 'node:path';
import { mediaUrl, type ImageSource } from '../../src/contract/api-contract';

/**
 * Smaller copies of a media image, so a phone does not download a desktop-sized photo: each is
 * a file beside the original named `<name>-<width>w.<format>` (`slides/slide-1.svg` has
 * `slides/slide-1-640w.avif`, `slides/slide-1-640w.webp`, …). `npm run images` writes them with
 * sharp (scripts/generate-responsive-images.ts); the API lists the ones it finds, so an image
 * without copies is still served, as itself.
 */

/** Widths drawn for each image (never wider than the original): a phone at 2-3x density up to a wide desktop. */
export const RESPONSIVE_WIDTHS = [640, 960, 1280, 1600] as const;

/** Best compression first: the browser takes the first `<source>` whose type it supports. */
export const RESPONSIVE_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number]['extension'];

const VARIANT_NAME = /^(?<stem>.+)-(?<width>[1-9][0-9]*)w\.(?<extension>avif|webp)$/;

/** The media path of one copy: `slides/slide-1.svg`, 640, 'avif' → `slides/slide-1-640w.avif`. */
export function variantPath(image: string, width: number, extension: ResponsiveFormat): string {
  const { dir, name } = path.posix.parse(image);
  return path.posix.join(dir, `${name}-${width}w.${extension}`);
}

/** Whether a file name is itself a copy (so the generator never makes copies of copies). */
export function isVariantName(fileName: string): boolean {
  return VARIANT_NAME.test(fileName);
}

/**
 * The `<source>`s of an image from the copies found beside it in the media folder, best format
 * first, narrowest width first; empty when there are none (or the folder cannot be read).
 */
export async function responsiveSources(mediaDir: string, image: string, libraryDir?: string): Promise<ImageSource[]> {
  const { dir, name } = path.posix.parse(image);
  let files: string[];
  try {
    const location = mediaLocation(mediaDir, libraryDir, dir.split('/').filter(Boolean));
    files = await readdir(path.join(location.root, ...location.segments));
  } catch {
    return [];
  }
  return sourcesFromFileNames(dir, name, files);
}

/** Exported for tests: the rule above, on a folder's file names. */
export function sourcesFromFileNames(dir: string, name: string, files: readonly string[]): ImageSource[] {
  const widths = new Map<ResponsiveFormat, number[]>();
  for (const file of files) {
    const match = VARIANT_NAME.exec(file);
    if (!match?.groups || match.groups.stem !== name) continue;
    const extension = match.groups.extension as ResponsiveFormat;
    widths.set(extension, [...(widths.get(extension) ?? []), Number(match.groups.width)]);
  }
  return RESPONSIVE_FORMATS.flatMap(({ extension, type }) => {
    const found = (widths.get(extension) ?? []).sort((a, b) => a - b);
    if (found.length === 0) return [];
    const srcset = found.map((width) => `${mediaUrl(path.posix.join(dir, `${name}-${width}w.${extension}`))} ${width}w`).join(', ');
    return [{ type, srcset }];
  });
}

/** The slides (or any list of media images) with the `sources` of each image that has copies. */
export async function withResponsiveSources<T extends { image: string }>(
  mediaDir: string,
  items: readonly T[],
  libraryDir?: string,
): Promise<Array<T & { sources?: ImageSource[] }>> {
  return Promise.all(
    items.map(async (item) => {
      const sources = await responsiveSources(mediaDir, item.image, libraryDir);
      return sources.length > 0 ? { ...item, sources } : item;
    }),
  );
}
