import fs from 'node:fs';
import path from 'node:path';
import type { ContentError } from './validation/content-error';
import { ContentValidationError } from './validation/content-error';
import { CURRENT_SCHEMA_VERSION, MIGRATE_COMMAND, schemaVersionOf } from './migrations/content-migration';
import { checkAssetPaths } from './validation/asset-checks';
import { checkHoursTokens, fillHoursTokensIn } from './validation/hours-tokens';
import { checkReferences, type LoadedPage } from './validation/reference-checks';
import { SchemaValidator, listJsonFiles } from './validation/schema-validator';
import type { ContentIndex, PageSummary, TreatmentCardEntry } from '../content-index';
import type { BranchDefinition, PageDefinition, RedirectsDefinition, SiteDefinition } from '../types';
import { resolveBranch, sortBranches } from '../branches';
import { writtenHours } from '../opening-hours';
import { checkBranches, type ContentNote, type LoadedBranch } from './validation/branch-checks';
import { clinicToday } from '../../forms/clinic-clock';
import { DEFAULT_LANGUAGE, type TranslatedLanguage } from '../../i18n/languages';
import { loadTranslations, translationFolders, type LanguageContent } from './load-translations';

/** The folder of branch files under pages/: one file per branch. */
const BRANCHES_FOLDER = 'branches';

/** Everything under pages/, validated: the index the app shares and each page's definition by key. */
export interface LoadedContent {
  index: ContentIndex;
  /** Every treatment's card, for `virtual:treatment-cards`. */
  treatmentCards: TreatmentCardEntry[];
  pages: Map<string, PageDefinition>;
  /** Every file that was read, so watchers know what to watch. */
  files: string[];
  /** What a maintainer should know though nothing is wrong (closures that are over, upcoming ones, pages not yet translated). */
  notes: ContentNote[];
  /** Each published language other than English, built like the English content (load-translations.ts). */
  languages: Partial<Record<TranslatedLanguage, LanguageContent>>;
}

export interface LoadOptions {
  /** The folder of content files (default: `<root>/pages`). */
  contentDir: string;
  /** The folder of JSON Schemas (default: `<root>/schema`). */
  schemaDir: string;
  /** The instant whose clinic date (clinic.timeZone) is "today" for closures (default: now). */
  now?: Date;
}

