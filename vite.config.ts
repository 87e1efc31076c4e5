import path from 'node:path';
import { TRANSLATED_LANGUAGES } from './src/i18n/languages';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_STARTED_EVENT, PAGE_MODULES_ELEMENT_ID } from './src/contract/document-elements';
import { contentPlugin } from './scripts/vite-content-plugin';
import { eagerCompilePlugin } from './scripts/vite-eager-compile-plugin';
import { precompressPlugin } from './scripts/vite-precompress-plugin';
import { previewImagesDevPlugin } from './scripts/vite-preview-images-plugin';
import { routerTreeShakingPlugin } from './scripts/vite-router-tree-shaking-plugin';
import { shellChunk } from './scripts/vite-shell-chunk-plugin';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The libraries every page runs, each in a chunk of its own, so the boot script can evaluate them
 * one per task (src/boot.ts): a slow phone's main thread is never held long enough to make a tap
 * wait. Listed in the order they depend on each other.
 */
const LIBRARY_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|scheduler)[\\/]/ },
  { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]|[\\/]src[\\/]app[\\/]react-dom-client\.ts$/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/** Everything the app's start-up imports on every page, in one chunk shared by the languages' entries. */
const shell = shellChunk(path.join(rootDir, 'src/app/start-client.tsx'));

export default defineConfig({
  plugins: [
    shell.plugin,
    contentPlugin(rootDir),
    previewImagesDevPlugin(rootDir),
    react(),
    eagerCompilePlugin(),
    routerTreeShakingPlugin(),
    precompressPlugin(),
  ],
  // Written into src/boot.ts at build time: an import of the contract module would make the boot
  // script wait for one more request (a chunk it would share with the app).
  define: { __PAGE_MODULES_ELEMENT_ID__: JSON.stringify(PAGE_MODULES_ELEMENT_ID), __APP_STARTED_EVENT__: JSON.stringify(APP_STARTED_EVENT) },
  build: {
    manifest: true,
    // Assets are content-hashed, so the server can cache them for a year.
    assetsDir: 'assets',
    cssCodeSplit: true,
    // No polyfill for browsers without <link rel=modulepreload> (Safari before 17): there the
    // modules still load when imported, only without the head start, and every other browser
    // saves its bytes.
    modulePreload: { polyfill: false },
    // The page loads src/boot.ts (index.html), which imports the app once the page has loaded;
    // the app is an entry of its own, so boot need not carry a bundler's import helper.
    rollupOptions: {
      // One app entry per language, each with its language's content only (English pages load no other language's bytes).
      input: {
        index: path.join(rootDir, 'index.html'),
        app: path.join(rootDir, 'src/entry-client.tsx'),
        ...Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [`app-${language}`, path.join(rootDir, `src/entry-client-${language}.tsx`)])),
      },
      output: { codeSplitting: { groups: [...LIBRARY_CHUNKS, shell.group] } },
    },
  },
});
