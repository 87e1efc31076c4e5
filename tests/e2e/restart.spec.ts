import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './test';
import { clinicDatePlus } from './form-data';

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

/** A port nothing listens on now (the OS picks it), so parallel runs on one machine never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, databasePath: string, env: Record<string, string> = {}): Promise<RunningServer> {
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
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve(server.process.exitCode);
    server.process.once('exit', (code) => resolve(code));
    // SIGTERM goes to the tsx wrapper, which relays it; SIGKILL must hit the whole group.
    if (signal === 'SIGKILL') process.kill(-server.process.pid!, signal);
    else server.process.kill(signal);
  });
}

function clinicDateTomorrow(): string {
  return clinicDatePlus(1);
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
    const port = await freePort();
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

/**
 * Under load: 200 valid requests (appointments and enquiries) sent at once, the process killed
 * outright while they are in flight. Every request that got its 2xx must be in the database
 * after the restart, every field as sent, with its outbox row; the ones cut off may or may not
 * be there, but nothing half-written is.
 */
test('200 concurrent requests, SIGKILL mid-run: every acknowledged one is stored whole, with its outbox row @desktop', async ({}, testInfo) => {
  test.setTimeout(150_000);
  const TOTAL = 200;
  const KILL_AFTER_ACKNOWLEDGED = 50;
  const dir = path.join(ROOT, 'tmp', 'e2e-restart', `concurrent-${testInfo.workerIndex}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const databasePath = path.join(dir, 'clinic.db');
  const port = await freePort();
  const date = clinicDateTomorrow();
  const contact = (i: number) => ({
    firstName: `Load ${i}`,
    lastName: i % 3 === 0 ? 'Shah' : 'Patel',
    email: `load.${i}@example.com`,
    phoneNumber: `91${String(i).padStart(8, '0')}`,
    countryCode: '+91',
    message: `Concurrent request ${i} of ${TOTAL}`,
  });
  const requests = Array.from({ length: TOTAL }, (_, i) =>
    i % 2 === 0
      ? {
          kind: 'appointment' as const,
          body: { ...contact(i), service: 'Root Canal', date, time: `${String(8 + (i % 14)).padStart(2, '0')}:${i % 4 === 0 ? '00' : '30'}` },
        }
      : { kind: 'contact' as const, body: contact(i) },
  );

  // The per-address limit is off: all 200 come from this one address.
  const first = await startServer(port, databasePath, { FORM_RATE_LIMIT_MAX: '0' });
  let second: RunningServer | undefined;
  try {
    const acknowledged: Array<{ index: number; id: number }> = [];
    let failed = 0;
    let killed: Promise<number | null> | undefined;
    await Promise.all(
      requests.map(async ({ kind, body }, index) => {
        const url = kind === 'appointment' ? '/api/v1/appointment/book-appointment' : '/api/v1/contacts/create-contacts-inquiry';
        try {
          const response = await fetch(`${first.baseUrl}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (response.status >= 200 && response.status < 300) {
            const { data } = (await response.json()) as { data: { id: number } };
            acknowledged.push({ index, id: data.id });
            if (acknowledged.length === KILL_AFTER_ACKNOWLEDGED) killed = stopServer(first, 'SIGKILL');
          } else {
            failed += 1;
          }
        } catch {
          failed += 1; // cut off by the kill
        }
      }),
    );
    await killed;
    console.log(`${acknowledged.length} acknowledged, ${failed} cut off by the kill`);
    expect(acknowledged.length, first.output()).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    // Killed mid-run: some requests never got their answer.
    expect(failed).toBeGreaterThan(0);
    expect(acknowledged.length + failed).toBe(TOTAL);

    second = await startServer(port, databasePath);
    for (const { index, id } of acknowledged) {
      const { kind, body } = requests[index];
      const common = {
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        phone_number: body.phoneNumber,
        country_code: '+91',
        message: body.message,
      };
      if (kind === 'appointment') {
        const appointment = body as typeof body & { service: string; date: string; time: string };
        expect(readRow(databasePath, 'SELECT * FROM appointments WHERE id = ?', id), `appointment ${index}`).toMatchObject({
          ...common,
          service: appointment.service,
          appointment_date: appointment.date,
          appointment_time: appointment.time,
        });
      } else {
        expect(readRow(databasePath, 'SELECT * FROM contacts WHERE id = ?', id), `enquiry ${index}`).toMatchObject(common);
      }
      const outbox = readRow<{ payload: string }>(databasePath, 'SELECT payload FROM outbox WHERE kind = ? AND reference_id = ?', kind, id);
      expect(outbox, `outbox row of ${kind} ${id}`).toBeDefined();
      expect(JSON.parse(outbox!.payload)).toMatchObject({ kind, id, request: { ...body, countryCode: '+91' } });
    }
    // Nothing half-written: every stored request has its outbox row, whether it was acknowledged or not.
    for (const table of ['appointments', 'contacts'] as const) {
      const kind = table === 'appointments' ? 'appointment' : 'contact';
      const orphans = readRow<{ n: number }>(
        databasePath,
        `SELECT count(*) AS n FROM ${table} WHERE id NOT IN (SELECT reference_id FROM outbox WHERE kind = ?)`,
        kind,
      )!.n;
      expect(orphans, table).toBe(0);
    }
  } finally {
    await stopServer(second ?? first, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
