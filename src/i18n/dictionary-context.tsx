import { createContext, useContext, type ReactNode } from 'react';
import { en, type Dictionary } from './dictionaries/en';

/**
 * The dictionary of the page's language. English is the default, so English pages (and tests)
 * need no provider and load no other language's words: each language's entry passes its own.
 */
const DictionaryContext = createContext<Dictionary>(en);

export function DictionaryProvider({ dictionary, children }: { dictionary: Dictionary; children: ReactNode }) {
  return <DictionaryContext.Provider value={dictionary}>{children}</DictionaryContext.Provider>;
}

export function useDictionary(): Dictionary {
  return useContext(DictionaryContext);
}
