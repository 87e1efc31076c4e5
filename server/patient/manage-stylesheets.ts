import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../src/i18n/languages';
import { MANAGE_PATHS, type ManageStylesheetName } from './manage-paths';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The webfont of each language's script: the same file the site's Gujarati and Hindi pages load
 * through their app's stylesheet (src/i18n/fonts/), so both look alike and its rules exist once.
 */
const SCRIPT_FONTS: Readonly<Record<TranslatedLanguage, string>> = {
  gu: path.join(here, '..', '..', 'src', 'i18n', 'fonts', 'gujarati.css'),
  hi: path.join(here, '..', '..', 'src', 'i18n', 'fonts', 'devanagari.css'),
};

interface ManageStylesheet {
  text: string;
  /** A hash of the text: the stylesheet's address changes with it, so it may be cached for good. */
  version: string;
}

export interface ManageStylesheets {
  sheets: Readonly<Record<ManageStylesheetName, ManageStylesheet>>;
  /** The font files the sheets name, by their file name under MANAGE_PATHS.fonts: nothing else is served there. */
  fontFiles: ReadonlyMap<string, string>;
}

const versioned = (text: string): ManageStylesheet => ({ text, version: createHash('sha256').update(text).digest('hex').slice(0, 12) });

/**
 * The patient's pages' stylesheet in each language: the site's own (colours, type, buttons), then
 * the page's; Gujarati and Hindi add their script's font, whose `@fontsource/…` addresses (which
 * Vite resolves for the app) become files this page serves itself, under its own path, so its
 * content security policy needs no other origin. The page that speaks every language (a link that
 * opens nothing) has every script's font, and sets each part in its own (manage-languages.css).
 */
export function readManageStylesheets(): ManageStylesheets {
  const base = `${fs.readFileSync(path.join(here, '..', '..', 'src', 'styles', 'global.css'), 'utf8')}\n${fs.readFileSync(path.join(here, 'manage.css'), 'utf8')}`;
  const fontFiles = new Map<string, string>();
  const fontOf = (language: TranslatedLanguage) =>
    fs.readFileSync(SCRIPT_FONTS[language], 'utf8').replace(/url\('(@fontsource\/[^']+\.woff2)'\)/g, (_match, specifier: string) => {
      const file = require.resolve(specifier);
      fontFiles.set(path.basename(file), file);
      return `url('${MANAGE_PATHS.fonts}${path.basename(file)}')`;
    });
  const everyLanguage = [base, ...TRANSLATED_LANGUAGES.map(fontOf), fs.readFileSync(path.join(here, 'manage-languages.css'), 'utf8')].join('\n');
  return {
    sheets: { en: versioned(base), gu: versioned(`${base}\n${fontOf('gu')}`), hi: versioned(`${base}\n${fontOf('hi')}`), all: versioned(everyLanguage) },
    fontFiles,
  };
}
