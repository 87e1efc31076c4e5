/**
 * A page's translation is a file beside it (`pages/gu/treatments/root-canal.json` for
 * `pages/treatments/root-canal.json`) holding only the page's text, in the English page's shape:
 * the same sections in the same order (each with its `type`, so a reader sees which section they
 * translate), the same lists with as many items. Everything that is not text (paths, links, images'
 * files and sizes, ids and anchors, hours, phone numbers, numbers) is not written in a translation at
 * all: it is read from the English page, so it exists once and cannot differ.
 */

/** Keys whose value, whatever it holds, is a fact rather than text. */
const FACT_KEYS: ReadonlySet<string> = new Set([
  '$schema',
  'schemaVersion',
  'access',
  'anchor',
  'id',
  'path',
  'href',
  'src',
  'video',
  'url',
  'siteUrl',
  'icon',
  'network',
  'variant',
  'from',
  'to',
  'code',
  // Hours, days and dates: the clinic's schedule, written once.
  'days',
  'opens',
  'closes',
  'date',
  'timeZone',
  // Contact and address: one phone, one e-mail, one postal address per branch.
  'display',
  'e164',
  'email',
  'street',
  'locality',
  'region',
  'postalCode',
  'country',
  'geo',
  // Ids of other content.
  'dentists',
  'treatments',
  'experienceYears',
  'suffix',
]);

/** The key a translation keeps, unchanged, so its reader knows which section each part belongs to. */
const STRUCTURE_KEY = 'type';

/** `{branch}`, `{hours:daily}`, `{reference}`: filled in by the site, so a translation must keep each one. */
const PLACEHOLDER = /\{[a-zA-Z][\w:-]*\}/g;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Does this part of an English page hold text to translate (or a section's type)? */
function translatable(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(translatable);
  if (isObject(value)) return Object.entries(value).some(([key, item]) => key === STRUCTURE_KEY || (!FACT_KEYS.has(key) && translatable(item)));
  return false;
}

/**
 * The page's translatable part: its text (in English, for a translator to replace) and the
 * sections' types; a list keeps every item, empty ones as `{}`, so positions match the English page.
 */
export function translationSkeleton(english: unknown): Json | undefined {
  if (typeof english === 'string') return english;
  if (Array.isArray(english)) return translatable(english) ? english.map((item) => translationSkeleton(item) ?? {}) : undefined;
  if (isObject(english)) {
    const entries = Object.entries(english).flatMap(([key, value]): Array<[string, Json]> => {
      if (key === STRUCTURE_KEY && typeof value === 'string') return [[key, value]];
      if (FACT_KEYS.has(key)) return [];
      const part = translationSkeleton(value);
      return part === undefined ? [] : [[key, part]];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** The English page with the translation's text in place of its own (a translation checked by checkTranslation). */
export function applyTranslation<T>(english: T, translation: unknown): T {
  return merge(english, translation) as T;
}

function merge(english: unknown, translation: unknown): unknown {
  if (typeof english === 'string') return typeof translation === 'string' ? translation : english;
  if (Array.isArray(english)) return english.map((item, index) => merge(item, Array.isArray(translation) ? translation[index] : undefined));
  if (isObject(english)) {
    const text = isObject(translation) ? translation : {};
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, FACT_KEYS.has(key) || key === STRUCTURE_KEY ? value : merge(value, text[key])]),
    );
  }
  return english;
}

export interface TranslationProblem {
  /** JSON pointer into the translation file. */
  pointer: string;
  message: string;
}

const pointerPart = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * Everything that keeps a translation from standing in for its English page: text not translated
 * (or left empty), a placeholder dropped or invented, sections or list items that do not match the
 * English page's, a fact written in the translation (it would be a second copy), a key the page
 * does not have.
 */
export function checkTranslation(english: unknown, translation: unknown): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  compare(english, translation, '', problems);
  return problems;
}

function compare(english: unknown, translation: unknown, pointer: string, problems: TranslationProblem[]): void {
  if (typeof english === 'string') {
    if (typeof translation !== 'string' || translation.trim() === '') {
      problems.push({ pointer, message: `translate ${quote(english)}` });
      return;
    }
    const wanted = [...new Set(english.match(PLACEHOLDER) ?? [])].sort();
    const written = [...new Set(translation.match(PLACEHOLDER) ?? [])].sort();
    if (wanted.join() !== written.join()) {
      problems.push({
        pointer,
        message: `keep the placeholders of the English text as they are: it has ${wanted.join(', ') || 'none'}, the translation ${written.join(', ') || 'none'}`,
      });
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) {
      problems.push({ pointer, message: `should be a list of ${english.length}, as on the English page` });
      return;
    }
    if (translation.length !== english.length) {
      problems.push({ pointer, message: `has ${translation.length} items; the English page has ${english.length} here, in the same order` });
      return;
    }
    english.forEach((item, index) => {
      if (translatable(item)) compare(item, translation[index], pointer + pointerPart(index), problems);
    });
    return;
  }
  if (!isObject(english)) return;
  if (!isObject(translation)) {
    problems.push({ pointer, message: 'should be an object of the English page’s texts here' });
    return;
  }
  for (const key of Object.keys(translation)) {
    if (key === '$schema' && pointer === '') continue;
    if (FACT_KEYS.has(key)) problems.push({ pointer: pointer + pointerPart(key), message: `"${key}" is not translated: it is read from the English page` });
    else if (!(key in english)) problems.push({ pointer: pointer + pointerPart(key), message: `the English page has no "${key}" here` });
    else if (key !== STRUCTURE_KEY && !translatable(english[key]))
      problems.push({ pointer: pointer + pointerPart(key), message: `"${key}" has no text to translate` });
  }
  for (const [key, value] of Object.entries(english)) {
    if (key === STRUCTURE_KEY) {
      if (typeof value === 'string' && translation[key] !== value) {
        problems.push({
          pointer: pointer + pointerPart(key),
          message: `the English page has a "${value}" here; a translation keeps the English page's sections, in its order`,
        });
      }
      continue;
    }
    if (FACT_KEYS.has(key) || !translatable(value)) continue;
    if (!(key in translation)) problems.push({ pointer: pointer + pointerPart(key), message: `missing: translate ${describe(value)}` });
    else compare(value, translation[key], pointer + pointerPart(key), problems);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  const count = countTexts(value);
  return `its ${count} text${count === 1 ? '' : 's'}`;
}

function countTexts(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countTexts(item), 0);
  if (isObject(value)) return Object.entries(value).reduce((sum, [key, item]) => sum + (FACT_KEYS.has(key) || key === STRUCTURE_KEY ? 0 : countTexts(item)), 0);
  return 0;
}