/** Node only: reads, schema-checks and cross-checks the content; returns every problem found. */
export function validateContent(options: LoadOptions): { errors: ContentError[]; notes: ContentNote[]; content?: LoadedContent } {
  const validator = new SchemaValidator(options.schemaDir);
  // Messages name files from the content folder's parent: 'pages/treatments/root-canal.json'.
  const display = (file: string) => path.relative(path.dirname(options.contentDir), file).split(path.sep).join('/');
  const errors: ContentError[] = [];
  // Translations (pages/gu/, pages/hi/) are read against their English files, after them.
  const translationDirs = translationFolders(options.contentDir);
  const allFiles = listJsonFiles(options.contentDir);
  const files = allFiles.filter((file) => !translationDirs.some((dir) => file.startsWith(dir)));

  const parsed = new Map<string, unknown>();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    texts.set(file, text);
    try {
      parsed.set(file, JSON.parse(text));
    } catch (error) {
      errors.push({ file: display(file), pointer: '', message: describeJsonSyntaxError(text, error as Error) });
    }
  }

  const siteFile = path.join(options.contentDir, 'site.json');
  const redirectsFile = path.join(options.contentDir, 'redirects.json');
  for (const required of [siteFile, redirectsFile]) {
    if (!files.includes(required)) errors.push({ file: display(required), pointer: '', message: 'file is missing' });
  }

  // A file in an older format is read by no schema: it is named with the command that updates it.
  for (const [file, data] of parsed) {
    const version = schemaVersionOf(data);
    const problem =
      version === undefined
        ? `schemaVersion must be a whole number (the current one is ${CURRENT_SCHEMA_VERSION})`
        : version < CURRENT_SCHEMA_VERSION
          ? `written in content format ${version}, older than the current ${CURRENT_SCHEMA_VERSION}: run \`${MIGRATE_COMMAND}\` to update it`
          : version > CURRENT_SCHEMA_VERSION
            ? `written in content format ${version}, newer than this code reads (${CURRENT_SCHEMA_VERSION}): update the code`
            : undefined;
    if (problem) errors.push({ file: display(file), pointer: '/schemaVersion', message: problem });
  }
  if (errors.length > 0) return { errors, notes: [] };

  const pageKey = (file: string) =>
    path
      .relative(options.contentDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.json$/, '');
  // As written, before the tokens are filled: what a translation is compared with.
  const raw = new Map([...parsed].map(([file, data]) => [pageKey(file), data]));

  // The hours tokens are filled in before the schemas check lengths: visitors read the hours, not the token.
  const siteData = parsed.get(siteFile);
  if (siteData !== undefined && validator.validate('site', display(siteFile), siteData).length === 0) {
    const { openingHours } = (siteData as SiteDefinition).clinic;
    for (const [file, data] of parsed) {
      const tokenErrors = checkHoursTokens(display(file), data);
      errors.push(...tokenErrors);
      parsed.set(file, fillHoursTokensIn(data, openingHours));
    }
  }

  // A branch is data, not a page: the branch pages show every file in pages/branches/.
  const branchesDir = path.join(options.contentDir, BRANCHES_FOLDER) + path.sep;
  const pages: LoadedPage[] = [];
  const branchFiles: LoadedBranch[] = [];
  for (const [file, data] of parsed) {
    const kind = file === siteFile ? 'site' : file === redirectsFile ? 'redirects' : file.startsWith(branchesDir) ? 'branch' : 'page';
    const schemaErrors = validator.validate(kind, display(file), data);
    errors.push(...schemaErrors);
    if (schemaErrors.length > 0) continue;
    if (kind === 'page') pages.push({ file: display(file), key: pageKey(file), definition: data as PageDefinition });
    if (kind === 'branch') branchFiles.push({ file: display(file), definition: data as BranchDefinition, text: texts.get(file)! });
  }
  if (branchFiles.length === 0 && errors.length === 0) {
    errors.push({
      file: display(branchesDir),
      pointer: '',
      message: `no branch: add one file per branch to ${display(branchesDir)} (schema/branch.schema.json)`,
    });
  }
  if (errors.length > 0) return { errors, notes: [] };

  const site = { file: display(siteFile), definition: parsed.get(siteFile) as SiteDefinition };
  const redirects = { file: display(redirectsFile), definition: parsed.get(redirectsFile) as RedirectsDefinition };
  errors.push(...checkReferences({ site, redirects, pages }));
  const today = clinicDate(options.now ?? new Date(), site.definition.clinic.timeZone);
  const branchChecks = checkBranches({ site, pages, branches: branchFiles, today });
  errors.push(...branchChecks.errors);
  const { notes } = branchChecks;
  // public/ and media/ sit beside schema/ at the project's root.
  const root = path.dirname(options.schemaDir);
  errors.push(
    ...checkAssetPaths({ site, redirects, pages, branches: branchFiles }, { publicDir: path.join(root, 'public'), mediaDir: path.join(root, 'media') }),
  );
  if (errors.length > 0) return { errors, notes };

  const summaries: PageSummary[] = pages.map(({ key, definition }) => ({
    key,
    path: definition.path,
    ...(definition.access ? { access: definition.access } : {}),
    sectionTypes: [...new Set(definition.sections.map((s) => s.type))],
  }));
  const treatments = pages.flatMap(({ definition }) => (definition.treatment ? [{ treatment: definition.treatment, path: definition.path }] : []));
  const index: ContentIndex = {
    language: DEFAULT_LANGUAGE,
    site: site.definition,
    redirects: redirects.definition.redirects,
    pages: summaries.sort((a, b) => a.key.localeCompare(b.key)),
    treatments: treatments.map(({ treatment: { card: _card, ...summary }, path }) => ({ ...summary, path })),
    branches: [],
    hours: writtenHours(site.definition.clinic.openingHours, DEFAULT_LANGUAGE),
  };
  index.branches = sortBranches(branchFiles.map(({ definition }) => resolveBranch(definition, site.definition)));
  const treatmentCards = treatments.map(({ treatment, path }) => ({ id: treatment.id, path, card: treatment.card }));
  const pageMap = new Map(pages.map((p) => [p.key, p.definition]));
  const translations = loadTranslations(
    { index, raw, pages: pageMap, branches: branchFiles.map(({ definition }) => definition) },
    { contentDir: options.contentDir, validator, display },
  );
  notes.push(...translations.notes);
  if (translations.errors.length > 0) return { errors: translations.errors, notes };
  return {
    errors: [],
    notes,
    content: { index, treatmentCards, pages: pageMap, files: allFiles, notes, languages: translations.languages },
  };
}

/** The clinic's date; a time zone Intl does not know is reported by the reference checks, so UTC's date stands in for it. */
function clinicDate(now: Date, timeZone: string): string {
  try {
    return clinicToday(now, timeZone);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** `not valid JSON at line 3, column 8: Unexpected number`: where an editor can jump to. */
function describeJsonSyntaxError(text: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  const reason = error.message.replace(/ in JSON at position \d+.*$/s, '').replace(/^Unexpected end of JSON input$/, 'the file ends before the JSON does');
  return `not valid JSON at line ${before.length}, column ${before[before.length - 1].length + 1}: ${reason}`;
}

/** Like validateContent, but throws one error listing every problem. */
export function loadContent(options: LoadOptions): LoadedContent {
  const { errors, content } = validateContent(options);
  if (!content) throw new ContentValidationError(errors);
  return content;
}

export function defaultLoadOptions(rootDir: string, contentDir = process.env.CONTENT_DIR): LoadOptions {
  return {
    contentDir: contentDir ? path.resolve(rootDir, contentDir) : path.join(rootDir, 'pages'),
    schemaDir: path.join(rootDir, 'schema'),
  };
}
