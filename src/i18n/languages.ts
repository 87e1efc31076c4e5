/**
 * The site's languages. English is the default and keeps every address it had; each other
 * language lives under its own prefix with the same path after it (`/gu/about`, `/hi/clinics/chandkheda`).
 * The choice is the address: nothing redirects by Accept-Language or cookie, so a crawler reaches
 * every version.
 */

export const LANGUAGES = ['en', 'gu', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a page may be translated into (every language but the default). */
export const TRANSLATED_LANGUAGES = /* @__PURE__ */ LANGUAGES.filter(
  (language): language is Exclude<Language, typeof DEFAULT_LANGUAGE> => language !== DEFAULT_LANGUAGE,
);
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

interface LanguageFacts {
  /** How the language names itself, for the switcher. */
  nativeName: string;
  /** The locale for Intl (dates, numbers): Indian conventions in each language. */
  locale: string;
}

export const LANGUAGE_FACTS: Readonly<Record<Language, LanguageFacts>> = {
  en: { nativeName: 'English', locale: 'en-IN' },
  gu: { nativeName: 'ગુજરાતી', locale: 'gu-IN' },
  hi: { nativeName: 'हिन्दी', locale: 'hi-IN' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The path's language and the page's path without the prefix: `/gu/about` → gu, `/about`; `/gu` → gu, `/`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) return { language: match[1], path: match[2] || '/' };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A page's address in a language: English as it is, others under their prefix (the home page `/gu/`). */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** Open Graph's `og:locale` for a language: its locale written language_TERRITORY (`gu_IN`). */
export function ogLocale(language: Language): string {
  return LANGUAGE_FACTS[language].locale.replace('-', '_');
}
