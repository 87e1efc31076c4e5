import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ASSET_MAP_FILE } from './ssr/asset-map';

const ONE_YEAR = 60 * 60 * 24 * 365;
const ONE_DAY = 60 * 60 * 24;

// Build outputs the server reads but nobody should fetch: the page template (served raw, it is an
// empty shell) and the SSR asset map. Asking for them gets the 404 page.
const SERVER_ONLY_FILES = new Set(['/index.html', `/${ASSET_MAP_FILE}`]);

/**
 * Built files. Everything under /assets/ has a content hash in its name, so browsers may keep it
 * for a year; the rest (images, favicon) for a day. Only the files that exist get routes, so every
 * other path falls through to server rendering.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` copies of the scripts and styles (scripts/vite-precompress-plugin.ts):
    // sent as they are, never compressed per response.
    preCompressed: true,
    allowedPath: (pathName) => !SERVER_ONLY_FILES.has(pathName),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes('/assets/');
      reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : `public, max-age=${ONE_DAY}`);
    },
  });
}
