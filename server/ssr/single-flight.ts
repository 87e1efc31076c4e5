/**
 * Runs one piece of work per key at a time: callers that ask for a key while its work is under
 * way share that work's result instead of starting their own. A burst of views of a page not yet
 * cached then renders and compresses it once, not once per visitor.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      let shared = running.get(key);
      if (!shared) {
        shared = work().finally(() => running.delete(key));
        running.set(key, shared);
      }
      return shared;
    },
  };
}
