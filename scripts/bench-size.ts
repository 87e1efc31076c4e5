/**
 * `npm run bench:size`: for every route, the gzipped JavaScript and CSS its HTML loads before
 * interaction (the entry, the page's content chunk, and its sections' chunks with their imports).
 * Needs a build (`npm run build`). Prints a table; exits non-zero only if a route would load a
 * section chunk it does not render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readAssetMap } from '../server/ssr/asset-map';
import { pageAssets } from '../server/ssr/document';
import { clientDistDir, serverEntryFile } from '../server/paths';

const TREATMENT_BUDGET_KB = 140;

const entry = (await import(pathToFileURL(serverEntryFile).href)) as typeof import('../src/entry-server');
const assetMap = readAssetMap(clientDistDir);
const template = fs.readFileSync(path.join(clientDistDir, 'index.html'), 'utf8');
const templateFiles = [...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(clientDistDir, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const sectionFileToType = new Map(Object.entries(assetMap.sections).map(([type, chunk]) => [chunk.file, type]));
const treatmentPaths = new Set(entry.contentIndex.treatments.map((t) => t.path));
const rows: string[][] = [];
let problems = 0;
let largestTreatment = 0;

for (const page of entry.contentIndex.pages) {
  const { scripts, styles } = pageAssets(assetMap, page.key, page.sectionTypes);
  const files = new Set([...templateFiles, ...scripts, ...styles]);
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0);
  const loadedSections = [...files].map((f) => sectionFileToType.get(f)).filter((t): t is string => Boolean(t));
  const extra = loadedSections.filter((t) => !page.sectionTypes.includes(t as never));
  if (extra.length > 0) problems++;
  if (treatmentPaths.has(page.path)) largestTreatment = Math.max(largestTreatment, js);
  rows.push([page.path, kb(js), kb(css), page.sectionTypes.join(' '), extra.length ? `loads unused: ${extra.join(', ')}` : 'ok']);
}

const header = ['route', 'JS kB gz', 'CSS kB gz', 'sections', 'unused sections'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.sort((a, b) => a[0].localeCompare(b[0])).forEach((r) => console.log(line(r)));
console.log(`\nLargest treatment page: ${kb(largestTreatment)} kB of gzipped JavaScript (goal: at most ${TREATMENT_BUDGET_KB} kB).`);
console.log(problems === 0 ? 'No route loads a section it does not render.' : `${problems} route(s) load sections they do not render.`);
process.exit(problems === 0 ? 0 : 1);
