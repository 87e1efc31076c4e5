/**
 * Helpers the benchmarks share: the built site served by `npm start` on loopback, on a fresh
 * temporary database, and the median of repeated measurements.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir, serverEntryFile } from '../server/paths';

export interface BuiltSite {
  origin: string;
  /** Stops the server and removes its database. */
  stop(): void;
}

/** Starts `server/start.ts` (production mode) and waits until it answers, at most 60 s. */
export async function startBuiltSite(port: number, env: Record<string, string> = {}): Promise<BuiltSite> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
  const child = spawn(path.join(rootDir, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: rootDir,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(tmp, 'clinic.db'), NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('The server did not start within 60 s');
}

/** Ends the benchmark, saying why, when there is no build to serve. */
export function exitUnlessBuilt(): void {
  if (fs.existsSync(serverEntryFile)) return;
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
