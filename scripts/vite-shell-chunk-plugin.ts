import type { Plugin } from 'vite';

/**
 * Puts everything the app's shell imports statically (the start-up module and all it needs on
 * every page, node_modules aside: the libraries have chunks of their own) into one chunk.
 *
 * The bundler otherwise gives each small module that a lazily loaded section also imports (the
 * link component, the content and dictionary contexts, the clock format…) a chunk of its own,
 * and every page then loads eight or nine chunks of a few hundred bytes, each compressed apart
 * from the rest: measured on the root canal page, about 1 kB gz more than the same code in one
 * chunk. Sections loaded later import those modules from the shell's chunk, which every page has
 * already loaded.
 *
 * The set is computed from the module graph once it is complete (`buildEnd` comes before the
 * chunks are made), so it follows the code: nothing here lists modules by name.
 */
export function shellChunk(shellModule: string): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      shellModules.clear();
      const pending = [shellModule];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shellModules.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        shellModules.add(id);
        pending.push(...info.importedIds);
      }
    },
  };
  return { plugin, group: { name: 'start-client', test: (id) => shellModules.has(id) } };
}
