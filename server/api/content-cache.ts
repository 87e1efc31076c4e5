import type { ContentRepository } from '../db/content-repository';
import { buildContentSnapshot } from './content-snapshot';
import { createRevisionCache, type RevisionCacheOptions } from './revision-cache';

export type ContentCacheOptions = RevisionCacheOptions & {
  /** The media folder, where the slides' smaller copies are looked up (see content-snapshot.ts). */
  mediaDir?: string;
  /** MEDIA_LIBRARY_DIR, where the uploads' copies are (media-folders.ts). */
  mediaLibraryDir?: string;
};

/** The current ContentSnapshot (every read response, prepared), rebuilt when the content revision moves. */
export function createContentCache(content: ContentRepository, options: ContentCacheOptions) {
  return createRevisionCache(
    () => content.readRevision(),
    (revision) => buildContentSnapshot(content, revision, options.mediaDir, options.mediaLibraryDir),
    options,
  );
}

export type ContentCache = ReturnType<typeof createContentCache>;
