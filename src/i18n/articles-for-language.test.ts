import { describe, expect, it } from 'vitest';
import { articlePath, articlesForLanguage } from './articles-for-language';
import type { Language } from './languages';

const article = (slug: string, language: Language) => ({ slug, language });
// Newest first, as the API lists them.
const ARTICLES = [article('en-new', 'en'), article('gu-new', 'gu'), article('hi-new', 'hi'), article('en-old', 'en'), article('gu-old', 'gu')];

describe('the articles a language lists', () => {
  it('Gujarati: its own first, then the English ones, each newest first; no Hindi', () => {
    expect(articlesForLanguage(ARTICLES, 'gu').map((a) => a.slug)).toEqual(['gu-new', 'gu-old', 'en-new', 'en-old']);
  });

  it('Hindi: its own, then the English ones', () => {
    expect(articlesForLanguage(ARTICLES, 'hi').map((a) => a.slug)).toEqual(['hi-new', 'en-new', 'en-old']);
  });

  it('English: the English articles only, as before there were others', () => {
    expect(articlesForLanguage(ARTICLES, 'en').map((a) => a.slug)).toEqual(['en-new', 'en-old']);
  });

  it("each article's address is under its own language", () => {
    expect(articlePath(article('balakna-pahela-dantni-sambhal', 'gu'))).toBe('/gu/blogs/balakna-pahela-dantni-sambhal');
    expect(articlePath(article('how-to-brush', 'en'))).toBe('/blogs/how-to-brush');
  });
});
