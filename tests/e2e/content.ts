import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The content the site was built from, read straight from the JSON files the tests check against. */
const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pages');

export interface TreatmentFile {
  path: string;
  treatment: { id: string; menu: { label: string } };
  sections: { type: string; article?: { heading?: number; id?: string }[]; sidebar?: { items: { label: string; anchor: string }[] } }[];
}

export const treatmentPages: TreatmentFile[] = fs
  .readdirSync(path.join(pagesDir, 'treatments'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(pagesDir, 'treatments', f), 'utf8')));

export const redirects: { from: string; to: string }[] = JSON.parse(fs.readFileSync(path.join(pagesDir, 'redirects.json'), 'utf8')).redirects;

/** A concrete path for a redirect source ('-*' patterns get an example suffix). */
export function examplePath(from: string): string {
  return from.endsWith('*') ? `${from.slice(0, -1)}implants` : from;
}
