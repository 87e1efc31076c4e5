import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite-content-plugin';
import { previewImagesDevPlugin } from './scripts/vite-preview-images-plugin';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [contentPlugin(rootDir), previewImagesDevPlugin(rootDir), react()],
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
    rollupOptions: { input: { index: path.join(rootDir, 'index.html'), app: path.join(rootDir, 'src/entry-client.tsx') } },
  },
});
