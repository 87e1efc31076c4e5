import { SAMPLE_BOOKING_RULES, SAMPLE_TREATMENTS } from '../../api/testing/sample-requests';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import type { ClinicDatabase } from '../../db/open-database';
import { createStaffUser } from '../../db/staff-repository';
import { createTemporaryDirectory, type TemporaryDirectory } from '../../db/testing/seed-fixture';
import { openTestDatabase } from '../../db/testing/test-database';
import { fastifyServerOptions } from '../../fastify-options';
import { registerApi } from '../../api/register-api';
import { hashPassword, type ScryptCost } from '../password-hashing';
import { registerStaff, type StaffDependencies } from '../register-staff';
import { CLI_ACTOR } from '../staff-cli';
import { FIXTURE_BRANCHES, FIXTURE_DENTISTS, FIXTURE_SITE } from './fixture-branches';
import type { StaffRole } from '../staff-permissions';

/** Cheap enough for tests to hash many times; real accounts use DEFAULT_SCRYPT_COST. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
export const TEST_PASSWORD = 'correct horse battery staple';
/** What a staff page's form sends along: the browser's own-origin markers. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

export interface StaffTestServer {
  app: FastifyInstance;
  db: ClinicDatabase;
  tmp: TemporaryDirectory;
  /** Moves the staff side's clock (sessions, history). */
  clock: { now: Date };
  /** An account made as the command line makes it; `admin` unless a role is given. */
  addUser(username: string, password?: string, role?: StaffRole): Promise<void>;
  /** Signs in through the API; returns the Cookie header value to send. */
  signIn(username: string, password?: string): Promise<string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Every staff route that needs a session, with the action it names (`any-staff`: a session only). */
  routes: Array<{ method: string; url: string; permission: string }>;
  close(): Promise<void>;
}

/** The API and the staff side in one bare Fastify instance on a fresh database. */
export async function startStaffTestServer(overrides: Partial<StaffDependencies> = {}): Promise<StaffTestServer> {
  const tmp = createTemporaryDirectory('clinic-staff-');
  const db = await openTestDatabase();
  const clock = { now: new Date('2026-05-10T09:00:00.000Z') };
  const app = Fastify({ ...fastifyServerOptions(), logger: false });
  app.get('/*', async (_request, reply) => reply.type('text/html').send('<html>public page</html>'));
  const routes: StaffTestServer['routes'] = [];
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });
  await registerApi(app, {
    db,
    mediaDir: tmp.path,
    // The same library folder as the staff side's, as app.ts gives both.
    mediaLibraryDir: overrides.mediaLibraryDir,
    treatments: SAMPLE_TREATMENTS,
    branches: FIXTURE_BRANCHES,
    booking: SAMPLE_BOOKING_RULES,
    now: () => clock.now,
    formRateLimit: false,
  });
  await registerStaff(app, {
    db,
    clinicName: 'Test Dental Clinic',
    treatments: SAMPLE_TREATMENTS,
    branches: FIXTURE_BRANCHES,
    dentists: FIXTURE_DENTISTS,
    site: FIXTURE_SITE,
    timeZone: 'Asia/Kolkata',
    mailEnabled: false,
    now: () => clock.now,
    decoyCost: TEST_SCRYPT_COST,
    passwordCost: TEST_SCRYPT_COST,
    mediaDir: tmp.path,
    ...overrides,
  });
  await app.ready();

  const server: StaffTestServer = {
    app,
    db,
    tmp,
    clock,
    async addUser(username, password = TEST_PASSWORD, role = 'admin') {
      await createStaffUser(db, { username, passwordHash: await hashPassword(password, TEST_SCRYPT_COST), role }, { actor: CLI_ACTOR, at: clock.now });
    },
    async signIn(username, password = TEST_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/staff/api/session', headers: SAME_ORIGIN, payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return sessionCookieOf(response)!;
    },
    inject: (options) => app.inject(options),
    routes,
    async close() {
      await app.close();
      await db.close();
      tmp.remove();
    },
  };
  return server;
}

/** `staff_session=…` from a response's Set-Cookie, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) => cookie.startsWith('staff_session='));
  return session?.split(';')[0];
}

/** A staff account made in the database of a running test server, signed in: its session cookie. */
export async function signInNewStaff(
  app: Pick<FastifyInstance, 'inject'>,
  db: ClinicDatabase,
  account: { username: string; role: StaffRole; at: Date },
): Promise<string> {
  await createStaffUser(
    db,
    { username: account.username, passwordHash: await hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST), role: account.role },
    { actor: CLI_ACTOR, at: account.at },
  );
  const signedIn = await app.inject({
    method: 'POST',
    url: '/staff/api/session',
    headers: SAME_ORIGIN,
    payload: { username: account.username, password: TEST_PASSWORD },
  });
  const cookie = sessionCookieOf(signedIn);
  if (!cookie) throw new Error(`Signing in as ${account.username} failed: ${signedIn.statusCode} ${signedIn.body}`);
  return cookie;
}

/** A staff page's form as a browser posts it: urlencoded, from the site's own origin, with the session's cookie. */
export function postStaffForm(
  app: { inject(options: InjectOptions): Promise<LightMyRequestResponse> },
  url: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
}
