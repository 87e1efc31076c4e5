import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultLoadOptions, loadContent, type LoadedContent } from '../src/content/node/load-content';
import { formatContentError } from '../src/content/node/validation/content-error';
import { ASSET_MAP_FILE, type AssetMap, type ChunkAssets } from '../server/ssr/asset-map';

const INDEX_ID = 'virtual:content-index';
const LOADERS_ID = 'virtual:page-loaders';
const CARDS_ID = 'virtual:treatment-cards';
const PAGE_PREFIX = 'virtual:page/';
/**
 * Validates pages/ against schema/ (the build fails, the dev server shows the overlay) and serves
 * the content as virtual modules: a small index every page needs, one chunk per page body, and
 * the treatment cards (for the two sections that show them).
 * On the client build it also writes asset-map.json, which tells the SSR server what each
 * section type and page loads, so the HTML can link exactly those scripts and styles.
 */
export function contentPlugin(rootDir: string): Plugin {
  const options = defaultLoadOptions(rootDir);
  let content: LoadedContent | undefined;
  let server: ViteDevServer | undefined;

  const load = () => {
    const loaded = loadContent(options);
    // The dev server's terminal shows the notes too (closures that are over), without stopping anything.
    for (const note of loaded.notes) if (server) server.config.logger.info(`  note: ${formatContentError(note)}`, { timestamp: true });
    return loaded;
  };

  return {
    name: 'clinic-content',
    enforce: 'pre',
    buildStart() {
      content = load();
      for (const file of content.files) this.addWatchFile(file);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([options.contentDir, options.schemaDir]);
      const onChange = (file: string) => {
        if (!file.startsWith(options.contentDir) && !file.startsWith(options.schemaDir)) return;
        try {
          content = load();
        } catch (error) {
          content = undefined;
          devServer.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '', plugin: 'clinic-content' } });
          return;
        }
        for (const id of [...devServer.moduleGraph.idToModuleMap.keys()]) {
          if (id.startsWith(`\0${PAGE_PREFIX}`) || id === `\0${INDEX_ID}` || id === `\0${LOADERS_ID}` || id === `\0${CARDS_ID}`) {
            const module = devServer.moduleGraph.getModuleById(id);
            if (module) devServer.moduleGraph.invalidateModule(module);
          }
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      if (id === INDEX_ID || id === LOADERS_ID || id === CARDS_ID || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      // In dev a broken file leaves content undefined: loading again throws the overlay's error.
      content ??= load();
      const virtualId = id.slice(1);
      if (virtualId === INDEX_ID) return `export default ${JSON.stringify(content.index)};`;
      if (virtualId === CARDS_ID) return `export default ${JSON.stringify(content.treatmentCards)};`;
      if (virtualId === LOADERS_ID) {
        const entries = [...content.pages.keys()].map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE_PREFIX + key)}),`);
        return `export default {\n${entries.join('\n')}\n};`;
      }
      const key = virtualId.slice(PAGE_PREFIX.length);
      const page = content.pages.get(key);
      if (!page) throw new Error(`No page with key "${key}"`);
      const { $schema: _schema, ...definition } = page as typeof page & { $schema?: string };
      return `export default ${JSON.stringify(definition)};`;
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
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          const chunk = byFile.get(name);
          if (chunk) {
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            chunk.imports.forEach(visit);
          }
          ordered.push(name);
        };
        visit(fileName);
        return { file: fileName, imports: ordered.filter((name) => name !== fileName), css: [...css] };
      };
      const map: AssetMap = { sections: {}, sectionData: {}, pages: {} };
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
        if (id?.split(path.sep).join('/').endsWith('/src/entry-client.tsx')) map.client = collect(chunk.fileName);
      }
      this.emitFile({ type: 'asset', fileName: ASSET_MAP_FILE, source: JSON.stringify(map, null, 2) });
    },
  };
}
