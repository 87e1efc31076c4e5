import type { ContentRepository } from '../db/content-repository';
import { buildContentSnapshot, type ContentSnapshot } from './content-snapshot';

export interface ContentCacheOptions {
  /**
   * How long a snapshot is served before the content revision is read again. Content writes
   * (from this process or another, such as the seed CLI) bump the revision through database
   * triggers, so a change shows up within this interval.
   */
  revisionCheckIntervalMs: number;
  /** Monotonic milliseconds; tests pass a fake. */
  clockMs?: () => number;
}

/**
 * Holds the current ContentSnapshot and rebuilds it when the content revision moves.
 * Concurrent requests share one revision check and one rebuild.
 */
export function createContentCache(content: ContentRepository, options: ContentCacheOptions) {
  const clockMs = options.clockMs ?? (() => performance.now());
  let snapshot: ContentSnapshot | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<ContentSnapshot> | undefined;

  async function refresh(): Promise<ContentSnapshot> {
    const startedAt = clockMs();
    const revision = await content.readRevision();
    if (!snapshot || snapshot.revision !== revision) {
      // The revision is read before the content, so a write racing this rebuild leaves a newer
      // revision behind and the next check rebuilds again; never the other way round.
      snapshot = await buildContentSnapshot(content, revision);
    }
    checkedAt = startedAt;
    return snapshot;
  }

  return {
    async current(): Promise<ContentSnapshot> {
      if (snapshot && clockMs() - checkedAt < options.revisionCheckIntervalMs) return snapshot;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
