import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { rootDir } from '../../server/paths';

/** One `npm start` server (server/start.ts on the build in dist/), started and stopped by its pid. */
export interface SiteInstance {
  readonly port: number;
  readonly origin: string;
  readonly pid: number;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** The pino lines the server wrote so far, parsed (lines that are not JSON are skipped). */
  logEntries(): Array<Record<string, unknown>>;
  /** The last lines it wrote, for an error message. */
  logTail(lines?: number): string;
  /** Waits until it answers 200 on a page that needs its database, at most `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL: the machine losing the process mid-work. */
  kill(): Promise<void>;
}

export interface SiteInstanceOptions {
  port: number;
  /** The database and mail settings, TRUST_PROXY and so on, over NODE_ENV=production, HOST and PORT. */
  env: Record<string, string>;
  /** Where its stdout and stderr go. */
  logFile: string;
}

/**
 * Starts server/start.ts as `node --import tsx` (what `npm start` runs, with tsx loaded into the
 * server's own process rather than a tsx parent that forwards signals to a child): the pid is the
 * server's, so SIGKILL ends the server at once, as a crash would. Its own process group, so a
 * stop also ends anything it started.
 */
export function startSiteInstance({ port, env, logFile }: SiteInstanceOptions): SiteInstance {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: rootDir,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const logTail = (lines = 30) => fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    logEntries: () =>
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .flatMap((line) => {
          if (!line.startsWith('{')) return [];
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    logTail,
    async ready(timeoutMs = 60_000) {
      try {
        await waitUntilServing(`http://127.0.0.1:${port}/api/v1/slider/get-images-url`, exited, timeoutMs);
      } catch (error) {
        throw new Error(`${(error as Error).message}; its log ends:\n${logTail()}`);
      }
    },
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** Waits until `url` answers 200 (the server is listening and its database is open), at most `timeoutMs`. */
async function waitUntilServing(url: string, exited: Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server for ${url} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
