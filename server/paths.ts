import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders the server reads, relative to the repository root. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const clientDistDir = path.join(rootDir, 'dist/client');
export const serverEntryFile = path.join(rootDir, 'dist/server/entry-server.js');
export const mediaDir = path.join(rootDir, 'media');
