/**
 * `npm run bench:ssr`: the server's throughput for a server-rendered page against a static file of
 * the same size, both from the same `npm start` process on loopback, with autocannon in the same
 * run, with browser encodings (`gzip, deflate, br`) and without.
 *
 * Goals: a repeat page view with browser encodings at least 0.8 of the static file's throughput
 * with the same encoding (cached pages keep their compressed bytes), and the static file with
 * browser encodings at least 0.8 of the same file sent plain (built files have `.br` and `.gz`
 * copies, sent as they are). Also shown: a conditional request (304), and a page asked for with a
 * new query string on every request (the page cache ignores parameters the page does not read).
 *
 * Run on each database in turn, SQLite and PostgreSQL (a new database `cluster_<random>` through
 * TEST_DATABASE_URL, default the local server .ci/run prepares; dropped after): cached pages need
 * no query, so the two should match; a difference is the revision check's cost.
 *
 *   tsx scripts/bench-ssr.ts [--seconds N] [--connections N] [--databases sqlite,postgres] [route]
 *
 * Needs a build (`npm run build`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientDistDir } from '../server/paths';
import { autocannon, type AutocannonRequest } from './autocannon';
import { exitUnlessBuilt, startBuiltSite, type BuiltSite } from './built-site';
import { createClusterDatabase, type ClusterDatabaseKind } from './cluster/cluster-database';
import { precompressFile } from './vite-precompress-plugin';

const GOAL_RATIO = 0.8;
const { values: args, positionals } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
  allowPositionals: true,
});
const route = positionals[0] ?? '/';
const duration = Math.max(2, Number(args.seconds));
const connections = Math.max(1, Number(args.connections));
const databases = args.databases.split(',').map((name) => name.trim()) as ClusterDatabaseKind[];
const plainHeaders = { accept: 'text/html' };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

exitUnlessBuilt();

const port = 4900 + Math.floor(Math.random() * 90);
const staticName = `bench-static-${process.pid}.html`;
const staticFile = path.join(clientDistDir, 'assets', staticName);
const staticFiles = [staticFile, `${staticFile}.br`, `${staticFile}.gz`];

// A file of the same size as the page, with the .br and .gz copies the build makes for every
// asset, served by the same static handler as the site's scripts. The static handler knows the
// files that exist when the server starts: the page is fetched from a first start, written as a
// file, and the server started again.
const first = await startBuiltSite(port);
const html = await (await fetch(`${first.origin}${route}`, { headers: plainHeaders })).text();
first.stop();
await new Promise((resolve) => setTimeout(resolve, 500));
fs.writeFileSync(staticFile, html);
await precompressFile(staticFile);

let allGoalsMet = true;
try {
  for (const kind of databases) allGoalsMet = (await benchmark(kind)) && allGoalsMet;
} finally {
  for (const file of staticFiles) fs.rmSync(file, { force: true });
}
process.exitCode = allGoalsMet ? 0 : 1;

/** Every row on a server whose database is of this kind; whether both goals were met. */
async function benchmark(kind: ClusterDatabaseKind): Promise<boolean> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-ssr-'));
  const database = await createClusterDatabase(kind, workDir);
  let server: BuiltSite | undefined;
  try {
    // A port of its own: the previous server may still be shutting down on the last one.
    server = await startBuiltSite(port + 1 + databases.indexOf(kind), { ...database.env, FORM_TOKEN_SECRET: randomBytes(32).toString('hex') });
    const { origin } = server;
    const pageUrl = `${origin}${route}`;
    // Rendered and compressed once before measuring: what every visitor but the first gets.
    const etag = (await fetch(pageUrl, { headers: browserHeaders })).headers.get('etag');

    const run = async (name: string, url: string, headers: Record<string, string>, fresh = false) => {
      // A 304 is the answer wanted from a conditional request, not a failure.
      const conditional = 'if-none-match' in headers;
      let counter = 0;
      const separator = route.includes('?') ? '&' : '?';
      const requests = fresh ? [{ setupRequest: (request: AutocannonRequest) => ({ ...request, path: `${route}${separator}n=${counter++}` }) }] : undefined;
      const result = await autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) });
      return { name, rps: Math.round(result.requests.average), p99: result.latency.p99, failures: result.errors + (conditional ? 0 : result.non2xx) };
    };
    const filePlain = await run('static file, plain', `${origin}/assets/${staticName}`, plainHeaders);
    const fileBrowser = await run('static file, browser encodings', `${origin}/assets/${staticName}`, browserHeaders);
    const pagePlain = await run(`page ${route}, plain`, pageUrl, plainHeaders);
    const pageBrowser = await run(`page ${route}, browser encodings`, pageUrl, browserHeaders);
    const rows = [filePlain, fileBrowser, pagePlain, pageBrowser];
    if (etag) rows.push(await run(`page ${route}, If-None-Match (304)`, pageUrl, { ...browserHeaders, 'if-none-match': etag }));
    rows.push(await run(`page ${route}, new query each request`, pageUrl, browserHeaders, true));

    console.log(
      `bench:ssr on loopback, ${database.label}: ${connections} connections, ${duration} s each, HTML ${(html.length / 1024).toFixed(1)} kB${etag ? `, ETag ${etag}` : ', no ETag'}`,
    );
    const reference = (row: (typeof rows)[number]) =>
      row.name.includes('browser') || row.name.includes('query') || row.name.includes('304') ? fileBrowser : filePlain;
    console.table(rows.map((r) => ({ ...r, 'ratio to file, same encoding': Number((r.rps / reference(r).rps).toFixed(2)) })));
    const pageRatio = pageBrowser.rps / fileBrowser.rps;
    const fileRatio = fileBrowser.rps / filePlain.rps;
    console.log(`Repeat page view with browser encodings: ${pageRatio.toFixed(2)} of the static file's throughput (goal ≥ ${GOAL_RATIO}).`);
    console.log(`Static file with browser encodings: ${fileRatio.toFixed(2)} of its plain throughput (goal ≥ ${GOAL_RATIO}).`);
    return pageRatio >= GOAL_RATIO && fileRatio >= GOAL_RATIO;
  } finally {
    server?.stop();
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
