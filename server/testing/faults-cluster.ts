import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The PostgreSQL cluster the database-fault tests stop and start while the site runs on it: a
 * cluster of its own (`15 faults`, port 5439, role `faults`), never the `15 main` other tests and
 * people use. `.ci/run` creates and starts it when it is missing; these values are its.
 */
const CLUSTER = ['15', 'faults'] as const;
const SERVER = 'postgres://faults:faults@127.0.0.1:5439';
const run = promisify(execFile);

/** Held by the test run that is stopping and starting the cluster (its pid inside). */
const LOCK_FILE = path.join(os.tmpdir(), 'clinic-faults-cluster.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes the cluster for this process, if no other live process has it: two test runs on one
 * machine (two checkouts) would otherwise stop the server under each other. A lock left by a run
 * that died is taken over. Returns false while another run holds it.
 */
export function tryLockCluster(): boolean {
  try {
    fs.writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const holder = Number(fs.readFileSync(LOCK_FILE, 'utf8'));
    if (holder === process.pid) return true;
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) return false;
    fs.rmSync(LOCK_FILE, { force: true });
    return tryLockCluster();
  }
}

export function unlockCluster(): void {
  if (fs.existsSync(LOCK_FILE) && Number(fs.readFileSync(LOCK_FILE, 'utf8')) === process.pid) fs.rmSync(LOCK_FILE);
}

/** A database of the cluster by name. */
export function faultsDatabaseUrl(database: string): string {
  return `${SERVER}/${database}`;
}

/** pg_ctlcluster, without systemd's redirect: the tests run as root, outside any unit. */
function pgCtlCluster(action: 'start' | 'stop' | 'status') {
  return run('pg_ctlcluster', ['--skip-systemctl-redirect', ...CLUSTER, action]);
}

async function isClusterRunning(): Promise<boolean> {
  // `status` exits 0 when the server runs and 3 when it is stopped.
  return pgCtlCluster('status').then(
    () => true,
    () => false,
  );
}

/** Stops the server the fast way: open connections are ended at once, as a restart or a crash would. */
export async function stopCluster(): Promise<void> {
  await pgCtlCluster('stop');
}

/** Starts the server; pg_ctlcluster returns once it accepts connections. */
export async function startCluster(): Promise<void> {
  if (!(await isClusterRunning())) await pgCtlCluster('start');
}

/** Runs statements as the cluster's test role on its `postgres` database (creating and dropping test databases). */
async function withAdminClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: faultsDatabaseUrl('postgres') });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the cluster (dropped first if a crashed run left it behind). */
export async function createFaultsDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

export async function dropFaultsDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
}
