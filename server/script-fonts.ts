import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../src/i18n/languages';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The webfont of each translated language's script: the rules the site's Gujarati and Hindi pages
 * load through their app's stylesheet (src/i18n/fonts/), so every page that shows the script draws
 * it alike and its rules exist once.
 */
const SCRIPT_FONTS: Readonly<Record<TranslatedLanguage, string>> = {
  gu: path.join(here, '..', 'src', 'i18n', 'fonts', 'gujarati.css'),
  hi: path.join(here, '..', 'src', 'i18n', 'fonts', 'devanagari.css'),
};

export interface ScriptFontFaces {
  /** Each script's rules, its `@fontsource/…` addresses (which Vite resolves for the app) turned into `<base><file name>`. */
  css: Readonly<Record<TranslatedLanguage, string>>;
  /** The font files those rules name, by file name: all a route under `base` may serve. */
  files: ReadonlyMap<string, string>;
}

/** The script fonts' rules for a stylesheet the server serves itself, naming files it serves under `base`, so the page's policy needs no other origin. */
export function scriptFontFaces(base: string): ScriptFontFaces {
  const files = new Map<string, string>();
  const rules = (language: TranslatedLanguage) =>
    fs.readFileSync(SCRIPT_FONTS[language], 'utf8').replace(/url\('(@fontsource\/[^']+\.woff2)'\)/g, (_match, specifier: string) => {
      const file = require.resolve(specifier);
      files.set(path.basename(file), file);
      return `url('${base}${path.basename(file)}')`;
    });
  return { css: Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, rules(language)])) as Record<TranslatedLanguage, string>, files };
}

/** Sends one of those files by its name (they carry the package's version, so they are cached for good), or a 404. */
export function sendScriptFont(reply: FastifyReply, fonts: ScriptFontFaces, name: string): FastifyReply {
  const file = fonts.files.get(name);
  if (!file) return reply.code(404).send({ message: 'No such font' });
  return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
}
