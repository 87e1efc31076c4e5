import { isLanguage, type Language } from '../../src/i18n/languages';
import type { ArticleValues } from '../db/article-repository';
import { sanitizeBlogHtml } from '../db/sanitize-blog-html';
import { bodyText } from './staff-context';
import { SLUG_MAX_LENGTH, isSlug, slugFromTitle } from '../../src/contract/article-slug';

/**
 * An article's form (or JSON body) read into what the repository stores, or each field's problem.
 * The limits are the ones search engines and the site's layout set; the pages show them beside
 * each field and count as the editor types.
 */

export const ARTICLE_LIMITS = {
  title: 150,
  imageAlt: 200,
  tag: 40,
  tags: 10,
  /** Search results show about 60 characters of a title and about 155 of a description. */
  metaTitle: 70,
  metaTitleShown: 60,
  metaDescription: 170,
  metaDescriptionShown: 155,
  body: 100_000,
} as const;

/** The names the form and the API give each field. */
export const ARTICLE_FIELDS = ['title', 'slug', 'category', 'tags', 'language', 'image', 'imageAlt', 'metaTitle', 'metaDescription', 'body'] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];
export type ArticleErrors = Partial<Record<ArticleField, string>>;

/** What was typed, as text, to show the form again. */
export type ArticleTyped = Record<ArticleField, string>;

export interface ArticleChoices {
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** The images an article may show, with their sizes (the media library's, and those articles use). */
  images: ReadonlyMap<string, { width: number; height: number }>;
}

// Line breaks, tabs and other control characters have no place in a one-line field.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

function oneLine(value: string, field: string, max: number, required: boolean): string | undefined {
  if (!value) return required ? `Enter ${field}.` : undefined;
  if (CONTROL.test(value)) return `Write ${field} on one line, without tabs or line breaks.`;
  if ([...value].length > max) return `Shorten ${field} to ${max} characters or fewer (it has ${[...value].length}).`;
  return undefined;
}

export function typedArticle(body: unknown): ArticleTyped {
  return Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, bodyText(body, field)])) as ArticleTyped;
}

/** The tags typed, comma-separated: trimmed, blanks dropped, each once (case ignored). */
function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export type ArticleInput = { ok: true; values: ArticleValues } | { ok: false; errors: ArticleErrors; typed: ArticleTyped };

export function readArticleInput(body: unknown, choices: ArticleChoices): ArticleInput {
  const typed = typedArticle(body);
  const trimmed = Object.fromEntries(Object.entries(typed).map(([field, value]) => [field, field === 'body' ? value : value.trim()])) as ArticleTyped;
  const errors: ArticleErrors = {};

  errors.title = oneLine(trimmed.title, 'a title', ARTICLE_LIMITS.title, true);
  const slug = trimmed.slug || slugFromTitle(trimmed.title);
  if (!slug) errors.slug = errors.title ? undefined : 'Type a slug: the title has no Latin letters or digits to make one from.';
  else if (!isSlug(slug))
    errors.slug = `Use lower-case letters a to z, digits and single hyphens between words, at most ${SLUG_MAX_LENGTH} characters (e.g. caring-for-braces).`;

  const category = choices.categories.find((choice) => String(choice.id) === trimmed.category);
  if (!category) errors.category = 'Choose a category.';

  const tags = parseTags(trimmed.tags);
  if (CONTROL.test(trimmed.tags)) errors.tags = 'Write the tags on one line, separated by commas.';
  else if (tags.length > ARTICLE_LIMITS.tags) errors.tags = `Give at most ${ARTICLE_LIMITS.tags} tags (there are ${tags.length}).`;
  else if (tags.some((tag) => [...tag].length > ARTICLE_LIMITS.tag)) errors.tags = `Shorten each tag to ${ARTICLE_LIMITS.tag} characters or fewer.`;

  if (!isLanguage(trimmed.language)) errors.language = 'Choose the language the article is written in.';

  const image = choices.images.get(trimmed.image);
  if (!image) errors.image = 'Choose an image from the media library.';
  errors.imageAlt = oneLine(trimmed.imageAlt, 'the image’s alt text (what the image shows)', ARTICLE_LIMITS.imageAlt, true);
  errors.metaTitle = oneLine(trimmed.metaTitle, 'a meta title', ARTICLE_LIMITS.metaTitle, true);
  errors.metaDescription = oneLine(trimmed.metaDescription, 'a meta description', ARTICLE_LIMITS.metaDescription, true);

  if (typed.body.length > ARTICLE_LIMITS.body)
    errors.body = `Shorten the body: it may have at most ${ARTICLE_LIMITS.body.toLocaleString('en-IN')} characters of HTML.`;
  else if (
    !sanitizeBlogHtml(typed.body)
      .replace(/<[^>]*>/g, '')
      .trim()
  )
    errors.body = 'Write the body of the article.';

  const problems = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ArticleErrors;
  if (Object.keys(problems).length > 0 || !category || !image) return { ok: false, errors: problems, typed: { ...typed, slug } };
  return {
    ok: true,
    values: {
      title: trimmed.title,
      slug,
      categoryId: category.id,
      tags,
      language: trimmed.language as Language,
      image: trimmed.image,
      width: image.width,
      height: image.height,
      imageAlt: trimmed.imageAlt,
      metaTitle: trimmed.metaTitle,
      metaDescription: trimmed.metaDescription,
      bodyHtml: sanitizeBlogHtml(typed.body),
    },
  };
}
