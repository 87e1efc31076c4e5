/**
 * `npm run bench:ssr`: the server's throughput for a server-rendered page against a static file of
 * the same size, both from the same `npm start` process on loopback, with autocannon in the same
 * run. A repeat request for a page should cost about what a file costs (goal: at least 1/1.5 of
 * the file's requests per second), since rendered HTML is cached per content revision.
 *
 *   tsx scripts/bench-ssr.ts [--seconds N] [--connections N] [route]
 *
 * Needs a build (`npm run build`). Prints requests per second, p99 latency and the ratio for a
 * plain repeat request and a conditional one (If-None-Match, answered 304).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientDistDir, serverEntryFile } from '../server/paths';
import { startBuiltSite } from './built-site';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const GOAL_RATIO = 1 / 1.5;
const { values: args, positionals } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '20' } },
  allowPositionals: true,
});
const route = positionals[0] ?? '/dental-implants-in-ahmedabad';
const duration = Math.max(2, Number(args.seconds));
const connections = Math.max(1, Number(args.connections));
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

if (!fs.existsSync(serverEntryFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const port = 4900 + Math.floor(Math.random() * 90);
const staticName = `bench-static-${process.pid}.html`;
const staticFile = path.join(clientDistDir, 'assets', staticName);

// A file of the same size as the page, served by the same static handler as the site's scripts.
// The static handler knows the files that exist when the server starts: the page is fetched
// from a first start, written as a file, and the server started again.
const first = await startBuiltSite(port);
const html = await (await fetch(`${first.origin}${route}`, { headers: { accept: 'text/html' } })).text();
first.stop();
await new Promise((resolve) => setTimeout(resolve, 500));
fs.writeFileSync(staticFile, html);
const server = await startBuiltSite(port);
const { origin } = server;

try {
  const etag = (await fetch(`${origin}${route}`, { headers: { accept: 'text/html' } })).headers.get('etag');

  const run = async (name: string, url: string, headers: Record<string, string>) => {
    const result = await autocannon({ url, connections, duration, headers });
    return { name, rps: Math.round(result.requests.average), p99: result.latency.p99, failures: result.errors + result.non2xx };
  };
  const file = await run('static file, same size', `${origin}/assets/${staticName}`, browserHeaders);
  const rows = [file, await run(`page ${route}, repeat request`, `${origin}${route}`, browserHeaders)];
  if (etag) rows.push(await run(`page ${route}, If-None-Match (304)`, `${origin}${route}`, { ...browserHeaders, 'if-none-match': etag }));

  console.log(
    `bench:ssr on loopback: ${connections} connections, ${duration} s each, HTML ${(html.length / 1024).toFixed(1)} kB${etag ? `, ETag ${etag}` : ', no ETag'}`,
  );
  console.table(rows.map((r) => ({ ...r, 'ratio to file': Number((r.rps / file.rps).toFixed(2)) })));
  const repeat = rows[1];
  const ok = repeat.rps / file.rps >= GOAL_RATIO;
  console.log(
    ok ? `A repeat page request is within 1.5× of the static file's throughput.` : `A repeat page request is slower than 1.5× the static file's throughput.`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(staticFile, { force: true });
  server.stop();
}
