import path from 'node:path';

/**
 * Where media files are on disk. Their addresses (`/api/v1/get-images/<path>`) and the paths the
 * content stores are the same everywhere: `library/<hash>.webp` is an upload of the staff media
 * library, anything else (`gallery/…`, `slides/…`, `blogs/…`) comes with the site. Uploads are
 * kept in the library folder: `MEDIA_LIBRARY_DIR` when set (a folder outside the releases, so a
 * new release keeps them), else `library/` inside the media folder.
 */
export const LIBRARY_FOLDER = 'library';

/** The `MEDIA_LIBRARY_DIR` setting, resolved against the working directory; undefined when unset. */
export function readMediaLibraryDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.MEDIA_LIBRARY_DIR?.trim();
  return value ? path.resolve(value) : undefined;
}

/** The folder uploads are written to and served from. */
export function libraryFolder(mediaDir: string, libraryDir?: string): string {
  return libraryDir ?? path.join(mediaDir, LIBRARY_FOLDER);
}

/** The folder a media path's segments are under, and the segments within it (`library/…` in the library folder). */
export function mediaLocation(mediaDir: string, libraryDir: string | undefined, segments: readonly string[]): { root: string; segments: string[] } {
  if (segments[0] === LIBRARY_FOLDER) return { root: libraryFolder(mediaDir, libraryDir), segments: segments.slice(1) };
  return { root: mediaDir, segments: [...segments] };
}
