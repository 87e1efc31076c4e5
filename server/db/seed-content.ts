import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FromSchema } from 'json-schema-to-ts';
import type { seedSchemas } from '../../src/content/generated/schemas';
import { type ContentError, ContentValidationError } from '../../src/content/node/validation/content-error';
import { SchemaValidator } from '../../src/content/node/validation/schema-validator';
import { checkSeedReferences } from './seed-references';

/**
 * Reads the seed data files and checks each against its JSON Schema (`schema/seed/<file>.schema.json`)
 * with the validator the pages use, then across files, so a mistake fails the seed, and
 * `npm run validate`, with `file#/pointer: message` instead of a SQL error.
 */

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

type SeedFileName = keyof typeof seedSchemas;
type SeedFiles = { [TName in SeedFileName]: Omit<FromSchema<(typeof seedSchemas)[TName]>, '$schema'> };

/** Every seed file's records, under the key each file holds them by (`blog-tags.json` → `blogTags`). */
export type SeedContent = SeedFiles['slides'] &
  SeedFiles['testimonials'] &
  SeedFiles['blog-categories'] &
  SeedFiles['blog-tags'] &
  SeedFiles['blogs'] &
  SeedFiles['gallery-categories'] &
  SeedFiles['gallery'];

/** Compiled once per process: compiling every schema is the slow part (half a second or more). */
let validator: SchemaValidator | undefined;

/** Reads and checks every seed file in `seedDataDir`; returns every problem found, or the content. */
export async function validateSeedData(seedDataDir: string): Promise<{ errors: ContentError[]; content?: SeedContent }> {
  validator ??= new SchemaValidator(schemaDir);
  const errors: ContentError[] = [];
  const merged: Record<string, unknown> = {};
  // One seed file per schema under schema/seed/, named alike: `blogs.schema.json` checks `blogs.json`.
  const names = (await readdir(path.join(schemaDir, 'seed'))).filter((name) => name.endsWith('.schema.json')).map((name) => name.replace('.schema.json', ''));
  for (const name of names.sort()) {
    const file = path.resolve(seedDataDir, `${name}.json`);
    const shown = displayPath(file);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      errors.push({ file: shown, pointer: '', message: `cannot read seed data (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const problems = validator.validateAgainst(`seed/${name}.schema.json`, shown, data);
    errors.push(...problems);
    if (problems.length === 0) {
      const { $schema: _schema, ...records } = data as Record<string, unknown>;
      Object.assign(merged, records);
    }
  }
  if (errors.length > 0) return { errors };
  const content = merged as SeedContent;
  const fileOf = (name: SeedFileName) => displayPath(path.resolve(seedDataDir, `${name}.json`));
  const referenceErrors = checkSeedReferences(content, fileOf);
  return referenceErrors.length > 0 ? { errors: referenceErrors } : { errors: [], content };
}

/** Like validateSeedData, but throws one error listing every problem. */
export async function readSeedContent(seedDataDir: string): Promise<SeedContent> {
  const { errors, content } = await validateSeedData(seedDataDir);
  if (!content) throw new ContentValidationError(errors);
  return content;
}

/** Files under the working folder are named from it (`server/db/seed-data/blogs.json`), others in full. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}
