import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders the server reads, relative to the repository root. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const clientDistDir = path.join(rootDir, 'dist/client');
export const serverEntryFile = path.join(rootDir, 'dist/server/entry-server.js');
/** The staff article page's rich-text editor, built by `npm run build` (scripts/build-article-editor.ts); never part of the public site. */
export const articleEditorFile = path.join(rootDir, 'dist/staff/article-editor.js');
export const mediaDir = path.join(rootDir, 'media');
