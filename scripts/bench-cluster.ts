/**
 * `npm run bench:cluster`: page views and form posts served by one instance of `npm start`, by
 * the same instance behind nginx, and by two instances behind nginx, with the nginx configuration
 * deploy/ ships (rewritten for plain HTTP on loopback, scripts/cluster/nginx-config.ts), on each
 * database in turn: SQLite (one file both instances share) and PostgreSQL (a new database).
 *
 *   tsx scripts/bench-cluster.ts [--seconds 5] [--rounds 3] [--connections 20] [--databases sqlite,postgres] [route]
 *
 * The three setups run side by side (two nginx processes: one with the first instance alone as
 * its upstream, one with both), measured round robin in short samples, so a busy moment on the
 * shared machine hits every setup alike; each figure is the median of the rounds. Page views ask
 * with browser encodings for a page already cached (what every visitor but the first gets); form
 * posts are enquiries, each stored with its outbox entry (e-mail off), with the form limit on but
 * set beyond reach, so its shared counter is part of the cost. Goal: two instances behind nginx
 * serve at least 1.6× the page views of one instance alone.
 *
 * Needs a build (`npm run build`) and nginx; PostgreSQL through TEST_DATABASE_URL (default
 * postgres://clinic:clinic@127.0.0.1:5432/clinic, a role that may create databases), where it
 * creates `cluster_<random>` and drops it after.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_BASE, apiPaths } from '../src/contract/api-contract';
import { autocannon, COUNT_BYTES_CLIENT_SETUP } from './autocannon';
import { exitUnlessBuilt, median } from './built-site';
import { startCluster, startLoopbackNginx } from './cluster/cluster';
import { createClusterDatabase, type ClusterDatabaseKind } from './cluster/cluster-database';
import { childPids, cpuSeconds, machineBusySeconds } from './cluster/process-cpu';
import { SAMPLE_CONTACT } from '../server/api/testing/sample-requests';

const GOAL_RATIO = 1.6;
const NGINX_TWO_PORT = 4350;
const NGINX_ONE_PORT = 4353;
const INSTANCE_PORTS = [4351, 4352];

const { values: args, positionals } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
  allowPositionals: true,
});
const route = positionals[0] ?? '/';
const seconds = Math.max(1, Number(args.seconds));
const rounds = Math.max(1, Number(args.rounds));
const connections = Math.max(1, Number(args.connections));
const databases = args.databases.split(',').map((name) => name.trim()) as ClusterDatabaseKind[];

exitUnlessBuilt();

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const enquiry = JSON.stringify(SAMPLE_CONTACT);

interface Sample {
  rps: number;
  p99: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Cores kept busy meanwhile, on average: by the instances, by nginx, by the load generator, by everything else on the machine. */
  cores: { servers: number; nginx: number; client: number; others: number };
}

/** Whose CPU time each sample accounts for: the instances' pids and nginx's masters (their workers are found per sample). */
interface Processes {
  servers: number[];
  nginxMasters: number[];
}

function cpuSnapshot({ servers, nginxMasters }: Processes) {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    servers: cpuSeconds(servers),
    nginx: cpuSeconds([...nginxMasters, ...nginxMasters.flatMap(childPids)]),
    // This process and its threads: the load generator's worker.
    client: (usage.user + usage.system) / 1e6,
    machine: machineBusySeconds(),
  };
}

async function measure(url: string, kind: 'page' | 'post', processes: Processes): Promise<Sample> {
  const before = cpuSnapshot(processes);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // The load generator in a worker thread that counts body bytes without decoding them (bench-client-setup.cjs).
    workers: 1,
    setupClient: COUNT_BYTES_CLIENT_SETUP,
    ...(kind === 'page'
      ? { headers: browserHeaders }
      : { method: 'POST' as const, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: enquiry }),
  });
  const after = cpuSnapshot(processes);
  const wall = (after.at - before.at) / 1000;
  const servers = (after.servers - before.servers) / wall;
  const nginx = (after.nginx - before.nginx) / wall;
  const client = (after.client - before.client) / wall;
  const others = Math.max(0, (after.machine - before.machine) / wall - servers - nginx - client);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cores: { servers, nginx, client, others },
  };
}

interface Row {
  database: string;
  setup: string;
  pages: Sample[];
  posts: Sample[];
}

