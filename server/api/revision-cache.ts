import { localContentChanges } from '../db/local-content-changes';

export interface RevisionCacheOptions {
  /**
   * How long a built value is served before the content revision is read again. Content writes
   * (from this process or another, such as the seed CLI) move the revision on in their own
   * transaction (server/db/content-writer.ts), so a change shows up within this interval.
   */
  revisionCheckIntervalMs: number;
  /** Monotonic milliseconds; tests pass a fake. */
  clockMs?: () => number;
  /** Told when a check fails while the kept value goes on being served. */
  onError?: (error: unknown) => void;
}

/**
 * Once a value is built, the revision is given this long to be read before the value kept is
 * served instead (until the next check): a page view is never held up by a database that is
 * locked or failing. Reading it takes well under a millisecond.
 */
const REVISION_READ_LIMIT_MS = 50;

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the content revision was not read within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Holds a value built from the published content (API responses, the sitemap) and rebuilds it
 * when the content revision moves. Concurrent callers share one revision check and one rebuild.
 */
export function createRevisionCache<T>(readRevision: () => Promise<number>, build: (revision: number) => Promise<T>, options: RevisionCacheOptions) {
  const clockMs = options.clockMs ?? (() => performance.now());
  let built: { revision: number; value: T } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  // The local writes counted at the last check: a write since makes the next call check at once.
  let localAtCheck = localContentChanges();
  let refreshing: Promise<T> | undefined;

  async function refresh(): Promise<T> {
    const startedAt = clockMs();
    const local = localContentChanges();
    try {
      const revision = await (built ? withinMs(readRevision(), REVISION_READ_LIMIT_MS) : readRevision());
      if (!built || built.revision !== revision) {
        // The revision is read before the content, so a write racing this rebuild leaves a newer
        // revision behind and the next check rebuilds again; never the other way round.
        built = { revision, value: await build(revision) };
      }
    } catch (error) {
      if (!built) throw error;
      // Served as it is until the next check, rather than asking a failing database on every request.
      options.onError?.(error);
    }
    checkedAt = startedAt;
    localAtCheck = local;
    return built.value;
  }

  return {
    async current(): Promise<T> {
      if (built && clockMs() - checkedAt < options.revisionCheckIntervalMs && localContentChanges() === localAtCheck) return built.value;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}
