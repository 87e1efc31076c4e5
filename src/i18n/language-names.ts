import { LANGUAGE_FACTS, type Language } from './languages';

/**
 * `language`'s name written in `inLanguage`: `Gujarati` for staff reading English, `અંગ્રેજી` on
 * a Gujarati page pointing to an English article. Intl knows every language's name in every
 * other (CLDR), so the site keeps no table of them and ships none to the browser.
 */
export function languageName(language: Language, inLanguage: Language): string {
  return new Intl.DisplayNames([LANGUAGE_FACTS[inLanguage].locale], { type: 'language' }).of(language) ?? language;
}
