import { randomBytes } from 'node:crypto';
import { createThankYouTokens } from '../forms/thank-you-token';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContentIndex } from '../../src/content/content-index';
import { buildServer, type LoadedRenderer, type ServerOptions } from '../app';
import { openDatabase, type ClinicDatabase } from '../db/open-database';
import type { PostgresSettings } from '../db/postgres-settings';
import { seedDemoContent } from '../db/seed';
import { createTemporaryDirectory, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { openTestDatabase } from '../db/testing/test-database';
import { rootDir } from '../paths';

type ServerEntry = typeof import('../../src/entry-server');

/**
 * Renders pages from the source, without a build: the server entry is loaded once through
 * Vite (as `npm run dev` does) and the page template is index.html as written. Unit tests run
 * before `npm run build` in `npm test`, so they cannot use dist/.
 */
async function sourceRenderer(app: FastifyInstance, counter: { renders: number }, withLanguages: boolean): Promise<LoadedRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: rootDir,
    configFile: path.join(rootDir, 'vite.config.ts'),
    // The runner loads the config without bundling it (the content plugin reads the section manifests).
    configLoader: 'runner',
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  app.addHook('onClose', () => vite.close());
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const template = fs.readFileSync(path.join(rootDir, 'index.html'), 'utf8');
  const render: typeof entry.render = (...args) => {
    counter.renders += 1;
    return entry.render(...args);
  };
  const languages = withLanguages ? entry.contentIndexes.filter((index) => index.language !== entry.contentIndex.language) : undefined;
  return { content: entry.contentIndex, ...(languages ? { languages } : {}), renderer: { template: async () => template, render } };
}

export interface SiteTestServer {
  app: FastifyInstance;
  /** The content the pages were rendered from. */
  content: ContentIndex;
  db: ClinicDatabase;
  tmp: TemporaryDirectory;
  /** How many times a page has been rendered so far (a page served from the cache is not). */
  renders(): number;
  close(): Promise<void>;
}

/**
 * The whole site as `npm start` composes it (security headers, API, pages), on a test database
 * (server/db/testing/test-database.ts; a SQLite file when read-only; the PostgreSQL database given
 * as `database`) seeded with the demo content, rendering from the source. Not listening: use
 * `app.inject`, or `app.listen` for a real socket.
 */
export async function startSiteTestServer({
  readonlyDatabase = false,
  database,
  withLanguages = false,
  ...options
}: Omit<ServerOptions, 'db' | 'loadRenderer'> & {
  /** Serve from a database file that cannot be written (seeded first). */
  readonlyDatabase?: boolean;
  /** Serve from this PostgreSQL database (empty; the caller creates and drops it) with these pool limits, instead of a SQLite file. */
  database?: { url: string; postgres: PostgresSettings };
  /** Load the other languages' content as well, as `npm start` does (English's only otherwise). */
  withLanguages?: boolean;
} = {}): Promise<SiteTestServer> {
  const tmp = createTemporaryDirectory('clinic-site-');
  let db: ClinicDatabase;
  if (readonlyDatabase) {
    // A read-only file is SQLite's own case.
    const databasePath = path.join(tmp.path, 'clinic.db');
    const writable = await openDatabase({ path: databasePath });
    await seedDemoContent(writable);
    await writable.close();
    db = await openDatabase({ path: databasePath, readonly: true });
  } else {
    db = database ? await openDatabase(database) : await openTestDatabase();
    await seedDemoContent(db);
  }
  const counter = { renders: 0 };
  // One process signs and checks its own thank-you passes: no shared secret needed, on either database.
  const { app, content } = await buildServer({
    db,
    loadRenderer: (server) => sourceRenderer(server, counter, withLanguages),
    thankYouTokens: createThankYouTokens(),
    formSecret: randomBytes(32),
    ...options,
  });
  await app.ready();
  return {
    app,
    content,
    db,
    tmp,
    renders: () => counter.renders,
    close: async () => {
      await app.close();
      await db.close();
      tmp.remove();
    },
  };
}

/** How many contact enquiries the site's database holds: a refused post must leave it unchanged. */
export async function countContactRequests({ db }: Pick<SiteTestServer, 'db'>): Promise<number> {
  const { count } = await db.kysely
    .selectFrom('requests')
    .where('kind', '=', 'contact')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
