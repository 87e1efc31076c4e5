import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultLoadOptions, loadContent, type LoadedContent } from '../src/content/node/load-content';
import { formatContentError } from '../src/content/node/validation/content-error';
import { SchemaValidator } from '../src/content/node/validation/schema-validator';
import { ASSET_MAP_FILE, pageChunkKey, type AssetMap, type ChunkAssets } from '../server/ssr/asset-map';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type TranslatedLanguage } from '../src/i18n/languages';

const INDEX_ID = 'virtual:content-index';
const LOADERS_ID = 'virtual:page-loaders';
const CARDS_ID = 'virtual:treatment-cards';
const PAGE_PREFIX = 'virtual:page/';
/** The client entry of each language: the app with that language's content. */
const CLIENT_ENTRY = /\/src\/entry-client(?:-([a-z]{2}))?\.tsx$/;

/**
 * A module id's language and what it names: `virtual:content-index` is English's index,
 * `virtual:content-index/gu` Gujarati's; `virtual:page/gu/about` Gujarati's about page (English
 * page keys never start with a language's folder: translations live there).
 */
function parseVirtualId(id: string): { kind: 'index' | 'loaders' | 'cards' | 'page'; language: Language; key?: string } | undefined {
  for (const [base, kind] of [
    [INDEX_ID, 'index'],
    [LOADERS_ID, 'loaders'],
    [CARDS_ID, 'cards'],
  ] as const) {
    if (id === base) return { kind, language: DEFAULT_LANGUAGE };
    const language = id.startsWith(`${base}/`) ? id.slice(base.length + 1) : undefined;
    if (language && isLanguage(language)) return { kind, language };
  }
  if (!id.startsWith(PAGE_PREFIX)) return undefined;
  const rest = id.slice(PAGE_PREFIX.length);
  const [first, ...others] = rest.split('/');
  if (isLanguage(first) && first !== DEFAULT_LANGUAGE && others.length > 0) return { kind: 'page', language: first, key: others.join('/') };
  return { kind: 'page', language: DEFAULT_LANGUAGE, key: rest };
}

