import { openingHoursTokens } from './001-opening-hours-tokens';

/**
 * Page-data migrations. Every content file says which version of the format it is written in
 * (`schemaVersion`). A change of the format is one migration: a pure function from a file at the
 * previous version to the same file at the next, listed here in order and never edited once it
 * has shipped (content written for it may still be waiting on some branch). `npm run
 * migrate:content` applies the ones a file has not had; the validator refuses a file that is
 * behind and names that command.
 */

/** A file as the migrations see it: its path under the content folder ('site.json', 'treatments/root-canal.json') and its JSON. */
export interface ContentFile {
  path: string;
  data: unknown;
}

export interface ContentMigration {
  /** The version a file has after this migration (the first is 1). */
  version: number;
  name: string;
  /** The file at `version - 1` → the file at `version`; `site` is site.json as it was before this migration. */
  migrate(file: ContentFile, context: { site: unknown }): unknown;
}

const MIGRATIONS: readonly ContentMigration[] = [openingHoursTokens];

/** The version content must be written in to be read. */
export const CURRENT_SCHEMA_VERSION = MIGRATIONS.length;

/** The command that brings older files up to date. */
export const MIGRATE_COMMAND = 'npm run migrate:content';

/** A file's version: its `schemaVersion`, or 0 for a file from before versions (undefined when it is not a version). */
export function schemaVersionOf(data: unknown): number | undefined {
  const version = data && typeof data === 'object' && !Array.isArray(data) ? (data as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (version === undefined) return 0;
  return Number.isInteger(version) && (version as number) >= 0 ? (version as number) : undefined;
}

/**
 * Every file brought to the current version, in order, each by the migrations it has not had.
 * Returns only the files that changed; files already current are left as they are.
 */
export function migrateContentFiles(files: readonly ContentFile[]): ContentFile[] {
  let current = files.map((file) => ({ ...file, version: schemaVersionOf(file.data) ?? 0 }));
  for (const migration of MIGRATIONS) {
    const site = current.find((file) => file.path === 'site.json')?.data;
    current = current.map((file) =>
      file.version < migration.version
        ? { path: file.path, data: withVersion(migration.migrate(file, { site }), migration.version), version: migration.version }
        : file,
    );
  }
  const before = new Map(files.map((file) => [file.path, JSON.stringify(file.data)]));
  return current.filter((file) => JSON.stringify(file.data) !== before.get(file.path)).map(({ path, data }) => ({ path, data }));
}

/** `schemaVersion` right after `$schema`, where a reader looks for it. */
function withVersion(data: unknown, version: number): unknown {
  const { $schema, schemaVersion: _old, ...rest } = data as Record<string, unknown>;
  return { ...($schema === undefined ? {} : { $schema }), schemaVersion: version, ...rest };
}
