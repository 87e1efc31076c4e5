import { vi } from 'vitest';

/**
 * window.matchMedia for jsdom (which has none): `setMatches` decides which queries match and tells
 * the listeners, like a browser whose settings or width change.
 */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches.get(query) ?? false;
    },
    addEventListener: (_type: 'change', listener: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(listener);
    },
    removeEventListener: (_type: 'change', listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  return {
    setMatches(query: string, value: boolean) {
      matches.set(query, value);
      for (const listener of listeners.get(query) ?? []) listener();
    },
  };
}
