/**
 * Build step (`npm run build`, after the client build): draws the link-preview image of every
 * page with a fixed address (static and treatment pages, the 404 and thank-you pages), in every
 * language the page is published in, and writes it as PNG into the client build, where the head
 * tags point (`/og/pages/<page key>.png`, `/og/pages/gu/<page key>.png`, see
 * src/seo/preview-image.ts), and each other language's stand-in for the site's default image
 * (`/og/site/gu.png`). sharp rasterises the SVG: no browser, no network.
 *
 *   npx tsx scripts/build-preview-images.ts [output folder, default dist/client]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir as root } from '../server/paths';
import { defaultLoadOptions, validateContent } from '../src/content/node/load-content';
import { ContentValidationError } from '../src/content/node/validation/content-error';
import type { ContentIndex } from '../src/content/content-index';
import type { PageDefinition } from '../src/content/types';
import {
  defaultPreviewText,
  hasDrawnPreviewImage,
  languageDefaultImagePath,
  pagePreviewImagePath,
  PREVIEW_IMAGE_SIZE,
  previewText,
} from '../src/seo/preview-image';
import { pagePreviewSvg } from './artwork/page-preview';
import { renderSvgToPng } from './artwork/render-png';
import { treatmentMotif } from './artwork/treatment-motifs';

/**
 * The preview drawing of a page in its index's language: a treatment page shows its own motif (or
 * the generic one).
 */
export function pagePreviewDrawing(page: PageDefinition, { site, branches, language }: Pick<ContentIndex, 'site' | 'branches' | 'language'>): string {
  return pagePreviewSvg(previewText(page, site, branches), page.treatment && treatmentMotif(page.treatment.id), language);
}

/** Writes every page's preview, in each of its languages, under `outDir`; returns the paths written (relative to it). */
export async function buildPreviewImages(outDir: string): Promise<string[]> {
  const result = validateContent(defaultLoadOptions(root));
  if (!result.content) throw new ContentValidationError(result.errors);
  const { index, pages, languages } = result.content;
  const written: string[] = [];
  const pending: Array<{ path: string; drawing: () => string }> = [{ index, pages }, ...Object.values(languages)].flatMap((content) =>
    [...content.pages]
      .filter(([, page]) => hasDrawnPreviewImage(page))
      .map(([key, page]) => ({ path: pagePreviewImagePath(key, content.index.language), drawing: () => pagePreviewDrawing(page, content.index) })),
  );
  // Each other language's stand-in for the site's default image (English's is site.json's own).
  for (const { index: content } of Object.values(languages)) {
    const drawing = () => pagePreviewSvg(defaultPreviewText(content.site, content.branches), undefined, content.language);
    pending.push({ path: languageDefaultImagePath(content.language), drawing });
  }
  // A few at a time: sharp runs each on its own threads already.
  const workers = Array.from({ length: 4 }, async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const file = join(outDir, next.path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, await renderSvgToPng(next.drawing(), PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height));
      written.push(next.path);
    }
  });
  await Promise.all(workers);
  return written.sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = resolve(process.argv[2] ?? join(root, 'dist/client'));
  const started = performance.now();
  buildPreviewImages(outDir)
    .then((written) => console.log(`Link previews: ${written.length} PNG images in ${outDir}/og (${Math.round(performance.now() - started)} ms).`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
