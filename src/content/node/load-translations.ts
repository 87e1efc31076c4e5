import '../../i18n/words/all';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentError } from './validation/content-error';
import type { ContentNote } from './validation/branch-checks';
import { fillHoursTokensIn } from './validation/hours-tokens';
import { listJsonFiles, type SchemaValidator } from './validation/schema-validator';
import { applyTranslation, checkTranslation } from '../translation';
import { NOT_FOUND_PATH, type ContentIndex, type PageSummary, type TreatmentCardEntry } from '../content-index';
import { matchPagePath } from '../route-matching';
import { resolveBranch, sortBranches } from '../branches';
import { writtenHours } from '../opening-hours';
import type { BranchDefinition, PageDefinition, SiteDefinition } from '../types';
import { LANGUAGE_FACTS, TRANSLATED_LANGUAGES, localizePath, type Language, type TranslatedLanguage } from '../../i18n/languages';

/** One language's content: its index, cards and page bodies, as the English ones are built. */
export interface LanguageContent {
  index: ContentIndex;
  treatmentCards: TreatmentCardEntry[];
  pages: Map<string, PageDefinition>;
}

/** The English content a translation is read against. */
export interface EnglishContent {
  index: ContentIndex;
  /** Each English file's data as written (tokens not yet filled), by key: `site`, `home`, `branches/chandkheda`. */
  raw: Map<string, unknown>;
  pages: Map<string, PageDefinition>;
  branches: BranchDefinition[];
}

/** The key a language's site-wide texts have, and the page every language needs for addresses it has no page for. */
const SITE_KEY = 'site';
const BRANCHES_PREFIX = 'branches/';

/**
 * A script's letters: text in a translation with words but none of these is English left untranslated.
 * Brand names and short labels (WhatsApp, Demo Dental Clinic) have fewer words than the check needs.
 */
const SCRIPTS: Record<TranslatedLanguage, RegExp> = { gu: /[\u0A80-\u0AFF]/u, hi: /[\u0900-\u097F]/u };
const UNTRANSLATED_WORDS = 4;

export interface TranslationsResult {
  errors: ContentError[];
  notes: ContentNote[];
  /** The languages published: those whose site texts and 404 page are translated. */
  languages: Partial<Record<TranslatedLanguage, LanguageContent>>;
}

/** The folders under pages/ that hold translations (`pages/gu/`), so the English loader skips them. */
export function translationFolders(contentDir: string): string[] {
  return TRANSLATED_LANGUAGES.map((language) => path.join(contentDir, language) + path.sep);
}

/**
 * Reads each language's translation files, checks each against its English file (checkTranslation,
 * then the English file's own schema on the merged result), and builds each published language's
 * content: its pages at their addresses under the language's prefix, links to translated pages
 * pointing there, hours in the language's words.
 */
export function loadTranslations(
  english: EnglishContent,
  options: { contentDir: string; validator: SchemaValidator; display: (file: string) => string },
): TranslationsResult {
  const errors: ContentError[] = [];
  const notes: ContentNote[] = [];
  const merged = new Map<TranslatedLanguage, Map<string, unknown>>();
  for (const language of TRANSLATED_LANGUAGES) {
    const folder = path.join(options.contentDir, language);
    const files = new Map<string, unknown>();
    for (const file of listJsonFiles(folder)) {
      const key = path
        .relative(folder, file)
        .split(path.sep)
        .join('/')
        .replace(/\.json$/, '');
      const shown = options.display(file);
      const source = english.raw.get(key);
      if (source === undefined) {
        errors.push({ file: shown, pointer: '', message: `no English file pages/${key}.json: a translation has the path of the English file it translates` });
        continue;
      }
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        errors.push({ file: shown, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
        continue;
      }
      const problems = [...checkTranslation(source, data), ...untranslatedTexts(source, data, language)];
      errors.push(...problems.map((problem) => ({ file: shown, ...problem })));
      if (problems.length > 0) continue;
      const site = (files.get(SITE_KEY) ?? english.raw.get(SITE_KEY)) as SiteDefinition;
      const result = fillHoursTokensIn(applyTranslation(source, data), site.clinic.openingHours, language);
      const kind = key === SITE_KEY ? 'site' : key.startsWith(BRANCHES_PREFIX) ? 'branch' : 'page';
      const schemaErrors = options.validator.validate(kind, shown, result);
      errors.push(...schemaErrors);
      if (schemaErrors.length === 0) files.set(key, result);
    }
    merged.set(language, files);
    // A language not begun (no folder) is simply not offered: nothing to report file by file.
    if (!fs.existsSync(folder)) continue;
    const missing = [...english.raw.keys()].filter((key) => key !== 'redirects' && !files.has(key));
    if (missing.length > 0)
      notes.push({
        file: `pages/${language}/`,
        pointer: '',
        message: `${LANGUAGE_FACTS[language].nativeName} (${language}): not translated yet: ${missing.join(', ')}`,
      });
  }
  if (errors.length > 0) return { errors, notes, languages: {} };

  const published = (language: TranslatedLanguage) => {
    const files = merged.get(language)!;
    return files.has(SITE_KEY) && [...english.pages].some(([key, page]) => page.path === NOT_FOUND_PATH && files.has(key));
  };
  const languages: Partial<Record<TranslatedLanguage, LanguageContent>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    if (published(language)) languages[language] = buildLanguage(language, english, merged.get(language)!);
    else if (fs.existsSync(path.join(options.contentDir, language)))
      notes.push({
        file: `pages/${language}/`,
        pointer: '',
        message: `${language} is not published: it needs pages/${language}/site.json and the 404 page translated`,
      });
  }
  addLanguages(english.index, languages);
  return { errors, notes, languages };
}

