import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeContentChanges } from '../db/content-writer';
import { startSiteTestServer, type SiteTestServer } from '../testing/site-test-server';

// The whole site as `npm start` composes it: rendered pages are kept per URL and generation
// (content revision and clinic date) and revalidated with entity tags.
let site: SiteTestServer;

beforeAll(async () => {
  // The pages read the real clock (the appointment form's first bookable day), and the API reads
  // the content revision again after a second on the monotonic clock: Date and performance are
  // faked, timers are not.
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  vi.setSystemTime(new Date('2026-05-10T12:00:00.000Z'));
  site = await startSiteTestServer({ formRateLimit: false });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await site?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages, cached and revalidated', () => {
  it('a repeat request gets the same page and entity tag; a conditional one gets 304 without a body', async () => {
    const first = await get('/about');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/about');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const revalidated = await get('/about', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    // Security headers still go with a 304.
    expect(revalidated.headers['content-security-policy']).toBeDefined();

    expect((await get('/about', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('a content change gives the page anew, with a new tag', async () => {
    const before = await get('/');
    const [testimonial] = await site.db.kysely.selectFrom('testimonials').select(['id', 'name']).orderBy('position').limit(1).execute();
    expect(before.body).toContain(testimonial.name);
    await writeContentChanges(site.db, (connection) =>
      connection.updateTable('testimonials').set({ name: 'Renamed Patient' }).where('id', '=', testimonial.id).execute(),
    );
    // The API reads the content revision at most once a second.
    vi.advanceTimersByTime(1100);
    const after = await get('/');
    expect(after.body).toContain('Renamed Patient');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  it('the appointment page follows the clinic date: a new day, new bookable dates', async () => {
    const today = await get('/book-appointment');
    expect(today.body).toContain('min="2026-05-10"');
    // 18:30 UTC is midnight in Ahmedabad.
    vi.setSystemTime(new Date('2026-05-10T18:31:00.000Z'));
    const tomorrow = await get('/book-appointment');
    expect(tomorrow.body).toContain('min="2026-05-11"');
    expect(tomorrow.headers.etag).not.toBe(today.headers.etag);
  });

  it('query strings are pages of their own', async () => {
    const plain = await get('/gallery');
    const filtered = await get('/gallery?category=2');
    expect(plain.statusCode).toBe(200);
    expect(filtered.statusCode).toBe(200);
    expect((await get('/gallery?category=2')).headers.etag).toBe(filtered.headers.etag);
  });

  it('a query parameter the page does not read is the same page, rendered once', async () => {
    const plain = await get('/about');
    const rendersBefore = site.renders();
    for (let i = 0; i < 5; i++) {
      const response = await get(`/about?nonce=${i}&utm_source=%3Cscript%3E`);
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.body).toBe(plain.body);
    }
    expect(site.renders()).toBe(rendersBefore);
    // A parameter the page reads still makes a page of its own.
    const filtered = await get('/gallery?category=2&nonce=1');
    expect((await get('/gallery?nonce=2&category=2')).headers.etag).toBe(filtered.headers.etag);
    expect(filtered.headers.etag).not.toBe((await get('/gallery')).headers.etag);
  });

  it('a cached page goes compressed as the browser asks, with Vary and a tag per encoding, compressed once', async () => {
    const plain = await get('/about');
    const answers = await Promise.all(['br', 'gzip', 'gzip, deflate, br'].map((encoding) => get('/about', { 'accept-encoding': encoding })));
    const [br, gzip, browser] = answers;
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const answer of [plain, ...answers]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(new Set([plain, br, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
    expect(browser.headers.etag).toBe(br.headers.etag);
    // The same bytes each time (kept with the page: see page-cache.test.ts).
    expect((await get('/about', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const revalidated = await get('/about', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });

  it('the 404 page is not kept, and is never answered with 304', async () => {
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    const again = await get('/no-such-page', { 'if-none-match': missing.headers.etag as string });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('</html>');
  });

  it('a content change that cannot be loaded keeps the content as it was, until it can', async () => {
    const kept = await get('/');
    // The content changes while the testimonials cannot be read: the API cannot load it anew.
    await sql`ALTER TABLE testimonials RENAME TO testimonials_away`.execute(site.db.kysely);
    const [category] = await site.db.kysely.selectFrom('blog_categories').select(['id', 'category_name']).limit(1).execute();
    await writeContentChanges(site.db, (connection) =>
      connection
        .updateTable('blog_categories')
        .set({ category_name: `${category.category_name} ` })
        .where('id', '=', category.id)
        .execute(),
    );
    // The API reads the content revision at most once a second.
    vi.advanceTimersByTime(1100);
    try {
      // A visitor is not turned away for a failing database: the content as it was is served.
      const whileBroken = await get('/');
      expect(whileBroken.statusCode).toBe(200);
      expect(whileBroken.body).toBe(kept.body);
    } finally {
      await sql`ALTER TABLE testimonials_away RENAME TO testimonials`.execute(site.db.kysely);
    }
    vi.advanceTimersByTime(1100);
    const recovered = await get('/');
    expect(recovered.statusCode).toBe(200);
    const [testimonial] = await site.db.kysely.selectFrom('testimonials').select('name').orderBy('position').limit(1).execute();
    expect(recovered.body).toContain(testimonial.name);
  });

  it('a page whose data could never be loaded is answered 503 and not kept', async () => {
    const fresh = await startSiteTestServer({ formRateLimit: false });
    try {
      // Nothing was loaded yet, so nothing can stand in for the testimonials.
      await sql`ALTER TABLE testimonials RENAME TO testimonials_away`.execute(fresh.db.kysely);
      const failed = await fresh.app.inject({ method: 'GET', url: '/' });
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.headers['retry-after']).toBe('60');
      // The visitor still gets the page, with the section's failure state.
      expect(failed.body).toContain('<h1');
      await sql`ALTER TABLE testimonials_away RENAME TO testimonials`.execute(fresh.db.kysely);
      const recovered = await fresh.app.inject({ method: 'GET', url: '/' });
      expect(recovered.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
