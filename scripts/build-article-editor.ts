import path from 'node:path';
import { build } from 'vite';
import { articleEditorFile, rootDir } from '../server/paths';

/**
 * Builds the staff article page's editor (src/staff-editor/article-editor.ts, Tiptap) into one
 * file of its own, dist/staff/article-editor.js: a separate build, so nothing of it can reach the
 * public site's bundle, whose entries never import it.
 */
await build({
  root: rootDir,
  configFile: false,
  // The site's public/ folder is the public build's; this file is all this build writes.
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: path.dirname(articleEditorFile),
    emptyOutDir: true,
    minify: true,
    lib: { entry: path.join(rootDir, 'src/staff-editor/article-editor.ts'), formats: ['es'], fileName: () => path.basename(articleEditorFile) },
  },
});
