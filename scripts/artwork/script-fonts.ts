/**
 * The Gujarati and Devanagari fonts for the images sharp draws (link previews): librsvg shapes text
 * with pango and harfbuzz (conjuncts, vowel signs), but finds fonts only through fontconfig, and a
 * build machine often has no font for either script. The site's own webfonts (@fontsource, the
 * same Noto Sans the pages show) come as WOFF, which this freetype does not open; WOFF 1 is the
 * font's tables, each zlib-compressed, so they are unpacked into plain TrueType files here (no
 * dependency), in a folder of their own that a fontconfig file adds to the system's fonts.
 *
 * fontconfig reads FONTCONFIG_FILE once, when the process first draws text: call useScriptFonts()
 * before that (renderSvgToPng does).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from '../../src/i18n/languages';
import { systemFont } from './palette';
import { escapeXml } from './svg-document';

/**
 * Each translated language's script font: its family name, its @fontsource package and the subset
 * of the script's letters. The same package has the family's Latin letters (digits, °) as another subset.
 */
const SCRIPT_FONTS: Record<TranslatedLanguage, { family: string; package: string; script: string }> = {
  gu: { family: 'Noto Sans Gujarati', package: '@fontsource/noto-sans-gujarati', script: 'gujarati' },
  hi: { family: 'Noto Sans Devanagari', package: '@fontsource/noto-sans-devanagari', script: 'devanagari' },
};

/** The weights drawn: regular and bold. */
export type FontWeight = 400 | 700;
const WEIGHTS: FontWeight[] = [400, 700];

/** A font file of `language`'s family as WOFF: its script's letters, or (`latin`) the Latin ones. */
function fontFile(language: TranslatedLanguage, weight: FontWeight, subset: 'script' | 'latin'): string {
  const { package: name, script } = SCRIPT_FONTS[language];
  return `${name}/files/${name.replace('@fontsource/', '')}-${subset === 'script' ? script : 'latin'}-${weight}-normal.woff`;
}

const require = createRequire(import.meta.url);

/** A font file of `language`'s family, unpacked to TrueType (for a shaper that reads fonts itself). */
export function scriptFont(language: TranslatedLanguage, weight: FontWeight, subset: 'script' | 'latin'): Buffer {
  return woffToSfnt(readFileSync(require.resolve(fontFile(language, weight, subset))));
}

/**
 * The font-family of a drawing in `language`: English's the system's; Gujarati's and Hindi's name
 * their script's font first (it holds only that script: Latin words, such as the clinic's name,
 * fall back to the system's).
 */
export function drawingFontFamily(language: Language): string {
  const script = (SCRIPT_FONTS as Partial<Record<Language, { family: string }>>)[language];
  return script ? `${script.family}, ${systemFont}` : systemFont;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/** A WOFF 1 file as the TrueType/OpenType file it wraps (its tables inflated, the table directory rebuilt). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  // The sfnt header's binary-search fields: the largest power of two not above the table count.
  let power = 1;
  let log = 0;
  while (power * 2 <= count) [power, log] = [power * 2, log + 1];
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const tables: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const [tag, from, compressed, original, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(entry + field));
    const stored = woff.subarray(from, from + compressed);
    // A table is stored compressed only where that made it smaller.
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error('WOFF table of the wrong length');
    header.writeUInt32BE(tag, 12 + i * 16);
    header.writeUInt32BE(checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(original, 24 + i * 16);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc((original + 3) & ~3);
    data.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...tables]);
}

/** Where fontconfig's own configuration is when FONTCONFIG_FILE does not name another. */
const SYSTEM_FONTCONFIG = '/etc/fonts/fonts.conf';

let configured: string | undefined;

/**
 * Writes the script fonts as TrueType and a fontconfig file (the system's fonts, plus these) into a
 * folder under the system's temporary folder named by the fonts' contents, and points this
 * process's FONTCONFIG_FILE at it. Latin text keeps the system's fonts: these files hold only their
 * script's letters. Returns the fontconfig file.
 */
export function useScriptFonts(): string {
  if (configured) return configured;
  const fonts = TRANSLATED_LANGUAGES.flatMap((language) =>
    WEIGHTS.map((weight) => fontFile(language, weight, 'script')).map((file) => ({ file, woff: readFileSync(require.resolve(file)) })),
  );
  const system = process.env.FONTCONFIG_FILE ?? SYSTEM_FONTCONFIG;
  const hash = createHash('sha256').update(system);
  for (const { woff } of fonts) hash.update(woff);
  const folder = join(tmpdir(), `clinic-script-fonts-${hash.digest('hex').slice(0, 16)}`);
  const config = join(folder, 'fonts.conf');
  if (!existsSync(config)) {
    mkdirSync(join(folder, 'fonts'), { recursive: true });
    for (const { file, woff } of fonts) writeAtomically(join(folder, 'fonts', file.replace(/^.*\//, '').replace(/\.woff$/, '.ttf')), woffToSfnt(woff));
    writeAtomically(
      config,
      '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n' +
        `  <include ignore_missing="yes">${escapeXml(system)}</include>\n` +
        `  <dir>${escapeXml(join(folder, 'fonts'))}</dir>\n` +
        `  <cachedir>${escapeXml(join(folder, 'cache'))}</cachedir>\n` +
        '</fontconfig>\n',
    );
  }
  process.env.FONTCONFIG_FILE = config;
  configured = config;
  return config;
}

/** Written under another name and renamed, so a build running beside this one never reads half a file. */
function writeAtomically(file: string, data: Buffer | string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