/** A virtual module's code for this content. */
function moduleCode(content: LoadedContent, id: string): string | undefined {
  const virtual = parseVirtualId(id);
  if (!virtual) return undefined;
  const languageContent = virtual.language === DEFAULT_LANGUAGE ? content : content.languages[virtual.language as TranslatedLanguage];
  // A language not published has no content: its entry still builds, with an index of no pages.
  if (!languageContent) return virtual.kind === 'loaders' || virtual.kind === 'cards' ? 'export default {};' : 'export default undefined;';
  if (virtual.kind === 'index') return `export default ${JSON.stringify(languageContent.index)};`;
  if (virtual.kind === 'cards') return `export default ${JSON.stringify(languageContent.treatmentCards)};`;
  if (virtual.kind === 'loaders') {
    const entries = [...languageContent.pages.keys()].map(
      (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE_PREFIX + pageChunkKey(virtual.language, key))}),`,
    );
    return `export default {\n${entries.join('\n')}\n};`;
  }
  const page = languageContent.pages.get(virtual.key!);
  if (!page) throw new Error(`No page with key "${virtual.key}" in ${virtual.language}`);
  const { $schema: _schema, ...definition } = page;
  return `export default ${JSON.stringify(definition)};`;
}

/** The code, or the error's message for a page the content no longer has (it differs from any code). */
function safeModuleCode(content: LoadedContent, id: string): string | undefined {
  try {
    return moduleCode(content, id);
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * What the editor (`npm run edit`) reaches through the plugin's `api`: its unsaved texts, which the
 * content is then loaded with, so its preview is the page as it would be once saved. `npm run dev`
 * and the build never set any.
 */
export interface ContentPluginApi {
  /**
   * Serves the content with these drafts (absolute path → text): `loaded` when the caller has
   * validated them already, else loaded here; false, keeping the content as it was, when they do
   * not validate.
   */
  setDrafts(drafts: ReadonlyMap<string, string>, loaded?: LoadedContent): boolean;
}

export const CONTENT_PLUGIN_NAME = 'clinic-content';

/**
 * Validates pages/ against schema/ (the build fails, the dev server shows the overlay) and serves
 * the content as virtual modules, per language (English's ids bare, another language's with
 * `/<language>`): a small index every page needs, one chunk per page body, and the treatment
 * cards (for the two sections that show them).
 * On the client build it also writes asset-map.json, which tells the SSR server what each
 * section type and page loads, so the HTML can link exactly those scripts and styles.
 */
export function contentPlugin(rootDir: string): Plugin<ContentPluginApi> {
  const options = defaultLoadOptions(rootDir);
  let content: LoadedContent | undefined;
  let server: ViteDevServer | undefined;
  let drafts: ReadonlyMap<string, string> = new Map();
  // Compiled once and kept until a schema changes: the editor reloads the content on every change.
  let validator: SchemaValidator | undefined;

  const load = ({ quiet = false } = {}) => {
    validator ??= new SchemaValidator(options.schemaDir);
    const loaded = loadContent({ ...options, drafts, validator });
    // The dev server's terminal shows the notes too (closures that are over), without stopping
    // anything; not again for each of the editor's drafts.
    if (!quiet) for (const note of loaded.notes) if (server) server.config.logger.info(`  note: ${formatContentError(note)}`, { timestamp: true });
    return loaded;
  };

  /**
   * The virtual modules are read again by the next request for them (the browser's, the
   * renderer's); `before`: only those whose code differs from what that content gave, so an
   * editor's draft of one page makes the renderer run again that page's module alone.
   */
  const invalidateVirtualModules = (devServer: ViteDevServer, before?: LoadedContent) => {
    for (const id of [...devServer.moduleGraph.idToModuleMap.keys()]) {
      if (id.startsWith('\0') && parseVirtualId(id.slice(1))) {
        if (before && content && safeModuleCode(before, id.slice(1)) === safeModuleCode(content, id.slice(1))) continue;
        const module = devServer.moduleGraph.getModuleById(id);
        if (module) devServer.moduleGraph.invalidateModule(module);
      }
    }
  };

  return {
    name: CONTENT_PLUGIN_NAME,
    enforce: 'pre',
    api: {
      setDrafts(next, loaded) {
        const previous = drafts;
        const before = content;
        drafts = next;
        try {
          content = loaded ?? load({ quiet: true });
        } catch {
          drafts = previous;
          return false;
        }
        if (server) invalidateVirtualModules(server, before);
        return true;
      },
    },
    buildStart() {
      content = load();
      for (const file of content.files) this.addWatchFile(file);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([options.contentDir, options.schemaDir]);
      const onChange = (file: string) => {
        if (!file.startsWith(options.contentDir) && !file.startsWith(options.schemaDir)) return;
        if (file.startsWith(options.schemaDir)) validator = undefined;
        try {
          content = load();
        } catch (error) {
          content = undefined;
          devServer.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '', plugin: 'clinic-content' } });
          return;
        }
        invalidateVirtualModules(devServer);
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      return parseVirtualId(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      // In dev a broken file leaves content undefined: loading again throws the overlay's error.
      content ??= load();
      return moduleCode(content, id.slice(1));
    },
    generateBundle(_options, bundle) {
      if (server || this.environment?.config.build.ssr) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // A chunk's imports in dependency order (each after the chunks it imports), so the boot
      // script can evaluate them one at a time, front to back.
      const collect = (fileName: string): ChunkAssets => {
        const seen = new Set<string>();
        const ordered: string[] = [];
        const css = new Set<string>();
        const fonts = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          const chunk = byFile.get(name);
          if (chunk) {
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            for (const file of chunk.viteMetadata?.importedAssets ?? []) if (file.endsWith('.woff2')) fonts.add(file);
            chunk.imports.forEach(visit);
          }
          ordered.push(name);
        };
        visit(fileName);
        return { file: fileName, imports: ordered.filter((name) => name !== fileName), css: [...css], ...(fonts.size > 0 ? { fonts: [...fonts] } : {}) };
      };
      const map: AssetMap = { clients: {}, sections: {}, sectionData: {}, pages: {} };
      const chunkByFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      // A section's manifest (src/sections/<type>/section.ts) imports two modules lazily: its
      // component, and its data module (data.ts beside it) if it has one.
      for (const id of this.getModuleIds()) {
        const manifest = /\/src\/sections\/([a-z0-9-]+)\/section\.ts$/.exec(id.split(path.sep).join('/'));
        if (!manifest) continue;
        for (const importedId of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const chunk = chunkByFacade.get(importedId);
          if (!chunk) continue;
          const isDataModule = /[\\/]data\.ts$/.test(importedId);
          (isDataModule ? map.sectionData : map.sections)[manifest[1]] = collect(chunk.fileName);
        }
      }
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId;
        if (id?.startsWith(`\0${PAGE_PREFIX}`)) map.pages[id.slice(PAGE_PREFIX.length + 1)] = collect(chunk.fileName);
        const entry = id ? CLIENT_ENTRY.exec(id.split(path.sep).join('/')) : null;
        if (entry) map.clients[(entry[1] as Language | undefined) ?? DEFAULT_LANGUAGE] = collect(chunk.fileName);
      }
      this.emitFile({ type: 'asset', fileName: ASSET_MAP_FILE, source: JSON.stringify(map, null, 2) });
    },
  };
}
