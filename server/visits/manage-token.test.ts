import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManageToken, hashManageToken, isTokenValid, NO_VISIT_VALID_DAYS, tokenExpiry, tokenMatches } from './manage-token';

const TIME_ZONE = 'Asia/Kolkata';

describe('the token', () => {
  it('is 128 random bits as 22 base64url characters, different every time', () => {
    const tokens = Array.from({ length: 50 }, () => createManageToken().token);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('is stored only as its SHA-256, in hex', () => {
    const { token, hash } = createManageToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
    expect(hashManageToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('comparing a presented token', () => {
  const { token, hash } = createManageToken();

  it('matches its own hash only', () => {
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(createManageToken().token, hash)).toBe(false);
    expect(tokenMatches(token, hash.toUpperCase())).toBe(false);
  });

  it.each([
    ['an empty stored hash', ''],
    ['a short one', hash.slice(0, 10)],
    ['a long one', `${hash}00`],
    ['one that is not hex', 'z'.repeat(64)],
  ])('against %s, answers false without throwing', (_case, stored) => {
    expect(() => tokenMatches(token, stored)).not.toThrow();
    expect(tokenMatches(token, stored)).toBe(false);
  });

  it('a presented token of any length or content is hashed first, so it never throws', () => {
    for (const presented of ['', 'x', 'x'.repeat(10_000), 'પટેલ', '\u0000']) expect(tokenMatches(presented, hash)).toBe(false);
  });
});

describe('how long the link works', () => {
  it('until the end of the visit’s day in the clinic: midnight clinic time', () => {
    const expiresAt = tokenExpiry({ visitDate: '2026-12-03', requestedAt: new Date('2026-11-26T04:30:00.000Z') }, TIME_ZONE);
    // Midnight between 3 and 4 Dec in the clinic is 18:30 UTC on 3 Dec.
    expect(expiresAt.toISOString()).toBe('2026-12-03T18:30:00.000Z');
  });

  it('across the year end', () => {
    expect(tokenExpiry({ visitDate: '2026-12-31', requestedAt: new Date('2026-12-01T00:00:00.000Z') }, TIME_ZONE).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });

  it(`without a visit date, for ${NO_VISIT_VALID_DAYS} clinic days after the request`, () => {
    // 20:00 UTC on 30 Nov is already 1 Dec in the clinic: 30 days on is 31 Dec, which ends at 18:30 UTC.
    expect(tokenExpiry({ visitDate: null, requestedAt: new Date('2026-11-30T20:00:00.000Z') }, TIME_ZONE).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(tokenExpiry({ requestedAt: new Date('2026-11-30T18:00:00.000Z') }, TIME_ZONE).toISOString()).toBe('2026-12-30T18:30:00.000Z');
  });

  it('a valid token opens the request until that instant, and not after', () => {
    const { token, hash } = createManageToken();
    const expiresAt = new Date('2026-12-03T18:30:00.000Z');
    expect(isTokenValid(token, { hash, expiresAt }, new Date('2026-12-03T18:29:59.999Z'))).toBe(true);
    expect(isTokenValid(token, { hash, expiresAt }, expiresAt)).toBe(false);
  });

  it('a token of the wrong shape, or another token, opens nothing', () => {
    const { token, hash } = createManageToken();
    const stored = { hash, expiresAt: new Date('2030-01-01T00:00:00.000Z') };
    const now = new Date('2026-12-01T00:00:00.000Z');
    expect(isTokenValid(`${token}=`, stored, now)).toBe(false);
    expect(isTokenValid(token.slice(1), stored, now)).toBe(false);
    expect(isTokenValid(createManageToken().token, stored, now)).toBe(false);
  });
});
