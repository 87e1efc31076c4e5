import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from './api/testing/api-test-server';
import { SAMPLE_CONTACT, SAMPLE_NOW } from './api/testing/sample-requests';
import { fastifyServerOptions } from './fastify-options';
import { SettingError } from './setting-error';
import { readTrustProxy, trustProxyOption } from './trust-proxy';

describe('readTrustProxy', () => {
  it('trusts nobody by default: the server faces the internet on a fresh machine', () => {
    for (const value of [undefined, '', ' ', 'false', 'FALSE', '0', 'off', 'no']) {
      expect(readTrustProxy(value === undefined ? {} : { TRUST_PROXY: value })).toBe(false);
    }
    expect(fastifyServerOptions({}).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(readTrustProxy({ TRUST_PROXY: '1' })).toBe(1);
    expect(readTrustProxy({ TRUST_PROXY: ' 2 ' })).toBe(2);
    expect(() => readTrustProxy({ TRUST_PROXY: '11' })).toThrow(/at most 10/);
  });

  it('takes proxy addresses, CIDR ranges and the named ranges', () => {
    expect(readTrustProxy({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1, fd00::/8,loopback' })).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'TRUE', 'yes', 'all', 'on'])('refuses a blanket %j, which would believe a forged header', (value) => {
    expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(SettingError);
    expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=1 for one reverse proxy/);
  });

  it.each(['proxy.example', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', '1.5', '-1'])('refuses %j', (value) => {
    expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(SettingError);
  });

  it('turns a hop count into a trust function Fastify honours (a bare number trusts nobody there)', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });
});

/**
 * The form limit must count a client once however many addresses it claims: 30 submissions,
 * each with a new forged X-Forwarded-For, are limited exactly like 30 from one address.
 */
describe('forged X-Forwarded-For against the form limit', () => {
  const MAX = 5;
  const ATTEMPTS = 30;
  let server: ApiTestServer | undefined;

  afterEach(async () => {
    await server?.close();
    await server?.remove();
    server = undefined;
  });

  async function start(env: NodeJS.ProcessEnv) {
    server = await startApiTestServer({ now: () => SAMPLE_NOW, formRateLimit: { max: MAX, timeWindowMs: 60_000 } }, { env });
    return server;
  }

  async function submit(forwardedFor: string): Promise<number> {
    const response = await fetch(`${server!.baseUrl}/api/v1/contacts/create-contacts-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(SAMPLE_CONTACT),
    });
    return response.status;
  }

  async function submitForged(realAddressAppendedByProxy?: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 1; i <= ATTEMPTS; i += 1) {
      const forged = `198.51.100.${i}`;
      statuses.push(await submit(realAddressAppendedByProxy ? `${forged}, ${realAddressAppendedByProxy}` : forged));
    }
    return statuses;
  }

  const expectLimitedLikeOneAddress = (statuses: number[]) => {
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ATTEMPTS - MAX);
    expect(statuses.slice(0, MAX).every((status) => status === 201)).toBe(true);
  };

  it('with the defaults: the header is ignored, the TCP peer is counted', async () => {
    await start({});
    expectLimitedLikeOneAddress(await submitForged());
  });

  it('with one trusted hop: the address the proxy appended is counted, not what the client wrote before it', async () => {
    await start({ TRUST_PROXY: '1' });
    expectLimitedLikeOneAddress(await submitForged('203.0.113.7'));
    // And the proxy's word is taken: another visitor behind it has an allowance of their own.
    expect(await submit('198.51.100.99, 203.0.113.8')).toBe(201);
  });

  it('with the proxy named by address: the same', async () => {
    await start({ TRUST_PROXY: '127.0.0.1' });
    expectLimitedLikeOneAddress(await submitForged('203.0.113.7'));
    expect(await submit('198.51.100.99, 203.0.113.8')).toBe(201);
  });
});
