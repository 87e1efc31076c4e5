/**
 * `npm run migrate:content`: brings every file under pages/ (or CONTENT_DIR) to the current
 * content format, applying the migrations in src/content/node/migrations/ it has not had, and
 * rewrites the changed files in place, formatted as Prettier formats them. Running it again
 * changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootDir } from '../server/paths';
import { defaultLoadOptions } from '../src/content/node/load-content';
import { listJsonFiles } from '../src/content/node/validation/schema-validator';
import { formatContentFile } from '../src/content/node/format-content-file';
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
    fs.writeFileSync(file, await formatContentFile(file, data, fs.readFileSync(file, 'utf8')));
  }
  return changed.map((file) => file.path);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { contentDir } = defaultLoadOptions(rootDir);
  const changed = await migrateContentDir(contentDir);
  if (changed.length === 0) console.log(`Content is at format ${CURRENT_SCHEMA_VERSION}: nothing to migrate.`);
  else console.log(`Migrated to content format ${CURRENT_SCHEMA_VERSION}:\n${changed.map((file) => `  ${file}`).join('\n')}`);
}
