import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedDemoContent } from '../../db/seed';
import { createTemporaryDirectory, writeSeedFixture, type TemporaryDirectory } from '../../db/testing/seed-fixture';
import { openTestDatabase, type TestDatabase } from '../../db/testing/test-database';
import { fastifyServerOptions } from '../../fastify-options';
import { registerApi, type ApiDependencies } from '../register-api';
import { SAMPLE_BOOKING_RULES, SAMPLE_BRANCHES, SAMPLE_TREATMENTS } from './sample-requests';

export const SECRET_TEXT = 'top secret, outside the media folder';
export const SVG_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
export const PNG_IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/**
 * A media folder with one file of each served type, plus bait outside it: a secret file next
 * to the folder and a symlink inside pointing at it.
 */
function writeMediaFixture(root: string): string {
  const mediaDir = path.join(root, 'media');
  for (const folder of ['slides', 'gallery', 'blogs']) mkdirSync(path.join(mediaDir, folder), { recursive: true });
  writeFileSync(path.join(mediaDir, 'slides', 'slide-1.svg'), SVG_IMAGE);
  // A smaller copy of slide 1, as `npm run images` writes them: the API lists it with the slide.
  writeFileSync(path.join(mediaDir, 'slides', 'slide-1-640w.webp'), Buffer.from('RIFF0000WEBP'));
  writeFileSync(path.join(mediaDir, 'gallery', 'smile-01.png'), PNG_IMAGE);
  writeFileSync(path.join(mediaDir, 'gallery', 'photo.jpg'), Buffer.from('ffd8ffe0', 'hex'));
  writeFileSync(path.join(mediaDir, 'gallery', 'photo.webp'), Buffer.from('RIFF0000WEBP'));
  writeFileSync(path.join(mediaDir, 'gallery', '.hidden.svg'), SVG_IMAGE);
  writeFileSync(path.join(mediaDir, 'notes.txt'), 'not an image');
  writeFileSync(path.join(root, 'secret.svg'), SECRET_TEXT);
  writeFileSync(path.join(root, 'secret.txt'), SECRET_TEXT);
  symlinkSync(path.join(root, 'secret.svg'), path.join(mediaDir, 'gallery', 'escape.svg'));
  return mediaDir;
}

export interface ApiTestServer {
  app: FastifyInstance;
  db: TestDatabase;
  tmp: TemporaryDirectory;
  baseUrl: string;
  port: number;
  /** Closes the server and its database handle (the data stays until `remove`: `db.openAgain()` reads it). */
  close(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * The API in a bare Fastify instance, on a seeded test database (server/db/testing/test-database.ts), listening on
 * 127.0.0.1 (random port). A root wildcard route stands in for the page renderer, to prove
 * unknown /api paths still get JSON 404s.
 */
export async function startApiTestServer(
  overrides: Partial<ApiDependencies> = {},
  { env = process.env }: { env?: NodeJS.ProcessEnv } = {},
): Promise<ApiTestServer> {
  const tmp = createTemporaryDirectory('clinic-api-');
  const seedDir = path.join(tmp.path, 'seed');
  mkdirSync(seedDir);
  writeSeedFixture(seedDir);
  const mediaDir = writeMediaFixture(tmp.path);
  const db = await openTestDatabase();
  await seedDemoContent(db, seedDir);

  const app = Fastify({ ...fastifyServerOptions(env), logger: false });
  app.get('/*', async (_request, reply) => reply.type('text/html').send('<html>page</html>'));
  await registerApi(app, {
    db,
    mediaDir,
    treatments: SAMPLE_TREATMENTS,
    branches: SAMPLE_BRANCHES,
    booking: SAMPLE_BOOKING_RULES,
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    tmp,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.closeHandle();
    },
    remove: async () => {
      await db.remove();
      tmp.remove();
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * An HTTP request with the path sent exactly as given: fetch() normalises `..` and `%2e%2e`
 * away before sending, which would hide the traversal attempts these tests make.
 */
export function rawRequest(
  port: number,
  rawPath: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: rawPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
