import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, apiPaths } from '../../../contract/api-contract';
import type { ContentError } from './content-error';
import { jsonStrings } from './json-strings';
import type { SchemaValidContent } from './reference-checks';
import type { LoadedBranch } from './branch-checks';

/** A local image or video path: what a `src`, a figure or a poster names. */
const LOCAL_FILE = /^\/[^?#\s]*\.(svg|png|jpe?g|webp|avif|gif|mp4|webm)$/i;

/** Where the files a path names live: `public/` as the site serves it, `media/` behind the API's images route. */
export interface AssetDirs {
  publicDir: string;
  mediaDir: string;
}

/** A path that names no file would ship as a broken image: every one must name a file that exists. */
export function checkAssetPaths(
  content: SchemaValidContent & { branches: readonly Pick<LoadedBranch, 'file' | 'definition'>[] },
  dirs: AssetDirs,
): ContentError[] {
  const mediaPrefix = `${API_BASE}${apiPaths.images}/`;
  const exists = (url: string) => (url.startsWith(mediaPrefix) ? isFile(dirs.mediaDir, url.slice(mediaPrefix.length)) : isFile(dirs.publicDir, url.slice(1)));
  const files = [{ file: content.site.file, definition: content.site.definition as unknown }, ...content.pages, ...content.branches];
  return files.flatMap(({ file, definition }) =>
    jsonStrings(definition)
      .filter(({ text }) => LOCAL_FILE.test(text) && !exists(text))
      .map(({ pointer, text }) => ({
        file,
        pointer,
        message: `"${text}" names no file under public/ (nor media/ for ${mediaPrefix}…): add the file or fix the path`,
      })),
  );
}

function isFile(dir: string, relative: string): boolean {
  const full = path.resolve(dir, decodeURIComponent(relative));
  return full.startsWith(path.resolve(dir) + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile();
}
