import { describe, expect, it } from 'vitest';
import { readTrustProxy } from './fastify-options';

describe('readTrustProxy', () => {
  it('trusts the reverse proxy by default', () => {
    expect(readTrustProxy({})).toBe(true);
    expect(readTrustProxy({ TRUST_PROXY: 'true' })).toBe(true);
  });

  it('can be turned off for a server facing the internet', () => {
    expect(readTrustProxy({ TRUST_PROXY: 'false' })).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: '0' })).toBe(false);
  });
});
