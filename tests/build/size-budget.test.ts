import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientDistDir, rootDir, serverEntryFile } from '../../server/paths';
import { measureRoutes, readBudgets } from '../../scripts/route-assets';

/**
 * The size budget, on the build (`npm test` runs this project after `npm run build`): every
 * route's JavaScript and CSS before interaction within performance-budgets.json, and no route
 * loading the code of a section it does not render. `npm run bench:size` prints the same numbers.
 */
if (!fs.existsSync(serverEntryFile)) throw new Error('No build: run `npm run build` before the build tests.');
const entry = (await import(pathToFileURL(serverEntryFile).href)) as typeof import('../../src/entry-server');
const budgets = readBudgets(rootDir);
const routes = measureRoutes(clientDistDir, entry.contentIndexes, budgets);
const allPages = entry.contentIndexes.flatMap((index) => index.pages);

describe('size budget of every route (gzip, before interaction)', () => {
  it('covers every page of the content, in every language', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(allPages.map((page) => page.path).sort());
    expect(entry.contentIndexes.map((index) => index.language)).toContain('en');
  });

  it('holds the English treatment pages to their tighter JavaScript budget', () => {
    const treatmentPages = entry.contentIndex.pages.filter((page) => page.key.startsWith('treatments/')).map((page) => page.path);
    expect(treatmentPages.length).toBeGreaterThan(0);
    for (const route of routes.filter((r) => treatmentPages.includes(r.path)))
      expect(route.javascriptBudgetKb, route.path).toBe(budgets.javascriptKbByFolder?.treatments);
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s', (_path, route) => {
    expect(route.javascriptBytes / 1024, 'JavaScript kB').toBeLessThanOrEqual(route.javascriptBudgetKb);
    expect(route.cssBytes / 1024, 'CSS kB').toBeLessThanOrEqual(budgets.cssKb);
    expect(route.unusedSections, 'sections loaded but not rendered').toEqual([]);
  });
});
