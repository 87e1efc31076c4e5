import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './test';

/**
 * A server of a test's own (`npm start`: the built site, on a fresh SQLite file), apart from the
 * shared e2e server: for tests that kill it, or that change the site's content (articles, gallery,
 * slides), which every other spec reads as the seed left it.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** A port nothing listens on now (the OS picks it), so parallel runs on one machine never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(port: number, databasePath: string, env: Record<string, string> = {}): Promise<RunningServer> {
  // detached: the server gets its own process group, so one signal reaches tsx and its node child.
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, NODE_ENV: 'production', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}`))));
  // Until it answers (a refused connection: not listening yet), or until it exits.
  const answering = expect
    .poll(
      () =>
        fetch(`${baseUrl}/api/v1/slider/get-images-url`).then(
          (response) => response.ok,
          () => false,
        ),
      {
        timeout: 60_000,
        message: 'the server did not start within 60 s',
      },
    )
    .toBe(true);
  try {
    await Promise.race([answering, exited]);
  } catch (error) {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { process: child, baseUrl, output: () => output };
}

export function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve(server.process.exitCode);
    server.process.once('exit', (code) => resolve(code));
    // SIGTERM goes to the tsx wrapper, which relays it; SIGKILL must hit the whole group.
    if (signal === 'SIGKILL') process.kill(-server.process.pid!, signal);
    else server.process.kill(signal);
  });
}

/**
 * `test` whose pages talk to a server of the worker's own, on a fresh database in tmp/e2e-own/
 * (`baseURL` is its address; `ownServer.databasePath` its file, for the staff CLI).
 */
export const ownServerTest = test.extend<object, { ownServer: RunningServer & { databasePath: string } }>({
  ownServer: [
    async ({}, use, workerInfo) => {
      const dir = path.join(ROOT, 'tmp', 'e2e-own', `${workerInfo.workerIndex}-${Date.now()}`);
      mkdirSync(dir, { recursive: true });
      const databasePath = path.join(dir, 'clinic.db');
      const server = await startServer(await freePort(), databasePath, { MEDIA_LIBRARY_DIR: path.join(dir, 'media') });
      await use({ ...server, databasePath });
      await stopServer(server, 'SIGTERM');
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseUrl);
  },
});
