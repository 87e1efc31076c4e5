import path from 'node:path';
import { build } from 'vite';
import { articleEditorFile, reorderScriptFile, rootDir } from '../server/paths';

/**
 * Builds the staff pages' scripts into files of their own under dist/staff/: the article page's
 * editor (src/staff-editor/article-editor.ts, Tiptap) and the gallery and slides pages'
 * drag-to-reorder (src/staff-editor/drag-reorder.ts). A separate build, so nothing of them can
 * reach the public site's bundle, whose entries never import them.
 */
const entries = [
  { file: articleEditorFile, source: 'src/staff-editor/article-editor.ts' },
  { file: reorderScriptFile, source: 'src/staff-editor/drag-reorder.ts' },
];
const outDir = path.dirname(articleEditorFile);
if (entries.some(({ file }) => path.dirname(file) !== outDir)) throw new Error('The staff scripts are built into one folder.');

await build({
  root: rootDir,
  configFile: false,
  // The site's public/ folder is the public build's; these files are all this build writes.
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: Object.fromEntries(entries.map(({ file, source }) => [path.basename(file, '.js'), path.join(rootDir, source)])),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
  },
});
