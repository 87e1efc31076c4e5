import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR = 60 * 60 * 24 * 365;
const ONE_DAY = 60 * 60 * 24;

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
    setHeaders(reply, filePath) {
      const hashed = filePath.includes('/assets/');
      reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : `public, max-age=${ONE_DAY}`);
    },
  });
}
