import { describe, expect, it, vi } from 'vitest';
import { buildServer, type LoadedRenderer } from '../app';
import { openDatabase } from '../db/open-database';
import { SettingError } from '../setting-error';
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
    const token = tokens.issue('DC-7K4Q-92');
    expect(token).toMatch(/^[0-9a-z]+\.DC-7K4Q-92\.[\w-]{43}$/);
    expect(tokens.verify(token)).toBe(true);
    clock.advance(THANK_YOU_TOKEN_TTL_MS - 1);
    expect(tokens.verify(token)).toBe(true);
    clock.advance(1);
    expect(tokens.verify(token)).toBe(false);
  });

  it("binds the request's reference: a different request, a different token", () => {
    const tokens = createThankYouTokens({ secret: SECRET });
    expect(tokens.issue('DC-7K4Q-92')).not.toBe(tokens.issue('DC-7K4Q-93'));
  });

  it('is issued only for a well-formed reference', () => {
    const tokens = createThankYouTokens({ secret: SECRET });
    for (const reference of ['', 'DC-7K4Q', '<b>DC-7K4Q-92</b>', 'DC-7K4Q-92.x'])
      expect(() => tokens.issue(reference), reference).toThrow(/not a request reference/);
  });

  it('is checked by any signer with the same secret, and refused by one with another', () => {
    const token = createThankYouTokens({ secret: SECRET }).issue('DC-7K4Q-92');
    expect(createThankYouTokens({ secret: SECRET }).verify(token)).toBe(true);
    expect(createThankYouTokens({ secret: `${SECRET}!` }).verify(token)).toBe(false);
    // Without a secret, each signer draws its own: a restart invalidates older tokens.
    expect(createThankYouTokens().verify(createThankYouTokens().issue('DC-7K4Q-92'))).toBe(false);
  });

  it('refuses a token whose expiry, reference or signature was changed', () => {
    const clock = clockAt(Date.UTC(2026, 4, 10, 9));
    const tokens = createThankYouTokens({ secret: SECRET, now: clock.now });
    const [expiry, reference, signature] = tokens.issue('DC-7K4Q-92').split('.');
    const later = (parseInt(expiry, 36) + 24 * 3_600_000).toString(36);
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const forged of [`${later}.${reference}.${signature}`, `${expiry}.DC-7K4Q-93.${signature}`, `${expiry}.${reference}.${flip(signature)}`]) {
      expect(tokens.verify(forged), forged).toBe(false);
    }
  });

  it.each([undefined, null, '', 'abc', 42, ['a.b.c'], 'x'.repeat(500), 'zzzzzzzzzzzzz.DC-7K4Q-92.' + 'b'.repeat(43)])('refuses %j', (value) => {
    expect(createThankYouTokens({ secret: SECRET }).verify(value)).toBe(false);
  });
});

describe('FORM_TOKEN_SECRET', () => {
  it('is used when set, and must be long enough', () => {
    expect(readFormTokenSecret({ FORM_TOKEN_SECRET: SECRET })).toBe(SECRET);
    expect(() => readFormTokenSecret({ FORM_TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it("is required on PostgreSQL, where several instances must accept each other's passes", () => {
    expect(() => readFormTokenSecret({}, 'postgres')).toThrow(SettingError);
    expect(() => readFormTokenSecret({ FORM_TOKEN_SECRET: ' ' }, 'postgres')).toThrow(/FORM_TOKEN_SECRET must be set on PostgreSQL/);
    expect(readFormTokenSecret({ FORM_TOKEN_SECRET: SECRET }, 'postgres')).toBe(SECRET);
  });

  it('is random when unset on SQLite, a different one each start', () => {
    const first = readFormTokenSecret({});
    const second = readFormTokenSecret({});
    expect(Buffer.isBuffer(first) && first.length).toBe(32);
    expect(first).not.toEqual(second);
  });
});

describe('a server on PostgreSQL without FORM_TOKEN_SECRET', () => {
  it('refuses to start with a setting error (which `npm start` prints and exits 1 on)', async () => {
    vi.stubEnv('FORM_TOKEN_SECRET', '');
    const db = await openDatabase({ path: ':memory:' });
    try {
      const renderer = { renderer: {}, content: {} } as LoadedRenderer;
      // The handle says PostgreSQL: the check is on the dialect, not on a connection.
      await expect(buildServer({ db: { ...db, dialect: 'postgres' }, loadRenderer: async () => renderer })).rejects.toThrow(SettingError);
      await expect(buildServer({ db: { ...db, dialect: 'postgres' }, loadRenderer: async () => renderer })).rejects.toThrow(
        /FORM_TOKEN_SECRET must be set on PostgreSQL/,
      );
    } finally {
      vi.unstubAllEnvs();
      await db.close();
    }
  });
});
