/**
 * What each route's HTML loads before interaction, measured on the build: the template's entry
 * chunk and styles, the page's content chunk, and its sections' chunks with their imports and CSS.
 * Shared by `npm run bench:size` and the size-budget test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readAssetMap } from '../server/ssr/asset-map';
import { pageAssets } from '../server/ssr/document';
import type { ContentIndex } from '../src/content/content-index';
import { DEFAULT_LANGUAGE, type Language } from '../src/i18n/languages';
import { sectionHydration } from '../src/renderer/section-registry';

export interface RouteAssets {
  path: string;
  /** The JavaScript budget of this route, in kB: its folder's under pages/, or every route's. */
  javascriptBudgetKb: number;
  sectionTypes: readonly string[];
  /** Gzipped bytes of the JavaScript and CSS loaded before interaction. */
  javascriptBytes: number;
  cssBytes: number;
  /** Section types whose chunks the route loads without rendering them. */
  unusedSections: string[];
}

export interface Budgets {
  javascriptKb: number;
  cssKb: number;
  /** Tighter JavaScript budgets for the pages declared in a folder of pages/ (keyed by folder). */
  javascriptKbByFolder?: Record<string, number>;
}

/** A page's JavaScript budget: its folder's (page keys are paths under pages/), else every route's. */
/** A folder's tighter budget holds its English pages; every other language's pages have the site's budget. */
export function javascriptBudgetKb(budgets: Budgets, pageKey: string, language: Language = DEFAULT_LANGUAGE): number {
  const folder = pageKey.includes('/') && language === DEFAULT_LANGUAGE ? pageKey.slice(0, pageKey.lastIndexOf('/')) : undefined;
  return (folder !== undefined ? budgets.javascriptKbByFolder?.[folder] : undefined) ?? budgets.javascriptKb;
}

export function readBudgets(rootDir: string): Budgets {
  return JSON.parse(fs.readFileSync(path.join(rootDir, 'performance-budgets.json'), 'utf8')) as Budgets;
}

/** Every page of every language the build publishes (`indexes`: the server entry's contentIndexes). */
export function measureRoutes(clientDistDir: string, indexes: readonly Pick<ContentIndex, 'language' | 'pages'>[], budgets: Budgets): RouteAssets[] {
  const assetMap = readAssetMap(clientDistDir);
  const template = fs.readFileSync(path.join(clientDistDir, 'index.html'), 'utf8');
  const templateFiles = [...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(clientDistDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const sectionFileToType = new Map(Object.entries(assetMap.sections).map(([type, chunk]) => [chunk.file, type]));
  return indexes
    .flatMap(({ language, pages }) => pages.map((page) => ({ language, page })))
    .map(({ language, page }) => {
      const deferred = page.sectionTypes.filter((type) => sectionHydration(type) !== 'eager');
      const { scripts, styles } = pageAssets(assetMap, language, page.key, page.sectionTypes, deferred);
      const files = [...new Set([...templateFiles, ...scripts, ...styles])];
      const sum = (suffix: string) => files.filter((f) => f.endsWith(suffix)).reduce((total, f) => total + gzipSize(f), 0);
      const loadedSections = files.map((f) => sectionFileToType.get(f)).filter((t): t is string => Boolean(t));
      return {
        path: page.path,
        javascriptBudgetKb: javascriptBudgetKb(budgets, page.key, language),
        sectionTypes: page.sectionTypes,
        javascriptBytes: sum('.js'),
        cssBytes: sum('.css'),
        unusedSections: loadedSections.filter((t) => !page.sectionTypes.includes(t as never)),
      };
    });
}
