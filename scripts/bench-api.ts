/**
 * `npm run bench:api`: throughput of every read call of the API against a bare Fastify route
 * in the same process, on a temporary SQLite file seeded with the demo content.
 *
 *   tsx scripts/bench-api.ts [--rounds 5] [--seconds 1] [--connections 10]
 *                            [--seed-data dir] [--revision-check-ms 1000]
 *
 * Each route is measured for `rounds × seconds` (5 s by default) in short samples taken round
 * robin, and each sample is compared with the bare route's sample of the same round: on a
 * shared machine the load from other processes then hits every route alike instead of
 * skewing whichever route ran during a busy moment. The load generator runs in a worker
 * thread (autocannon `workers: 1`) so it does not share the server's event loop. Requests
 * carry `Accept-Encoding: gzip, deflate, br`, as every browser's do.
 * Target: every call at least 60% of the bare route's requests/s.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { registerApi } from '../server/api/register-api';
import { openDatabase } from '../server/db/open-database';
import { DEFAULT_SEED_DATA_DIR, seedDemoContent } from '../server/db/seed';
import { createTemporaryDirectory } from '../server/db/testing/seed-fixture';

interface AutocannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  workers?: number;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Sample {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

const TARGET_RATIO = 0.6;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

function boundedNumber(text: string, fallback: number, min: number, max: number): number {
  const value = Number(text);
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    'seed-data': { type: 'string', default: DEFAULT_SEED_DATA_DIR },
    'revision-check-ms': { type: 'string' },
  },
});
const rounds = boundedNumber(args.rounds, 5, 1, 20);
const seconds = boundedNumber(args.seconds, 1, 1, 30);
const connections = boundedNumber(args.connections, 10, 1, 200);

const tmp = createTemporaryDirectory('clinic-bench-');
const db = await openDatabase({ path: path.join(tmp.path, 'bench.db') });
const app = Fastify({ logger: false });

try {
  const seeded = await seedDemoContent(db, path.resolve(args['seed-data']));
  if (!seeded.seeded) throw new Error('The temporary database was expected to be empty');
  const firstGalleryCategory = await db.kysely.selectFrom('gallery_categories').select('id').orderBy('position').executeTakeFirst();

  app.get('/bench/bare', async () => ({ data: 'ok' }));
  await registerApi(app, {
    db,
    mediaDir: path.join(tmp.path, 'media'),
    treatmentChoices: [],
    ...(args['revision-check-ms'] === undefined ? {} : { contentRevisionCheckMs: Number(args['revision-check-ms']) }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const targets: BenchTarget[] = [
    { name: 'bare route', method: 'GET', path: '/bench/bare' },
    { name: 'testimonials', method: 'GET', path: '/api/v1/testimonials/get-testimonials' },
    { name: 'blog categories', method: 'GET', path: '/api/v1/blog-category/get-blog-categories' },
    { name: 'blog tags', method: 'GET', path: '/api/v1/blog-tags/get-blog-tags' },
    { name: 'gallery categories', method: 'GET', path: '/api/v1/gallery-category/get-all-categories' },
    { name: 'gallery', method: 'GET', path: '/api/v1/gallery/get-gallery' },
    { name: 'gallery by category', method: 'GET', path: `/api/v1/gallery/get-gallery-by-category-id/${firstGalleryCategory?.id ?? 1}` },
    { name: 'slider', method: 'GET', path: '/api/v1/slider/get-images-url' },
    { name: 'blogs, no filter', method: 'POST', path: '/api/v1/blogs/get-all-blogs', body: {} },
    { name: 'blogs, filtered page', method: 'POST', path: '/api/v1/blogs/get-all-blogs', body: { blogCategoryId: 1, page: 1, limit: 6 } },
  ];

  const measure = async (target: BenchTarget, durationSeconds: number): Promise<Sample> => {
    const result = await autocannon({
      url: base + target.path,
      method: target.method,
      headers: target.body === undefined ? BROWSER_HEADERS : { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
      connections,
      duration: durationSeconds,
      workers: 1,
    });
    return {
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    };
  };

  console.log(
    `Benchmarking ${targets.length} routes: ${rounds} rounds of ${seconds} s each, ${connections} connections (warm-up round first)…`,
  );
  for (const target of targets) await measure(target, 1);

  const samples = targets.map((): Sample[] => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) samples[index].push(await measure(target, seconds));
  }

  const table = targets.map((target, index) => {
    const own = samples[index];
    const ratio = median(own.map((sample, round) => sample.requestsPerSecond / samples[0][round].requestsPerSecond));
    const failures = own.reduce((sum, sample) => sum + sample.failures, 0);
    return {
      route: `${target.method} ${target.path.replace('/api/v1', '')}${target.body ? ` ${JSON.stringify(target.body)}` : ''}`,
      'requests/s': Math.round(median(own.map((sample) => sample.requestsPerSecond))),
      'p99 ms': median(own.map((sample) => sample.p99)),
      'vs bare': `${Math.round(ratio * 100)}%`,
      verdict: failures > 0 ? `${failures} FAILED` : ratio >= TARGET_RATIO ? 'ok' : 'below 60%',
    };
  });
  console.table(table);
  const failing = table.filter((row) => row.verdict !== 'ok');
  if (failing.length > 0) {
    console.log(`${failing.length} route(s) below target or failing.`);
    process.exitCode = 1;
  } else {
    console.log(`Every read call is at least ${TARGET_RATIO * 100}% of the bare route.`);
  }
} finally {
  await app.close();
  await db.close();
  tmp.remove();
}
