import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_FACTS, TRANSLATED_LANGUAGES, localizePath, type TranslatedLanguage } from '../../src/i18n/languages';
import { listContentFiles } from './content-files';

/** The kinds of content file a maintainer tells apart, in the order the start page lists them. */
export const FILE_GROUPS = ['treatments', 'pages', 'branches', 'site', 'redirects', ...TRANSLATED_LANGUAGES] as const;
export type FileGroup = (typeof FILE_GROUPS)[number];

export const GROUP_HEADINGS: Record<FileGroup, string> = {
  treatments: 'Treatment pages',
  pages: 'Other pages',
  branches: 'Branches',
  site: 'Site settings',
  redirects: 'Redirects',
  ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, `Translations: ${LANGUAGE_FACTS[language].nativeName} (${language})`])) as Record<
    TranslatedLanguage,
    string
  >),
};

/** Which schema a file is read by; a translation is edited against its English file's. */
type FileKind = 'page' | 'site' | 'redirects' | 'branch';

export interface CatalogueEntry {
  /** Under the content folder: `treatments/root-canal.json`. */
  path: string;
  group: FileGroup;
  kind: FileKind;
  /** What a maintainer recognises the file by: its page title, branch or card name. */
  title: string;
  /** Where the site shows it, for the preview (none for redirects, or a page at an address with a parameter). */
  url?: string;
  /** The English file a translation translates. */
  english?: string;
}

/** Every content file, described for the start page and the editor. */
export function catalogue(contentDir: string): CatalogueEntry[] {
  const read = (relative: string) => JSON.parse(fs.readFileSync(path.join(contentDir, relative), 'utf8')) as Record<string, unknown>;
  const parameterPages = new Map<string, string>();
  const entries = listContentFiles(contentDir).map((relative) =>
    describe(
      relative,
      safely(() => read(relative)),
      contentDir,
      parameterPages,
    ),
  );
  return entries.sort((a, b) => FILE_GROUPS.indexOf(a.group) - FILE_GROUPS.indexOf(b.group) || a.title.localeCompare(b.title));
}

/** One file's entry (its data may be unreadable while a maintainer fixes it). */
export function describe(relative: string, data: Record<string, unknown> | undefined, contentDir: string, cache = new Map<string, string>()): CatalogueEntry {
  const [first, ...rest] = relative.split('/');
  const language = TRANSLATED_LANGUAGES.find((candidate) => candidate === first);
  if (language) {
    const english = rest.join('/');
    const englishData = safely(() => JSON.parse(fs.readFileSync(path.join(contentDir, english), 'utf8')) as Record<string, unknown>);
    const base = describe(english, englishData, contentDir, cache);
    const title = titleOf(data) ?? base.title;
    return { ...base, path: relative, group: language, title, english, ...(base.url ? { url: localizePath(base.url, language) } : {}) };
  }
  if (relative === 'site.json') return { path: relative, group: 'site', kind: 'site', title: 'Site settings: the clinic, menus and footer', url: '/' };
  if (relative === 'redirects.json') return { path: relative, group: 'redirects', kind: 'redirects', title: 'Redirects from old addresses' };
  if (first === 'branches') {
    const id = typeof data?.id === 'string' ? data.id : relative.replace(/^branches\/|\.json$/g, '');
    const branchPage = branchPagePath(contentDir, cache);
    return {
      path: relative,
      group: 'branches',
      kind: 'branch',
      title: typeof data?.name === 'string' ? data.name : id,
      ...(branchPage ? { url: branchPage.replace(/:[a-z]+/, id) } : {}),
    };
  }
  const pagePath = typeof data?.path === 'string' ? data.path : undefined;
  const url = pagePath === '*' ? '/this-address-has-no-page' : pagePath && !pagePath.includes(':') ? pagePath : undefined;
  return { path: relative, group: first === 'treatments' ? 'treatments' : 'pages', kind: 'page', title: titleOf(data) ?? relative, ...(url ? { url } : {}) };
}

function titleOf(data: Record<string, unknown> | undefined): string | undefined {
  const meta = data?.meta as { title?: unknown } | undefined;
  return typeof meta?.title === 'string' ? meta.title : undefined;
}

/** The address the branch pages share (`/clinics/:branch`): the page with a parameter that shows a branch. */
function branchPagePath(contentDir: string, cache: Map<string, string>): string | undefined {
  if (!cache.has('branch')) {
    for (const relative of listContentFiles(contentDir)) {
      if (relative.includes('/')) continue;
      const data = safely(() => JSON.parse(fs.readFileSync(path.join(contentDir, relative), 'utf8')) as { path?: string; sections?: Array<{ type?: string }> });
      if (data?.path?.includes(':') && data.sections?.some((section) => section.type === 'branch-detail')) cache.set('branch', data.path);
    }
  }
  return cache.get('branch');
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
