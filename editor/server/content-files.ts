import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatContentFile } from '../../src/content/node/format-content-file';
import { listJsonFiles } from '../../src/content/node/validation/schema-validator';

/**
 * The editor's access to the content folder: which files there are, each read with the hash Save
 * compares against, and Save itself. Paths are given as under the content folder
 * (`treatments/root-canal.json`), with `/` whatever the platform.
 */

/** The absolute file a path under the content folder names, or undefined when it names none (`..`, not `.json`). */
export function resolveContentPath(contentDir: string, relative: string): string | undefined {
  if (!/^[a-z0-9][a-z0-9\-/]*\.json$/.test(relative) || relative.split('/').some((part) => part === '' || part.startsWith('.'))) return undefined;
  const file = path.resolve(contentDir, ...relative.split('/'));
  return file.startsWith(contentDir + path.sep) ? file : undefined;
}

/** Every content file, as paths under the content folder, sorted. */
export function listContentFiles(contentDir: string): string[] {
  return listJsonFiles(contentDir).map((file) => toRelative(contentDir, file));
}

function toRelative(contentDir: string, file: string): string {
  return path.relative(contentDir, file).split(path.sep).join('/');
}

/** What a file held when it was read: the same text gives the same hash. */
export function hashText(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

export interface SaveResult {
  /** `saved`: written; `unchanged`: the file already says this (not touched); `conflict`: it changed on disk since it was read. */
  outcome: 'saved' | 'unchanged' | 'conflict';
  /** The hash of the file on disk now. */
  hash: string;
}

/**
 * Writes `data` to the file as Prettier formats it, laid out like the file on disk, unless the file
 * changed since it was read (its hash is no longer `baseHash`: a git pull, another editor). The
 * text goes to a temporary file beside it first, then replaces it in one rename, so a reader
 * (the dev server's watcher, git) never sees half a file.
 */
export async function saveContentFile(file: string, data: unknown, baseHash: string): Promise<SaveResult> {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (hashText(current) !== baseHash) return { outcome: 'conflict', hash: hashText(current) };
  const text = await formatContentFile(file, data, current);
  if (text === current) return { outcome: 'unchanged', hash: baseHash };
  writeAtomically(file, text);
  return { outcome: 'saved', hash: hashText(text) };
}

/** A new file, refused when one exists already. */
export async function createContentFile(file: string, data: unknown): Promise<boolean> {
  if (fs.existsSync(file)) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomically(file, await formatContentFile(file, data));
  return true;
}

function writeAtomically(file: string, text: string): void {
  // A dot-name without .json: the content loader and its watcher's reload never read it as content.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`);
  try {
    fs.writeFileSync(temporary, text, { flag: 'wx' });
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
