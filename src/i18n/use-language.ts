import { useContentIndex } from '../content/content-context';
import type { Language } from './languages';

/** The language of the page being rendered: its content index's. */
export function useLanguage(): Language {
  return useContentIndex().language;
}
