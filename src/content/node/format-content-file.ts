import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

/** The repository's Prettier settings hold for content wherever it is (CONTENT_DIR may be outside the repository). */
const SETTINGS_FOR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../pages/content.json');

/**
 * A content file's text for `data`, exactly as Prettier formats it, laid out like `original` (the
 * file as it is now): the keys in the data's order, and each object inline where the original
 * wrote it inline. So a file written back unchanged is byte-identical, and `git diff` shows only
 * what changed. Used by `npm run migrate:content` and the editor's Save.
 */
export async function formatContentFile(file: string, data: unknown, original = ''): Promise<string> {
  const options = (await prettier.resolveConfig(SETTINGS_FOR)) ?? {};
  return prettier.format(serialize(data, '', inlineObjects(original)), { ...options, filepath: file });
}

/**
 * Prettier keeps an object on several lines when its source has a line break after `{`, and
 * joins it when not: so the file is written with each object inline exactly where the original
 * had it inline (by JSON pointer), and a migration's diff shows only what it changed.
 */
function serialize(value: unknown, pointer: string, inline: Set<string>): string {
  if (Array.isArray(value)) return `[${value.map((item, i) => serialize(item, `${pointer}/${i}`, inline)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}: ${serialize(member, `${pointer}/${key}`, inline)}`);
    return inline.has(pointer) ? `{ ${members.join(', ')} }` : `{\n${members.join(',\n')}\n}`;
  }
  return JSON.stringify(value);
}

/** The pointers of the objects a JSON text writes with no line break after their `{`. */
function inlineObjects(text: string): Set<string> {
  if (text.trim() === '') return new Set();
  const inline = new Set<string>();
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const readString = () => {
    const start = at;
    for (at++; text[at] !== '"'; at++) if (text[at] === '\\') at++;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (pointer: string): void => {
    skipSpace();
    if (text[at] === '{') {
      if (/^\{[^\S\n]*[^\s\n]/.test(text.slice(at, at + 200))) inline.add(pointer);
      at++;
      for (skipSpace(); text[at] !== '}'; skipSpace()) {
        const key = readString();
        skipSpace();
        at++; // :
        readValue(`${pointer}/${key}`);
        skipSpace();
        if (text[at] === ',') at++;
      }
      at++;
    } else if (text[at] === '[') {
      at++;
      for (let i = 0; skipSpace(), text[at] !== ']'; i++) {
        readValue(`${pointer}/${i}`);
        skipSpace();
        if (text[at] === ',') at++;
      }
      at++;
    } else if (text[at] === '"') {
      readString();
    } else {
      while (/[^\s,\]}]/.test(text[at] ?? ',')) at++;
    }
  };
  readValue('');
  return inline;
}
