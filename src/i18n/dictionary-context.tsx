import { createContext, useContext, type ReactNode } from 'react';
import { en, type PageWords, type SectionWords } from './dictionaries/en';

/**
 * The dictionary of the page's language. English is the default, so English pages (and tests)
 * need no provider and load no other language's words: each language's entry passes its own.
 * English sections' words come with the sections (useSectionWords), not with every page.
 */
const DictionaryContext = createContext<PageWords>(en);

/** English's shared words: what a page renders with when no language's dictionary is given. */
export const ENGLISH_WORDS: PageWords = en;

/** A section's words in the page's language: the dictionary's, or for English the section's own (`english`). */
export function sectionWords<K extends keyof SectionWords>(words: PageWords, key: K, english: SectionWords[K]): SectionWords[K] {
  return words.sections?.[key] ?? english;
}

export function DictionaryProvider({ dictionary, children }: { dictionary: PageWords; children: ReactNode }) {
  return <DictionaryContext.Provider value={dictionary}>{children}</DictionaryContext.Provider>;
}

/** The words every page shares (layout, common controls, carousels, maps, the head's). */
export function useDictionary(): PageWords {
  return useContext(DictionaryContext);
}

/** One section's words in the page's language; `english` is the section's own English words module. */
export function useSectionWords<K extends keyof SectionWords>(key: K, english: SectionWords[K]): SectionWords[K] {
  return sectionWords(useContext(DictionaryContext), key, english);
}
