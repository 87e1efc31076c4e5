import { createContext, useContext, type ReactNode } from 'react';
import type { ContentIndex } from './content-index';
import type { Language } from '../i18n/languages';

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

/** The language of the page being rendered: its content index's. */
export function useLanguage(): Language {
  return useContentIndex().language;
}
