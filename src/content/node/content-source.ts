import fs from 'node:fs';
import path from 'node:path';
import { listJsonFiles } from './validation/schema-validator';

/**
 * Where the loader reads content files from: the disk, with the editor's unsaved texts (drafts,
 * by absolute path) read in place of their files, or as files of their own when they are new, so
 * a draft is validated and previewed exactly as the file would be once saved.
 */
export interface ContentSource {
  /** Every `.json` file under `dir`, drafts included, sorted. */
  list(dir: string): string[];
  read(file: string): string;
}

export function contentSource(drafts: ReadonlyMap<string, string> = new Map()): ContentSource {
  return {
    list(dir) {
      const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
      const files = new Set(listJsonFiles(dir));
      for (const file of drafts.keys()) if (file.startsWith(prefix)) files.add(file);
      return [...files].sort();
    },
    read(file) {
      return drafts.get(file) ?? fs.readFileSync(file, 'utf8');
    },
  };
}
