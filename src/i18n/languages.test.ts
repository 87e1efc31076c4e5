import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguage } from './languages';

describe('language prefixes', () => {
  it('reads the language from the path and gives the page path after it', () => {
    expect(splitLanguage('/gu/about')).toEqual({ language: 'gu', path: '/about' });
    expect(splitLanguage('/hi/clinics/chandkheda')).toEqual({ language: 'hi', path: '/clinics/chandkheda' });
    expect(splitLanguage('/gu')).toEqual({ language: 'gu', path: '/' });
    expect(splitLanguage('/gu/')).toEqual({ language: 'gu', path: '/' });
    expect(splitLanguage('/about')).toEqual({ language: 'en', path: '/about' });
    // Not a prefix: a longer first segment, an unknown language, or English's own code.
    expect(splitLanguage('/gums')).toEqual({ language: 'en', path: '/gums' });
    expect(splitLanguage('/fr/about')).toEqual({ language: 'en', path: '/fr/about' });
    expect(splitLanguage('/en/about')).toEqual({ language: 'en', path: '/en/about' });
  });

  it('writes a page path in a language, and reads back what it wrote', () => {
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/about', 'gu')).toBe('/gu/about');
    expect(localizePath('/', 'hi')).toBe('/hi/');
    for (const path of ['/', '/about', '/blogs/a-slug']) {
      for (const language of ['en', 'gu', 'hi'] as const) expect(splitLanguage(localizePath(path, language))).toEqual({ language, path });
    }
  });
});
