/**
 * `npm run migrate:content`: brings every file under pages/ (or CONTENT_DIR) to the current
 * content format, applying the migrations in src/content/node/migrations/ it has not had, and
 * rewrites the changed files in place, formatted as Prettier formats them. Running it again
 * changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { rootDir } from '../server/paths';
import { defaultLoadOptions } from '../src/content/node/load-content';
import { listJsonFiles } from '../src/content/node/validation/schema-validator';
import { CURRENT_SCHEMA_VERSION, migrateContentFiles } from '../src/content/node/migrations/content-migration';

/** Migrates the JSON files of `contentDir` in place; returns the paths (under it) that changed. */
export async function migrateContentDir(contentDir: string): Promise<string[]> {
  const files = listJsonFiles(contentDir).map((file) => ({
    path: path.relative(contentDir, file).split(path.sep).join('/'),
    data: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown,
  }));
  const changed = migrateContentFiles(files);
  for (const { path: relative, data } of changed) {
    const file = path.join(contentDir, relative);
    const options = (await prettier.resolveConfig(file)) ?? {};
    const layout = inlineObjects(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, await prettier.format(serialize(data, '', layout), { ...options, filepath: file }));
  }
  return changed.map((file) => file.path);
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { contentDir } = defaultLoadOptions(rootDir);
  const changed = await migrateContentDir(contentDir);
  if (changed.length === 0) console.log(`Content is at format ${CURRENT_SCHEMA_VERSION}: nothing to migrate.`);
  else console.log(`Migrated to content format ${CURRENT_SCHEMA_VERSION}:\n${changed.map((file) => `  ${file}`).join('\n')}`);
}
