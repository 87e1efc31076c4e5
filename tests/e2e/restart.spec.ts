import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './test';
import { clinicDatePlus } from './form-data';
import { freePort, ROOT, startServer, stopServer, type RunningServer } from './own-server';

/**
 * A request the server acknowledged survives the server process going away: killed outright
 * (SIGKILL, as in a power cut or an OOM kill) or stopped politely (SIGTERM, as in a deploy).
 * Each test runs its own `npm start` process (the built site, real SQLite file), separate from
 * the shared e2e server, so it can kill it. API-only, so it runs in one project.
 */

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
      const { data } = (await response.json()) as { data: { reference: string } };

      // Straight after the 201, no grace period: the row must already be on disk.
      const exitCode = await stopServer(first, signal);
      if (signal === 'SIGTERM') expect(exitCode, first.output()).toBe(0);

      second = await startServer(port, databasePath);
      const stored = readRow<Record<string, unknown>>(databasePath, 'SELECT * FROM requests WHERE reference = ?', data.reference);
      expect(stored).toMatchObject({
        kind: 'appointment',
        first_name: 'Restart',
        last_name: signal,
        email: request.email,
        phone_number: request.phoneNumber,
        treatment_id: 'root-canal',
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
      // The counter went on where it was: a new request gets a new row after the first.
      const nextReference = ((await next.json()) as { data: { reference: string } }).data.reference;
      const idOf = (reference: string) => readRow<{ id: number }>(databasePath, 'SELECT id FROM requests WHERE reference = ?', reference)!.id;
      expect(idOf(nextReference)).toBeGreaterThan(idOf(data.reference));
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
    const acknowledged: Array<{ index: number; reference: string }> = [];
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
            const { data } = (await response.json()) as { data: { reference: string } };
            acknowledged.push({ index, reference: data.reference });
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
    for (const { index, reference } of acknowledged) {
      const { kind, body } = requests[index];
      const common = {
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        phone_number: body.phoneNumber,
        country_code: '+91',
        message: body.message,
      };
      const stored = readRow<{ id: number }>(databasePath, 'SELECT * FROM requests WHERE reference = ?', reference);
      if (kind === 'appointment') {
        const appointment = body as typeof body & { service: string; date: string; time: string };
        expect(stored, `appointment ${index}`).toMatchObject({
          ...common,
          kind,
          treatment_id: appointment.service === 'Root Canal' ? 'root-canal' : appointment.service,
          appointment_date: appointment.date,
          appointment_time: appointment.time,
        });
      } else {
        expect(stored, `enquiry ${index}`).toMatchObject({ ...common, kind });
      }
      const outbox = readRow<{ id: number }>(databasePath, 'SELECT id FROM outbox WHERE request_id = ?', stored!.id);
      expect(outbox, `outbox row of ${reference}`).toBeDefined();
    }
    // Nothing half-written: every stored request has its outbox row, whether it was acknowledged or not.
    const orphans = readRow<{ n: number }>(databasePath, 'SELECT count(*) AS n FROM requests WHERE id NOT IN (SELECT request_id FROM outbox)')!.n;
    expect(orphans).toBe(0);
  } finally {
    await stopServer(second ?? first, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
