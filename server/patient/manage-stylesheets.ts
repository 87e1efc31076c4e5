import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LANGUAGES } from '../../src/i18n/languages';
import { sharedStylesDir } from '../paths';
import { scriptFontFaces, type ScriptFontFaces } from '../script-fonts';
import { MANAGE_PATHS, type ManageStylesheetName } from './manage-paths';

const here = path.dirname(fileURLToPath(import.meta.url));

interface ManageStylesheet {
  text: string;
  /** A hash of the text: the stylesheet's address changes with it, so it may be cached for good. */
  version: string;
}

export interface ManageStylesheets {
  sheets: Readonly<Record<ManageStylesheetName, ManageStylesheet>>;
  /** The script fonts the sheets name, served under MANAGE_PATHS.fonts (nothing else is served there). */
  fonts: ScriptFontFaces;
}

const versioned = (text: string): ManageStylesheet => ({ text, version: createHash('sha256').update(text).digest('hex').slice(0, 12) });

/**
 * The patient's pages' stylesheet in each language: the site's own (base.css and global.css: colours, type, buttons), then
 * the page's; Gujarati and Hindi add their script's font, whose `@fontsource/…` addresses (which
 * Vite resolves for the app) become files this page serves itself, under its own path, so its
 * content security policy needs no other origin. The page that speaks every language (a link that
 * opens nothing) has every script's font, and sets each part in its own (manage-languages.css).
 */
export function readManageStylesheets(): ManageStylesheets {
  const base = [path.join(sharedStylesDir, 'base.css'), path.join(sharedStylesDir, 'global.css'), path.join(here, 'manage.css')]
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const fonts = scriptFontFaces(MANAGE_PATHS.fonts);
  const everyLanguage = [
    base,
    ...TRANSLATED_LANGUAGES.map((language) => fonts.css[language]),
    fs.readFileSync(path.join(here, 'manage-languages.css'), 'utf8'),
  ].join('\n');
  return {
    sheets: { en: versioned(base), gu: versioned(`${base}\n${fonts.css.gu}`), hi: versioned(`${base}\n${fonts.css.hi}`), all: versioned(everyLanguage) },
    fonts,
  };
}
