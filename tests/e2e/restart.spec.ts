import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';

/**
 * A request the server acknowledged survives the server process going away: killed outright
 * (SIGKILL, as in a power cut or an OOM kill) or stopped politely (SIGTERM, as in a deploy).
 * Each test runs its own `npm start` process (the built site, real SQLite file), separate from
 * the shared e2e server, so it can kill it. API-only, so it runs in one project.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
}

async function startServer(port: number, databasePath: string): Promise<RunningServer> {
  // detached: the server gets its own process group, so one signal reaches tsx and its node child.
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, NODE_ENV: 'production', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/slider/get-images-url`)).ok) return { process: child, baseUrl, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`server did not start within 60 s:\n${output}`);
}

function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve(server.process.exitCode);
    server.process.once('exit', (code) => resolve(code));
    // SIGTERM goes to the tsx wrapper, which relays it; SIGKILL must hit the whole group.
    if (signal === 'SIGKILL') process.kill(-server.process.pid!, signal);
    else server.process.kill(signal);
  });
}

function clinicDateTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
}

function readRow<T>(databasePath: string, sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
  test(`an acknowledged appointment request survives a ${signal} restart @desktop`, async ({}, testInfo) => {
    test.setTimeout(150_000);
    const dir = path.join(ROOT, 'tmp', 'e2e-restart', `${signal}-${testInfo.workerIndex}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    const databasePath = path.join(dir, 'clinic.db');
    const port = 4300 + testInfo.workerIndex * 10 + (signal === 'SIGKILL' ? 0 : 1);
    const request = {
      firstName: 'Restart',
      lastName: signal,
      email: `restart.${signal.toLowerCase()}@example.com`,
      phoneNumber: '9123456780',
      countryCode: '+91',
      message: `Sent just before a ${signal}`,
      service: 'Root Canal',
      date: clinicDateTomorrow(),
      time: '10:30',
    };

    const first = await startServer(port, databasePath);
    let second: RunningServer | undefined;
    try {
      const testimonialsBefore = readRow<{ n: number }>(databasePath, 'SELECT count(*) AS n FROM testimonials')!.n;
      const response = await fetch(`${first.baseUrl}/api/v1/appointment/book-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: number } };

      // Straight after the 201, no grace period: the row must already be on disk.
      const exitCode = await stopServer(first, signal);
      if (signal === 'SIGTERM') expect(exitCode, first.output()).toBe(0);

      second = await startServer(port, databasePath);
      const stored = readRow<Record<string, unknown>>(databasePath, 'SELECT * FROM appointments WHERE id = ?', data.id);
      expect(stored).toMatchObject({
        first_name: 'Restart',
        last_name: signal,
        email: request.email,
        phone_number: request.phoneNumber,
        service: 'Root Canal',
        appointment_date: request.date,
        appointment_time: '10:30',
      });
      // Its e-mail is still waiting in the outbox (no SMTP here), and the restart did not re-seed.
      expect(readRow<{ n: number }>(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'pending'")!.n).toBe(1);
      expect(readRow<{ n: number }>(databasePath, 'SELECT count(*) AS n FROM testimonials')!.n).toBe(testimonialsBefore);

      // And the restarted server goes on taking requests.
      const next = await fetch(`${second.baseUrl}/api/v1/appointment/book-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, time: '11:00' }),
      });
      expect(next.status).toBe(201);
      expect(((await next.json()) as { data: { id: number } }).data.id).toBeGreaterThan(data.id);
    } finally {
      await stopServer(second ?? first, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
