import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';
import { LANGUAGE_FACTS, LANGUAGES } from './languages';

describe('language names', () => {
  it("names every language in every language, in that language's script", () => {
    expect(languageName('gu', 'en')).toBe('Gujarati');
    expect(languageName('en', 'gu')).toBe('અંગ્રેજી');
    expect(languageName('en', 'hi')).toBe('अंग्रेज़ी');
    expect(languageName('hi', 'hi')).toBe('हिन्दी');
    const scripts = { en: /^[A-Za-z]+$/, gu: /^[\u0A80-\u0AFF]+$/u, hi: /^[\u0900-\u097F]+$/u };
    for (const language of LANGUAGES) for (const inLanguage of LANGUAGES) expect(languageName(language, inLanguage)).toMatch(scripts[inLanguage]);
    for (const language of LANGUAGES) expect(languageName(language, language)).toBe(LANGUAGE_FACTS[language].nativeName);
  });
});
