/**
 * `npm run bench:size`: for every route, the gzipped JavaScript and CSS its HTML loads before
 * interaction (the entry, the page's content chunk, and its sections' chunks with their imports).
 * A library a section loads later (when it nears the viewport or is opened) is not counted: it is
 * not loaded before interaction. Needs a build (`npm run build`). Prints a table; exits non-zero
 * when a route is over a budget of performance-budgets.json or loads a section it does not render.
 */
import { pathToFileURL } from 'node:url';
import { clientDistDir, rootDir, serverEntryFile } from '../server/paths';
import { measureRoutes, readBudgets } from './route-assets';

const entry = (await import(pathToFileURL(serverEntryFile).href)) as typeof import('../src/entry-server');
const budgets = readBudgets(rootDir);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const routes = measureRoutes(clientDistDir, entry.contentIndexes, budgets).sort((a, b) => a.path.localeCompare(b.path));
let problems = 0;
const rows = routes.map((route) => {
  const over = route.javascriptBytes > route.javascriptBudgetKb * 1024 || route.cssBytes > budgets.cssKb * 1024;
  if (over || route.unusedSections.length > 0) problems++;
  return [
    route.path,
    kb(route.javascriptBytes),
    String(route.javascriptBudgetKb),
    kb(route.cssBytes),
    route.sectionTypes.join(' '),
    [over ? 'OVER BUDGET' : 'ok', ...(route.unusedSections.length ? [`loads unused: ${route.unusedSections.join(', ')}`] : [])].join('; '),
  ];
});

const header = ['route', 'JS kB gz', 'JS budget', 'CSS kB gz', 'sections', 'check'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((r) => console.log(line(r)));
const largest = Math.max(...routes.map((r) => r.javascriptBytes));
console.log(
  `\nLargest route: ${kb(largest)} kB of gzipped JavaScript before interaction (budget ${budgets.javascriptKb} kB, tighter for some folders of pages/; CSS ${budgets.cssKb} kB).`,
);
console.log(
  problems === 0 ? 'Every route is within budget and loads only the sections it renders.' : `${problems} route(s) over budget or loading unused sections.`,
);
process.exit(problems === 0 ? 0 : 1);
