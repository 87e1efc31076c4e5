import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language, TranslatedLanguage } from '../../src/i18n/languages';
import { MANAGE_PATHS } from './manage-paths';

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
  sheets: Readonly<Record<Language, ManageStylesheet>>;
  /** The font files the sheets name, by their file name under MANAGE_PATHS.fonts: nothing else is served there. */
  fontFiles: ReadonlyMap<string, string>;
}

const versioned = (text: string): ManageStylesheet => ({ text, version: createHash('sha256').update(text).digest('hex').slice(0, 12) });

/**
 * The patient's pages' stylesheet in each language: the site's own (colours, type, buttons), then
 * the page's; Gujarati and Hindi add their script's font, whose `@fontsource/…` addresses (which
 * Vite resolves for the app) become files this page serves itself, under its own path, so its
 * content security policy needs no other origin.
 */
export function readManageStylesheets(): ManageStylesheets {
  const base = `${fs.readFileSync(path.join(here, '..', '..', 'src', 'styles', 'global.css'), 'utf8')}\n${fs.readFileSync(path.join(here, 'manage.css'), 'utf8')}`;
  const fontFiles = new Map<string, string>();
  const withFont = (language: TranslatedLanguage) => {
    const css = fs.readFileSync(SCRIPT_FONTS[language], 'utf8').replace(/url\('(@fontsource\/[^']+\.woff2)'\)/g, (_match, specifier: string) => {
      const file = require.resolve(specifier);
      fontFiles.set(path.basename(file), file);
      return `url('${MANAGE_PATHS.fonts}${path.basename(file)}')`;
    });
    return versioned(`${base}\n${css}`);
  };
  return { sheets: { en: versioned(base), gu: withFont('gu'), hi: withFont('hi') }, fontFiles };
}
