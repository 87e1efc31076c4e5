export interface RevisionCacheOptions {
  /**
   * How long a built value is served before the content revision is read again. Content writes
   * (from this process or another, such as the seed CLI) bump the revision through database
   * triggers, so a change shows up within this interval.
   */
  revisionCheckIntervalMs: number;
  /** Monotonic milliseconds; tests pass a fake. */
  clockMs?: () => number;
}

/**
 * Holds a value built from the published content (API responses, the sitemap) and rebuilds it
 * when the content revision moves. Concurrent callers share one revision check and one rebuild.
 */
export function createRevisionCache<T>(readRevision: () => Promise<number>, build: (revision: number) => Promise<T>, options: RevisionCacheOptions) {
  const clockMs = options.clockMs ?? (() => performance.now());
  let built: { revision: number; value: T } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<T> | undefined;

  async function refresh(): Promise<T> {
    const startedAt = clockMs();
    const revision = await readRevision();
    if (!built || built.revision !== revision) {
      // The revision is read before the content, so a write racing this rebuild leaves a newer
      // revision behind and the next check rebuilds again; never the other way round.
      built = { revision, value: await build(revision) };
    }
    checkedAt = startedAt;
    return built.value;
  }

  return {
    async current(): Promise<T> {
      if (built && clockMs() - checkedAt < options.revisionCheckIntervalMs) return built.value;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}
