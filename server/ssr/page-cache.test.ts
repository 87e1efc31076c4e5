import { describe, expect, it } from 'vitest';
import { createPageCache, matchesIfNoneMatch, pageEtag } from './page-cache';

describe('page cache', () => {
  it('keeps a page for its generation and drops every page when the generation moves', async () => {
    let generation = 'r1:2026-11-23';
    const cache = createPageCache({ generation: async () => generation });
    const at = await cache.generation();
    cache.set(at, '/about', '<p>about</p>');
    expect(cache.get(await cache.generation(), '/about')?.html).toBe('<p>about</p>');
    generation = 'r2:2026-11-23';
    const next = await cache.generation();
    expect(cache.get(next, '/about')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store a page rendered under a generation that has since moved on', async () => {
    let generation = 'r1';
    const cache = createPageCache({ generation: async () => generation });
    const startedAt = await cache.generation();
    generation = 'r2';
    await cache.generation();
    const page = cache.set(startedAt, '/about', 'old content');
    expect(page.etag).toBe(pageEtag('old content'));
    expect(cache.get('r2', '/about')).toBeUndefined();
    expect(cache.get('r1', '/about')).toBeUndefined();
  });

  it('drops the least recently used page beyond its size', async () => {
    const cache = createPageCache({ generation: async () => 'g', maxEntries: 2 });
    const at = await cache.generation();
    cache.set(at, '/a', 'a');
    cache.set(at, '/b', 'b');
    cache.get(at, '/a');
    cache.set(at, '/c', 'c');
    expect(cache.get(at, '/b')).toBeUndefined();
    expect(cache.get(at, '/a')?.html).toBe('a');
    expect(cache.get(at, '/c')?.html).toBe('c');
    expect(cache.size).toBe(2);
  });
});

describe('entity tags', () => {
  it('differ when the page differs, and are weak', () => {
    expect(pageEtag('a')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageEtag('a')).toBe(pageEtag('a'));
    expect(pageEtag('a')).not.toBe(pageEtag('b'));
  });

  it('match If-None-Match by weak comparison, in a list, or *', () => {
    const etag = pageEtag('page');
    const opaque = etag.slice(2);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(opaque, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
