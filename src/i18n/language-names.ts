import { LANGUAGE_FACTS, type Language } from './languages';

/**
 * Each language's name as each language writes it: `Gujarati` for staff reading English,
 * `અંગ્રેજી` for a Gujarati page pointing to an English article. A language's name in itself is
 * its native name (LANGUAGE_FACTS), so only the others are written here.
 */
const NAMES_IN_OTHER_LANGUAGES: Readonly<Record<Language, Readonly<Partial<Record<Language, string>>>>> = {
  en: { gu: 'Gujarati', hi: 'Hindi' },
  gu: { en: 'અંગ્રેજી', hi: 'હિન્દી' },
  hi: { en: 'अंग्रेज़ी', gu: 'गुजराती' },
};

/** `language`'s name written in `inLanguage`. */
export function languageName(language: Language, inLanguage: Language): string {
  return language === inLanguage
    ? LANGUAGE_FACTS[language].nativeName
    : (NAMES_IN_OTHER_LANGUAGES[inLanguage][language] ?? LANGUAGE_FACTS[language].nativeName);
}
