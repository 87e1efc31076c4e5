import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders the server reads, relative to the repository root. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const clientDistDir = path.join(rootDir, 'dist/client');
export const serverEntryFile = path.join(rootDir, 'dist/server/entry-server.js');
/** The staff article page's rich-text editor, built by `npm run build` (scripts/build-staff-scripts.ts); never part of the public site. */
export const articleEditorFile = path.join(rootDir, 'dist/staff/article-editor.js');
/** The staff gallery and slides pages' drag-to-reorder script, built with the editor (scripts/build-staff-scripts.ts). */
export const reorderScriptFile = path.join(rootDir, 'dist/staff/drag-reorder.js');
export const mediaDir = path.join(rootDir, 'media');
/** What every side's stylesheet starts with (base.css), and the public site's own (global.css), which the patient's pages share. */
export const sharedStylesDir = path.join(rootDir, 'src/styles');
