import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';

/**
 * The build's map of what each page and section type loads, written by the content plugin into
 * the client build and read by the server, which links exactly those scripts and styles in a
 * page's HTML. Declared here, by its reader; the build imports it.
 */
export const ASSET_MAP_FILE = 'asset-map.json';

/** Files a route needs before it is interactive: its JS chunk, the chunks that imports, and their CSS. */
export interface ChunkAssets {
  file: string;
  /** Every chunk `file` imports, directly or not, each after the chunks it imports itself. */
  imports: string[];
  css: string[];
  /** The web fonts its styles name (a Gujarati or Hindi page's script font), which the page preloads. */
  fonts?: string[];
}

export interface AssetMap {
  /**
   * The app with each language's content (src/entry-client.tsx for English, entry-client-gu.tsx …),
   * which the page's one script (src/boot.ts) imports once the page has loaded: its chunk, its
   * imports and the global styles, which every page links itself.
   */
  clients: Partial<Record<Language, ChunkAssets>>;
  /** By section type: the chunk of the component its manifest loads. */
  sections: Record<string, ChunkAssets>;
  /** By section type: the chunk of its data module (what it prefetches, and its head and status), for the types that have one. */
  sectionData: Record<string, ChunkAssets>;
  /** By page key (under its language's folder for a language other than English: `gu/about`): the chunk of the page's JSON body. */
  pages: Record<string, ChunkAssets>;
}

/** A page's chunk key in the map: its page key, under its language's folder for a language other than English (`gu/about`). */
export function pageChunkKey(language: Language, key: string): string {
  return language === DEFAULT_LANGUAGE ? key : `${language}/${key}`;
}

export function readAssetMap(clientDir: string): AssetMap {
  return JSON.parse(fs.readFileSync(path.join(clientDir, ASSET_MAP_FILE), 'utf8')) as AssetMap;
}
