import { createContext, useContext, type ReactNode } from 'react';
import type { ContentIndex } from './content-index';

const ContentContext = createContext<ContentIndex | null>(null);

/** Makes the content index (site facts, routes, treatments) available to the shell and sections. */
export function ContentProvider({ index, children }: { index: ContentIndex; children: ReactNode }) {
  return <ContentContext.Provider value={index}>{children}</ContentContext.Provider>;
}

export function useContentIndex(): ContentIndex {
  const index = useContext(ContentContext);
  if (!index) throw new Error('useContentIndex needs a <ContentProvider>');
  return index;
}

export function useSite() {
  return useContentIndex().site;
}
