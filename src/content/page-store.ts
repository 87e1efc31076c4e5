import type { TreatmentCardEntry } from './content-index';
import type { PageDefinition } from './types';

export type PageLoaders = Record<string, () => Promise<{ default: PageDefinition }>>;
type CardsLoader = () => Promise<{ default: TreatmentCardEntry[] }>;

/**
 * The content that comes in chunks of its own: page bodies by key, and the treatment cards. Like
 * sections, a page is loaded before the first render (server and hydration) and through React's
 * `use` on later navigations; the cards through the prefetch of the sections that show them.
 */
export class PageStore {
  private readonly loaded = new Map<string, PageDefinition>();
  private readonly pending = new Map<string, Promise<PageDefinition>>();

  constructor(
    private readonly loaders: PageLoaders,
    private readonly cardsLoader: CardsLoader,
  ) {}

  async treatmentCards(): Promise<TreatmentCardEntry[]> {
    return (await this.cardsLoader()).default;
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
