import { createContext, useContext, type ReactNode } from 'react';
import type { PageStore } from '../content/page-store';

const PageStoreContext = createContext<PageStore | null>(null);

export function PageStoreProvider({ store, children }: { store: PageStore; children: ReactNode }) {
  return <PageStoreContext.Provider value={store}>{children}</PageStoreContext.Provider>;
}

export function usePageStore(): PageStore {
  const store = useContext(PageStoreContext);
  if (!store) throw new Error('usePageStore needs a <PageStoreProvider>');
  return store;
}
