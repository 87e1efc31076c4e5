import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// Below this, a compressed copy saves less than its header costs.
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside a file, when they are smaller than it.
 * The server sends them as they are (`@fastify/static`'s `preCompressed`, server/static-files.ts),
 * so a script is never compressed per response, and never waits on the worker threads async
 * compression would need.
 */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  if (bytes.length < COMPRESS_FROM_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([br.length < bytes.length && fs.writeFile(`${file}.br`, br), gz.length < bytes.length && fs.writeFile(`${file}.gz`, gz)]);
}

/** In the client build: brotli and gzip copies of every compressible file written under `assets/` (content-hashed). */
export function precompressPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'clinic:precompress',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE_FILE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(options.dir!, name))));
    },
  };
}
