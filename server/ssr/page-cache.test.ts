import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../entity-tags';
import { createPageCache, preparePage } from './page-cache';

describe('page cache', () => {
  it('keeps a page for its generation and drops every page when the generation moves', async () => {
    let generation = 'r1:2026-11-23';
    const cache = createPageCache({ generation: async () => generation });
    const at = await cache.generation();
    cache.set(at, '/about', [], '<p>about</p>');
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
    const page = cache.set(startedAt, '/about', [], 'old content');
    expect(page.html).toBe('old content');
    expect(cache.get('r2', '/about')).toBeUndefined();
    expect(cache.get('r1', '/about')).toBeUndefined();
  });

  it('drops the least recently used page beyond its size', async () => {
    const cache = createPageCache({ generation: async () => 'g', maxEntries: 2 });
    const at = await cache.generation();
    cache.set(at, '/a', [], 'a');
    cache.set(at, '/b', [], 'b');
    cache.get(at, '/a');
    cache.set(at, '/c', [], 'c');
    expect(cache.get(at, '/b')).toBeUndefined();
    expect(cache.get(at, '/a')?.html).toBe('a');
    expect(cache.get(at, '/c')?.html).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('ignores the query parameters a page does not read, in any order, and keeps one page per value of those it reads', async () => {
    const cache = createPageCache({ generation: async () => 'g' });
    const at = await cache.generation();
    // Nothing is known of a path before its first render.
    expect(cache.get(at, '/about?utm_source=x')).toBeUndefined();
    cache.set(at, '/about?utm_source=x', [], 'about');
    expect(cache.get(at, '/about')?.html).toBe('about');
    expect(cache.get(at, `/about?nonce=${Math.random()}`)?.html).toBe('about');

    cache.set(at, '/blogs?category=2&utm_source=x', ['category', 'search'], 'category 2');
    expect(cache.get(at, '/blogs?category=2')?.html).toBe('category 2');
    expect(cache.get(at, '/blogs?fresh=1&category=2')?.html).toBe('category 2');
    expect(cache.get(at, '/blogs?category=3')).toBeUndefined();
    expect(cache.get(at, '/blogs')).toBeUndefined();
    cache.set(at, '/blogs?search=b&category=2', ['category', 'search'], 'category 2, search b');
    expect(cache.get(at, '/blogs?category=2&search=b&x=1')?.html).toBe('category 2, search b');
    expect(cache.size).toBe(3);
  });
});

describe('prepared pages', () => {
  const html = `<!doctype html><p>${'A page of the clinic. '.repeat(200)}</p>`;

  it('have a variant per encoding that decodes to the page, each with its own strong tag, compressed once', () => {
    const page = preparePage(html, 'quick');
    const identity = page.variant('identity');
    const br = page.variant('br');
    const gzip = page.variant('gzip');
    expect(identity.body.toString()).toBe(html);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(identity.body.length / 5);
    expect(new Set([identity.etag, br.etag, gzip.etag]).size).toBe(3);
    for (const { etag } of [identity, br, gzip]) expect(etag).toMatch(/^"[\w-]+"$/);
    // Kept: the same bytes, not compressed again.
    expect(page.variant('br').body).toBe(br.body);
    expect(preparePage(html, 'quick').variant('br').etag).toBe(br.etag);
    expect(preparePage(`${html}!`, 'quick').variant('br').etag).not.toBe(br.etag);
  });
});

describe('entity tags', () => {
  it('match If-None-Match by weak comparison, in a list, or *', () => {
    const etag = preparePage('page', 'quick').variant('identity').etag;
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
