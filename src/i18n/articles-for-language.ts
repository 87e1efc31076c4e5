import { DEFAULT_LANGUAGE, localizePath, type Language } from './languages';

/**
 * The articles a page in `language` lists: those written in it first, then the English ones (a
 * Gujarati reader may still want them; a Hindi article is no help to them), each group in the
 * order given (newest first). An English page lists the English articles only. The blogs API
 * (`language` in its request) and the blog list share this rule.
 */
export function articlesForLanguage<T extends { language: Language }>(articles: readonly T[], language: Language): T[] {
  const own = articles.filter((article) => article.language === language);
  return language === DEFAULT_LANGUAGE ? own : [...own, ...articles.filter((article) => article.language === DEFAULT_LANGUAGE)];
}

/** An article's address: under its own language's prefix (`/gu/blogs/<slug>`), an English one at `/blogs/<slug>`. */
export function articlePath(article: { slug: string; language: Language }): string {
  return localizePath(`/blogs/${encodeURIComponent(article.slug)}`, article.language);
}
