import type { PageDefinition } from './types';

type PageLoaders = Record<string, () => Promise<{ default: PageDefinition }>>;

/**
 * Page bodies by key, each its own chunk. Like sections, a page is loaded before the first
 * render (server and hydration) and through React's `use` on later navigations.
 */
export class PageStore {
  private readonly loaded = new Map<string, PageDefinition>();
  private readonly pending = new Map<string, Promise<PageDefinition>>();

  constructor(private readonly loaders: PageLoaders) {}

  get(key: string): PageDefinition | undefined {
    return this.loaded.get(key);
  }

  load(key: string): Promise<PageDefinition> {
    const ready = this.loaded.get(key);
    if (ready) return Promise.resolve(ready);
    let promise = this.pending.get(key);
    if (!promise) {
      const loader = this.loaders[key];
      if (!loader) return Promise.reject(new Error(`No page "${key}"`));
      promise = loader().then((module) => {
        this.loaded.set(key, module.default);
        return module.default;
      });
      this.pending.set(key, promise);
    }
    return promise;
  }
}