/**
 * CPU time per request of the instances, nginx and the load generator, in µs (median across the
 * samples), e.g. `105/0/61`: what a request costs whatever else the machine is doing. Two cores
 * give 2,000,000 µs a second; their sum bounds the requests per second on this machine.
 */
function microsecondsPerRequest(samples: readonly Sample[]): string {
  const keys = ['servers', 'nginx', 'client'] as const;
  return keys.map((key) => Math.round(median(samples.map((sample) => (sample.cores[key] / Math.max(1, sample.rps)) * 1e6)))).join('/');
}

/** Cores the rest of the machine (other people's processes) kept busy meanwhile, median. */
function othersCores(samples: readonly Sample[]): string {
  return median(samples.map((sample) => sample.cores.others)).toFixed(2);
}

const table: Array<Record<string, string | number>> = [];
const verdicts: string[] = [];
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

console.log(
  `bench:cluster: ${route} with browser encodings and an enquiry post, ${connections} connections, ${rounds} rounds of ${seconds} s per setup; load average at start ${load()}`,
);
for (const kind of databases) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-cluster-'));
  const database = await createClusterDatabase(kind, workDir);
  const cluster = await startCluster({
    workDir,
    nginxPort: NGINX_TWO_PORT,
    instancePorts: INSTANCE_PORTS,
    env: {
      ...database.env,
      TRUST_PROXY: '1',
      FORM_TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
      FORM_RATE_LIMIT_MAX: '1000000000',
    },
  });
  const nginxOne = await startLoopbackNginx({ port: NGINX_ONE_PORT, upstreamPorts: INSTANCE_PORTS.slice(0, 1), prefix: path.join(workDir, 'nginx-one') });
  try {
    const setups = [
      { setup: 'one instance, direct', origin: cluster.instances[0].origin },
      { setup: 'one instance behind nginx', origin: nginxOne.origin },
      { setup: 'two instances behind nginx', origin: cluster.nginx.origin },
    ];
    const processes: Processes = { servers: cluster.instances.map((instance) => instance.pid), nginxMasters: [cluster.nginx.pid, nginxOne.pid] };
    const rows: Row[] = setups.map(({ setup }) => ({ database: database.label, setup, pages: [], posts: [] }));
    // Rendered and cached on both instances first.
    for (const setup of setups) await measure(`${setup.origin}${route}`, 'page', processes);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, setup] of setups.entries()) rows[index].pages.push(await measure(`${setup.origin}${route}`, 'page', processes));
      for (const [index, setup] of setups.entries())
        rows[index].posts.push(await measure(`${setup.origin}${API_BASE}${apiPaths.createContactInquiry}`, 'post', processes));
    }
    const pageRps = (row: Row) => median(row.pages.map((sample) => sample.rps));
    for (const row of rows) {
      const samples = [...row.pages, ...row.posts];
      const non2xx = samples.reduce((sum, sample) => sum + sample.non2xx, 0);
      const errors = samples.reduce((sum, sample) => sum + sample.errors, 0);
      table.push({
        database: row.database,
        setup: row.setup,
        'page views/s': Math.round(pageRps(row)),
        'page p99 ms': median(row.pages.map((sample) => sample.p99)),
        'form posts/s': Math.round(median(row.posts.map((sample) => sample.rps))),
        'post p99 ms': median(row.posts.map((sample) => sample.p99)),
        'page CPU µs: servers/nginx/client': microsecondsPerRequest(row.pages),
        'post CPU µs: servers/nginx/client': microsecondsPerRequest(row.posts),
        'cores used by others': othersCores([...row.pages, ...row.posts]),
        'non-2xx / errors': `${non2xx} / ${errors}`,
      });
    }
    const ratio = pageRps(rows[2]) / pageRps(rows[0]);
    const behindNginx = pageRps(rows[2]) / pageRps(rows[1]);
    verdicts.push(
      `${database.label}: two instances behind nginx serve ${ratio.toFixed(2)}× the page views of one instance alone (goal ≥ ${GOAL_RATIO}), ` +
        `${behindNginx.toFixed(2)}× one instance behind the same nginx.`,
    );
    if (ratio < GOAL_RATIO) process.exitCode = 1;
  } finally {
    await nginxOne.stop();
    await cluster.stop();
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
console.table(table);
for (const verdict of verdicts) console.log(verdict);
console.log(`Load average at the end: ${load()} (${os.cpus().length} cores).`);
