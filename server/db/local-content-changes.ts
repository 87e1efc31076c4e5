/**
 * How many content writes this process has committed. The caches built on the content revision
 * (revision-cache.ts) read the revision at most once a second; a write made here moves this
 * count, and a cache that sees it moved reads the revision at once. So the page after an editor's
 * change (served by the same instance) already shows it; other instances see it at their next check.
 */
let committed = 0;

export function noteLocalContentChange(): void {
  committed += 1;
}

export function localContentChanges(): number {
  return committed;
}
