import { realpath, stat } from 'node:fs/promises';
import { mediaLocation } from '../media/media-folders';
import path from 'node:path';

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

export type MediaLookup =
  { found: true; filePath: string; size: number; modifiedAt: Date; contentType: string } | { found: false; statusCode: 400 | 404; message: string };

const INVALID_PATH: MediaLookup = { found: false, statusCode: 400, message: 'Invalid image path' };
const NOT_FOUND: MediaLookup = { found: false, statusCode: 404, message: 'Image not found' };

function isInside(directory: string, candidate: string): boolean {
  return candidate.startsWith(directory + path.sep);
}

/**
 * Maps a requested image path (already URL-decoded by the router) to a file inside the media
 * folder, or says why not. Refused outright: null bytes, backslashes, absolute paths and any
 * `.`/`..`/empty segment. Then, as a second fence, the resolved and the symlink-free path must
 * both stay inside the media folder. Only image types are served, never dotfiles.
 */
export async function findMediaFile(mediaDir: string, requestedPath: string, libraryDir?: string): Promise<MediaLookup> {
  if (requestedPath.includes('\0') || requestedPath.includes('\\')) return INVALID_PATH;
  const segments = requestedPath.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return INVALID_PATH;
  if (segments.some((segment) => segment.startsWith('.'))) return NOT_FOUND;

  const contentType = MEDIA_CONTENT_TYPES[path.extname(requestedPath).toLowerCase()];
  if (!contentType) return NOT_FOUND;

  const location = mediaLocation(mediaDir, libraryDir, segments);
  const mediaRoot = path.resolve(location.root);
  const candidate = path.resolve(mediaRoot, ...location.segments);
  if (!isInside(mediaRoot, candidate)) return INVALID_PATH;

  try {
    const [realRoot, realFile] = await Promise.all([realpath(mediaRoot), realpath(candidate)]);
    if (!isInside(realRoot, realFile)) return NOT_FOUND;
    const details = await stat(realFile);
    if (!details.isFile()) return NOT_FOUND;
    return { found: true, filePath: realFile, size: details.size, modifiedAt: details.mtime, contentType };
  } catch {
    return NOT_FOUND;
  }
}
