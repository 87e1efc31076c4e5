import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../db/staff-repository';
import { DEFAULT_LOGIN_THROTTLE } from './login-throttle';
import { DEFAULT_SCRYPT_COST, hashPassword } from './password-hashing';
import { SAME_ORIGIN, TEST_PASSWORD, startStaffTestServer, type StaffTestServer } from './testing/staff-test-server';

/**
 * Sign-ins sent all at once over real sockets, as an attacker would: every guess of the burst
 * arrives while the first passwords are still being hashed.
 */

let server: StaffTestServer;
let origin: string;

beforeAll(async () => {
  server = await startStaffTestServer({ loginThrottle: DEFAULT_LOGIN_THROTTLE });
  // At the real cost, so each check takes as long as in production and the burst overlaps it.
  await createStaffUser(
    server.db,
    { username: 'asha', passwordHash: await hashPassword(TEST_PASSWORD, DEFAULT_SCRYPT_COST), role: 'admin' },
    { actor: 'test', at: server.clock.now },
  );
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function signIn(username: string, password: string, form = false) {
  return fetch(`${origin}${form ? '/staff/login' : '/staff/api/session'}`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams({ username, password }).toString() : JSON.stringify({ username, password }),
    redirect: 'manual',
  });
}

describe('a burst of sign-ins', () => {
  it(`checks no more passwords for one username than the limit (${DEFAULT_LOGIN_THROTTLE.maxPerUsername}), through the API and the form alike`, async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn('asha', `guess number ${i}`, i % 2 === 1)));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_LOGIN_THROTTLE.maxPerUsername);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - DEFAULT_LOGIN_THROTTLE.maxPerUsername);
    const refused = burst.find((response) => response.status === 429 && response.headers.get('content-type')?.includes('json'));
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({ message: expect.stringMatching(/^Too many failed sign-ins/) });
    // The right password is refused too while the username is paused.
    expect((await signIn('asha', TEST_PASSWORD)).status).toBe(429);
  });
});
