import { describe, expect, it } from 'vitest';
import { createThankYouTokens, readFormTokenSecret, THANK_YOU_TOKEN_TTL_MS } from './thank-you-token';

const SECRET = 'a test secret that is long enough to sign with';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('thank-you tokens', () => {
  it('accepts its own token until it expires, ten minutes after it was issued', () => {
    const clock = clockAt(Date.UTC(2026, 4, 10, 9));
    const tokens = createThankYouTokens({ secret: SECRET, now: clock.now });
    const token = tokens.issue();
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{12}\.[\w-]{43}$/);
    expect(tokens.verify(token)).toBe(true);
    clock.advance(THANK_YOU_TOKEN_TTL_MS - 1);
    expect(tokens.verify(token)).toBe(true);
    clock.advance(1);
    expect(tokens.verify(token)).toBe(false);
  });

  it('issues a different token each time', () => {
    const tokens = createThankYouTokens({ secret: SECRET });
    expect(new Set(Array.from({ length: 20 }, () => tokens.issue())).size).toBe(20);
  });

  it('is checked by any signer with the same secret, and refused by one with another', () => {
    const token = createThankYouTokens({ secret: SECRET }).issue();
    expect(createThankYouTokens({ secret: SECRET }).verify(token)).toBe(true);
    expect(createThankYouTokens({ secret: `${SECRET}!` }).verify(token)).toBe(false);
    // Without a secret, each signer draws its own: a restart invalidates older tokens.
    expect(createThankYouTokens().verify(createThankYouTokens().issue())).toBe(false);
  });

  it('refuses a token whose expiry, nonce or signature was changed', () => {
    const clock = clockAt(Date.UTC(2026, 4, 10, 9));
    const tokens = createThankYouTokens({ secret: SECRET, now: clock.now });
    const [expiry, nonce, signature] = tokens.issue().split('.');
    const later = (parseInt(expiry, 36) + 24 * 3_600_000).toString(36);
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const forged of [`${later}.${nonce}.${signature}`, `${expiry}.${flip(nonce)}.${signature}`, `${expiry}.${nonce}.${flip(signature)}`]) {
      expect(tokens.verify(forged), forged).toBe(false);
    }
  });

  it.each([undefined, null, '', 'abc', 42, ['a.b.c'], 'x'.repeat(500), 'zzzzzzzzzzzzz.aaaaaaaaaaaa.' + 'b'.repeat(43)])('refuses %j', (value) => {
    expect(createThankYouTokens({ secret: SECRET }).verify(value)).toBe(false);
  });
});

describe('FORM_TOKEN_SECRET', () => {
  it('is used when set, and must be long enough', () => {
    expect(readFormTokenSecret({ FORM_TOKEN_SECRET: SECRET })).toBe(SECRET);
    expect(() => readFormTokenSecret({ FORM_TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('is random when unset, a different one each start', () => {
    const first = readFormTokenSecret({});
    const second = readFormTokenSecret({});
    expect(Buffer.isBuffer(first) && first.length).toBe(32);
    expect(first).not.toEqual(second);
  });
});
