import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FORM_RATE_LIMIT, readFormRateLimit } from './form-rate-limit';
import { startApiTestServer, type ApiTestServer } from './testing/api-test-server';
import { SAMPLE_APPOINTMENT, SAMPLE_CONTACT, SAMPLE_NOW } from './testing/sample-requests';

describe('readFormRateLimit', () => {
  it('defaults to 20 submissions per 10 minutes', () => {
    expect(readFormRateLimit({})).toEqual({ max: 20, timeWindowMs: 600_000 });
    expect(readFormRateLimit({ FORM_RATE_LIMIT_MAX: 'lots' })).toEqual(DEFAULT_FORM_RATE_LIMIT);
    expect(readFormRateLimit({ FORM_RATE_LIMIT_MAX: '-3' })).toEqual(DEFAULT_FORM_RATE_LIMIT);
  });

  it('reads FORM_RATE_LIMIT_MAX, where 0 turns the limit off', () => {
    expect(readFormRateLimit({ FORM_RATE_LIMIT_MAX: '5' })).toEqual({ max: 5, timeWindowMs: 600_000 });
    expect(readFormRateLimit({ FORM_RATE_LIMIT_MAX: '0' })).toBe(false);
  });
});

describe('the submission limit over HTTP', () => {
  let server: ApiTestServer;

  beforeAll(async () => {
    server = await startApiTestServer({ now: () => SAMPLE_NOW, formRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await server.close();
    await server.remove();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const countRows = async () => {
    const requests = await server.db.kysely
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(requests.n);
  };

  it('shares one allowance between both forms, then answers 429 { message } and stores nothing', async () => {
    expect((await post('/contacts/create-contacts-inquiry', SAMPLE_CONTACT)).status).toBe(201);
    expect((await post('/appointment/book-appointment', SAMPLE_APPOINTMENT)).status).toBe(201);
    // A rejected submission counts too: a script cannot probe for free.
    expect((await post('/contacts/create-contacts-inquiry', { ...SAMPLE_CONTACT, email: 'nope' })).status).toBe(400);

    const refused = await post('/appointment/book-appointment', SAMPLE_APPOINTMENT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: 'Too many requests from your network: please try again in 1 minute, or call the clinic.' });
    expect((await post('/contacts/create-contacts-inquiry', SAMPLE_CONTACT)).status).toBe(429);
    expect(await countRows()).toBe(2);
  });

  it('leaves the read calls alone', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fetch(`${server.baseUrl}/api/v1/testimonials/get-testimonials`)).status).toBe(200);
      const blogs = await post('/blogs/get-all-blogs', {});
      expect(blogs.status).toBe(200);
    }
  });
});
