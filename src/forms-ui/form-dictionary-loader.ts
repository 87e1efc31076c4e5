import { use } from 'react';
import type { FormDictionary } from '../forms/form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from '../forms/form-messages';
import type { Language, TranslatedLanguage } from '../i18n/languages';
import { useLanguage } from '../content/content-context';

/**
 * The forms' dictionary for the page's language. English is part of the forms' code; each other
 * language is a chunk of its own, loaded only by that language's pages, so an English page
 * downloads no Gujarati or Hindi word. The server (and a client navigation) loads it before the
 * page renders, through the form sections' data (`prefetch`); a page the browser hydrates waits
 * for it at the form, whose server markup stays until it is here.
 */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: FormDictionary }>> = {
  gu: () => import('../forms/dictionaries/gu'),
  hi: () => import('../forms/dictionaries/hi'),
};

const loaded = new Map<Language, FormDictionary>([['en', ENGLISH_FORM_DICTIONARY]]);
const pending = new Map<Language, Promise<FormDictionary>>();

export function loadFormDictionary(language: Language): Promise<FormDictionary> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(language);
  if (!promise) {
    promise = LOADERS[language as TranslatedLanguage]().then(({ default: dictionary }) => {
      loaded.set(language, dictionary);
      return dictionary;
    });
    // A chunk that failed to arrive (a dropped connection) is asked for again next time.
    promise.catch(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}

/** The dictionary of the page's language; suspends while its chunk is on its way. */
export function useFormDictionary(): FormDictionary {
  const language = useLanguage();
  return loaded.get(language) ?? use(loadFormDictionary(language));
}
