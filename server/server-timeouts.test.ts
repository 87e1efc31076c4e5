import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyServerOptions } from './fastify-options';
import { connectionsCheckingIntervalMs, DEFAULT_SERVER_TIMEOUTS, readServerTimeouts } from './server-timeouts';
import { exchangeRaw, parseRawResponse } from './testing/raw-socket';

describe('readServerTimeouts', () => {
  it('has a limit for every phase by default', () => {
    expect(readServerTimeouts({})).toEqual({ headersMs: 10_000, requestMs: 30_000, connectionMs: 60_000, keepAliveMs: 72_000 });
    expect(connectionsCheckingIntervalMs(DEFAULT_SERVER_TIMEOUTS)).toBe(1000);
  });

  it('reads each from its variable', () => {
    expect(
      readServerTimeouts({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '20000', CONNECTION_TIMEOUT_MS: '15000', KEEP_ALIVE_TIMEOUT_MS: '65000' }),
    ).toEqual({ headersMs: 5000, requestMs: 20_000, connectionMs: 15_000, keepAliveMs: 65_000 });
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS=0/],
    [{ CONNECTION_TIMEOUT_MS: 'soon' }, /CONNECTION_TIMEOUT_MS=soon/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '-1' }, /KEEP_ALIVE_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '1.5' }, /HEADERS_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /cannot be longer than REQUEST_TIMEOUT_MS/],
  ])('refuses %j (0 would mean no limit at all)', (env, message) => {
    expect(() => readServerTimeouts(env)).toThrow(message);
  });

  it('goes into the server options', () => {
    const options = fastifyServerOptions({ REQUEST_TIMEOUT_MS: '4000', HEADERS_TIMEOUT_MS: '2000' });
    expect(options).toMatchObject({
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      requestTimeout: 4000,
      http: { headersTimeout: 2000, requestTimeout: 4000, connectionsCheckingInterval: 500 },
    });
  });
});

describe('slow and stalled clients on a real socket', () => {
  const LIMIT_MS = 600;
  // Node checks deadlines every connectionsCheckingInterval (here 150 ms); allow for a busy machine.
  const SLACK_MS = 1500;
  let app: FastifyInstance;
  let port: number;
  let handled = 0;

  beforeAll(async () => {
    app = Fastify(
      fastifyServerOptions({
        HEADERS_TIMEOUT_MS: String(LIMIT_MS),
        REQUEST_TIMEOUT_MS: String(LIMIT_MS),
        CONNECTION_TIMEOUT_MS: String(LIMIT_MS * 4),
        KEEP_ALIVE_TIMEOUT_MS: String(LIMIT_MS),
      }),
    );
    app.post('/form', async (request) => {
      handled += 1;
      return { data: request.body };
    });
    app.get('/', async () => ({ data: 'ok' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('a body that never finishes is answered 408 { message } and closed within the limit', async () => {
    const stalled = ['POST /form HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Content-Length: 15000', '', '{'].join('\r\n');
    const { response, closedAfterMs } = await exchangeRaw(port, stalled, { waitMs: LIMIT_MS + SLACK_MS + 2000 });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(closedAfterMs!).toBeLessThan(LIMIT_MS + SLACK_MS);
    const { status, body } = parseRawResponse(response);
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ message: 'The request took too long to arrive: please try again' });
    expect(handled).toBe(0);
  });

  it('headers that never finish (slowloris) are cut off within the limit', async () => {
    const { response, closedAfterMs } = await exchangeRaw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1', {
      waitMs: LIMIT_MS + SLACK_MS + 2000,
    });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(LIMIT_MS + SLACK_MS);
    expect(parseRawResponse(response).status).toBe(408);
  });

  it('a connection that sends nothing is answered 408 and closed within the headers limit', async () => {
    const { response, closedAfterMs } = await exchangeRaw(port, '', { waitMs: LIMIT_MS + SLACK_MS + 2000 });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(LIMIT_MS + SLACK_MS);
    expect(parseRawResponse(response).status).toBe(408);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const { response, closedAfterMs } = await exchangeRaw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', {
      waitMs: LIMIT_MS + SLACK_MS + 2000,
    });
    expect(parseRawResponse(response).status).toBe(200);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(LIMIT_MS + SLACK_MS);
  });

  it("malformed HTTP gets 400 { message } in the site's shape", async () => {
    const { response } = await exchangeRaw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    const { status, headers, body } = parseRawResponse(response);
    expect(status).toBe(400);
    expect(headers).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(body)).toEqual({ message: 'The request is not valid HTTP' });
  });

  it('a URL over the 16 KB header limit gets 431 { message }', async () => {
    const { response } = await exchangeRaw(port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const { status, body } = parseRawResponse(response);
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ message: 'The request headers or the address are too long' });
  });
});
