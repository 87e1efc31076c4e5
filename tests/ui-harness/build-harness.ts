import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const harnessDir = path.dirname(fileURLToPath(import.meta.url));

export interface BuiltHarness {
  /** The page: server-rendered harness, its stylesheet and its hydrating script. */
  html: string;
  /** Files under /assets/ by name. */
  assets: Map<string, Buffer>;
}

/** Builds the harness for the browser and for the server into `outDir`, and renders its HTML. */
export async function buildHarness(outDir: string): Promise<BuiltHarness> {
  const clientDir = path.join(outDir, 'client');
  const serverDir = path.join(outDir, 'server');
  const common = { configFile: false as const, root: harnessDir, logLevel: 'error' as const, plugins: [react()] };
  await build({
    ...common,
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: path.join(harnessDir, 'client.tsx'),
        output: { entryFileNames: 'assets/client.js', assetFileNames: 'assets/[name][extname]', chunkFileNames: 'assets/[name].js' },
      },
    },
  });
  await build({ ...common, build: { outDir: serverDir, emptyOutDir: true, ssr: path.join(harnessDir, 'server.tsx') } });
  const { render } = (await import(pathToFileURL(path.join(serverDir, 'server.js')).href)) as { render(): string };
  const assets = new Map(fs.readdirSync(path.join(clientDir, 'assets')).map((name) => [name, fs.readFileSync(path.join(clientDir, 'assets', name))]));
  const styles = [...assets.keys()].filter((name) => name.endsWith('.css')).map((name) => `<link rel="stylesheet" href="/assets/${name}">`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>UI primitives</title>${styles.join('')}</head><body><div id="root">${render()}</div><script type="module" src="/assets/client.js"></script></body></html>`;
  return { html, assets };
}
