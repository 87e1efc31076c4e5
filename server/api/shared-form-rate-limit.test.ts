import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../db/open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { fastifyServerOptions } from '../fastify-options';
import { DEFAULT_FORM_RATE_LIMIT } from './form-rate-limit';
import { registerApi } from './register-api';
import { SAMPLE_BOOKING_RULES, SAMPLE_CONTACT, SAMPLE_NOW, SAMPLE_BRANCHES, SAMPLE_TREATMENTS } from './testing/sample-requests';

/**
 * Two API instances on one database, as behind a load balancer: the form limit is one allowance
 * per address, whichever instance answers.
 */

let db: TestDatabase;
let other: ClinicDatabase;
let tmp: TemporaryDirectory;
const instances: { app: FastifyInstance; url: string }[] = [];

async function startInstance(database: ClinicDatabase) {
  const app = Fastify({ ...fastifyServerOptions(), logger: false });
  await registerApi(app, {
    db: database,
    mediaDir: tmp.path,
    treatments: SAMPLE_TREATMENTS,
    branches: SAMPLE_BRANCHES,
    booking: SAMPLE_BOOKING_RULES,
    now: () => SAMPLE_NOW,
    formRateLimit: DEFAULT_FORM_RATE_LIMIT,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  instances.push({ app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
}

beforeAll(async () => {
  tmp = createTemporaryDirectory('clinic-shared-limit-');
  db = await openTestDatabase();
  other = await db.openAgain();
  await startInstance(db);
  await startInstance(other);
});
afterAll(async () => {
  for (const { app } of instances) await app.close();
  await other.close();
  await db.close();
  tmp.remove();
});

const post = (url: string, i: number) =>
  fetch(`${url}/api/v1/contacts/create-contacts-inquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SAMPLE_CONTACT, firstName: `Asha${i}` }),
  });

describe('the form limit over two instances', () => {
  it(`refuses the ${DEFAULT_FORM_RATE_LIMIT.max + 1}st and later of 30 posts from one address, whichever instance answers (both do), and stores only the rest`, async () => {
    const answers: Response[] = [];
    // One after the other, alternating: the count of each is the sum over both instances.
    for (let i = 0; i < 30; i += 1) answers.push(await post(instances[i % 2].url, i));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([...Array(DEFAULT_FORM_RATE_LIMIT.max).fill(201), ...Array(30 - DEFAULT_FORM_RATE_LIMIT.max).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await db.kysely
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(DEFAULT_FORM_RATE_LIMIT.max);
  });
});
