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
  },
});