/** Texts still in English: four or more words and not one letter of the language's script. */
function untranslatedTexts(english: unknown, translation: unknown, language: TranslatedLanguage, pointer = ''): Array<{ pointer: string; message: string }> {
  if (typeof translation === 'string') {
    const words = translation.replace(/\{[^}]*\}/g, '').match(/[A-Za-z]{2,}/g) ?? [];
    return words.length >= UNTRANSLATED_WORDS && !SCRIPTS[language].test(translation) && typeof english === 'string'
      ? [{ pointer, message: `still in English: translate ${JSON.stringify(translation.length > 60 ? `${translation.slice(0, 57)}…` : translation)}` }]
      : [];
  }
  if (Array.isArray(translation))
    return translation.flatMap((item, index) => untranslatedTexts((english as unknown[])?.[index], item, language, `${pointer}/${index}`));
  if (translation && typeof translation === 'object') {
    return Object.entries(translation).flatMap(([key, value]) =>
      key === '$schema'
        ? []
        : untranslatedTexts((english as Record<string, unknown>)?.[key], value, language, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    );
  }
  return [];
}

function buildLanguage(language: TranslatedLanguage, english: EnglishContent, files: Map<string, unknown>): LanguageContent {
  const translatedPages = new Set([...english.pages.keys()].filter((key) => files.has(key)));
  const englishPaths = english.index.pages.map((page) => ({ path: page.path, key: page.key }));
  // A link to a page this language has goes to that page's address in it; any other link stays as written (the English page).
  const localize = (href: string): string => {
    if (!href.startsWith('/') || href.startsWith('//')) return href;
    const [, pathPart, rest] = /^([^?#]*)(.*)$/.exec(href)!;
    const target = englishPaths.find((page) => page.path !== NOT_FOUND_PATH && matchPagePath(page.path, pathPart));
    return target && translatedPages.has(target.key) ? `${localizePath(pathPart, language)}${rest}` : href;
  };
  const site = localizeLinks(files.get(SITE_KEY), localize) as SiteDefinition;
  const pages = new Map([...translatedPages].map((key) => [key, localizeLinks(files.get(key), localize) as PageDefinition]));
  const pagePath = (englishPath: string) => (englishPath === NOT_FOUND_PATH ? englishPath : localizePath(englishPath, language));

  const summaries: PageSummary[] = english.index.pages.filter((page) => translatedPages.has(page.key)).map((page) => ({ ...page, path: pagePath(page.path) }));
  const treatments = [...english.pages].flatMap(([key, englishPage]) => {
    const page = pages.get(key) ?? englishPage;
    if (!page.treatment) return [];
    return [{ treatment: page.treatment, path: pages.has(key) ? pagePath(page.path) : englishPage.path }];
  });
  const branches = english.branches.map((definition) => {
    const translated = files.get(`${BRANCHES_PREFIX}${definition.id}`) as BranchDefinition | undefined;
    return resolveBranch(translated ?? definition, site);
  });
  const index: ContentIndex = {
    language,
    site,
    redirects: english.index.redirects.map((redirect) => ({ ...redirect, from: localizePath(redirect.from, language), to: localize(redirect.to) })),
    pages: summaries,
    treatments: treatments.map(({ treatment: { card: _card, ...summary }, path }) => ({ ...summary, path })),
    branches: sortBranches(branches),
    hours: writtenHours(site.clinic.openingHours, language),
  };
  const treatmentCards = treatments.map(({ treatment, path }) => ({ id: treatment.id, path, card: treatment.card }));
  return { index, treatmentCards, pages };
}

/** The data with every `href` that is a path of this site passed through `localize`. */
function localizeLinks(data: unknown, localize: (href: string) => string): unknown {
  if (Array.isArray(data)) return data.map((item) => localizeLinks(item, localize));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, key === 'href' && typeof value === 'string' ? localize(value) : localizeLinks(value, localize)]),
    );
  }
  return data;
}

/** Every page of every index learns the languages it exists in (for hreflang and the language switcher). */
function addLanguages(english: ContentIndex, languages: Partial<Record<TranslatedLanguage, LanguageContent>>): void {
  const indexes = [english, ...Object.values(languages).map((content) => content.index)];
  const byKey = new Map<string, Language[]>();
  for (const index of indexes) {
    for (const page of index.pages) if (page.path !== NOT_FOUND_PATH) byKey.set(page.key, [...(byKey.get(page.key) ?? []), index.language]);
  }
  for (const index of indexes) {
    for (const page of index.pages) {
      const versions = byKey.get(page.key);
      if (versions && versions.length > 1) page.languages = versions;
    }
  }
}
