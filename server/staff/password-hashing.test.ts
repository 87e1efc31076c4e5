import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST, createDecoyHash, hashPassword, needsRehash, passwordProblem, verifyPassword } from './password-hashing';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt, node:crypto)', () => {
  it('stores the scheme, its cost, a salt and the key, never the password', async () => {
    const hash = await hashPassword('correct horse battery staple', CHEAP);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct');
  });

  it('salts every hash: the same password twice gives two different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same password here', CHEAP), hashPassword('same password here', CHEAP)]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
  });

  it('verifies the right password and refuses any other', async () => {
    const hash = await hashPassword('correct horse battery staple', CHEAP);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    for (const wrong of ['correct horse battery stapl', 'Correct horse battery staple', '', 'correct horse battery staple ']) {
      expect(await verifyPassword(wrong, hash)).toBe(false);
    }
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('Shr\u00e9ya smiles 2026', CHEAP);
    expect(await verifyPassword('Shre\u0301ya smiles 2026', hash)).toBe(true);
  });

  it('never matches a malformed or foreign stored hash', async () => {
    for (const stored of ['', 'plain text', 'scrypt$x$8$1$abc$def', 'bcrypt$2b$10$abc', 'scrypt$1024$8$1$$']) {
      expect(await verifyPassword('anything at all', stored)).toBe(false);
    }
  });

  it('uses the default cost unless told otherwise, and says when a stored hash is weaker', async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const weak = await hashPassword('correct horse battery staple', CHEAP);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, CHEAP)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('a decoy hash matches nothing a user could type', async () => {
    const decoy = await createDecoyHash(CHEAP);
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await verifyPassword('correct horse battery staple', decoy)).toBe(false);
  });

  it('asks for at least 12 characters, at most 256, without surrounding spaces', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
    expect(passwordProblem(' padded password ')).toMatch(/space/);
    expect(passwordProblem('a long enough passphrase')).toBeUndefined();
  });
});
