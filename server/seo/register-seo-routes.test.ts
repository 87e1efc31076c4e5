import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLoadOptions, validateContent } from '../../src/content/node/load-content';
import { editBlog, writeContentChanges } from '../db/content-writer';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { seedDemoContent } from '../db/seed';
import { createTemporaryDirectory, FIXTURE_SEED_FILES, writeSeedFixture, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { registerSeoRoutes } from './register-seo-routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE_URL = 'https://www.clinic.example.in';

let tmp: TemporaryDirectory;
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tmp = createTemporaryDirectory('clinic-seo-');
  const seedDir = path.join(tmp.path, 'seed');
  mkdirSync(seedDir);
  writeSeedFixture(seedDir);
  // One article image on disk (a 16:9 drawing); the other articles' images are missing.
  const mediaDir = path.join(tmp.path, 'media');
  mkdirSync(path.join(mediaDir, 'blogs'), { recursive: true });
  writeFileSync(
    path.join(mediaDir, 'blogs/brush.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#0b7a75"/><circle cx="600" cy="337" r="200" fill="#fff"/></svg>',
  );
  db = await openTestDatabase();
  await seedDemoContent(db, seedDir);
  const content = validateContent(defaultLoadOptions(root)).content!;
  app = Fastify();
  registerSeoRoutes(app, { db, content: content.index, siteUrl: SITE_URL, mediaDir, revisionCheckIntervalMs: 0 });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
  tmp.remove();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe('robots.txt', () => {
  it('allows everything and names the sitemap on the configured origin, with caching headers', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });
});

describe('/sitemap.xml', () => {
  it('lists the pages of the route table and the articles in the database, on the configured origin', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const urls = locs(response.body);
    expect(urls[0]).toBe(`${SITE_URL}/`);
    expect(urls).toContain(`${SITE_URL}/root-canal-treatment-in-ahmedabad`);
    for (const blog of FIXTURE_SEED_FILES['blogs.json']) expect(urls).toContain(`${SITE_URL}/blogs/${blog.slug}`);
    expect(response.body).not.toContain('attacker.example');
    expect(urls).not.toContain(`${SITE_URL}/thank-you`);
  });

  it('answers 304 while the content has not changed, and lists a new article once the revision moves', async () => {
    const first = await app.inject('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect((await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await writeContentChanges(db, (connection) =>
      connection
        .insertInto('blogs')
        .values({
          slug: 'new-article',
          title: 'A new article',
          image: 'blogs/new.svg',
          width: 1200,
          height: 675,
          created_at: '2026-04-01T09:00:00.000Z',
          description_html: '<p>New</p>',
          meta_title: 'New',
          meta_description: 'New article',
          category_id: 1,
        })
        .execute(),
    );

    const second = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
    expect(second.body).toContain(`<url><loc>${SITE_URL}/blogs/new-article</loc><lastmod>2026-04-01T09:00:00Z</lastmod></url>`);
    expect(second.body).toContain(`<url><loc>${SITE_URL}/blogs</loc><lastmod>2026-04-01T09:00:00Z</lastmod></url>`);
  });

  it('dates an edited article by its last edit, and the blog list by the newest date', async () => {
    const before = await app.inject('/sitemap.xml');
    expect(before.body).toContain(`<url><loc>${SITE_URL}/blogs/kids-first-visit</loc><lastmod>2025-12-01T10:00:00Z</lastmod></url>`);
    const editedFrom = Date.now();
    await editBlog(db, 'kids-first-visit', { title: "Your Child's First Dental Visit" });

    const after = await app.inject('/sitemap.xml');
    const lastmod = (loc: string) => after.body.match(new RegExp(`<loc>${SITE_URL}${loc}</loc><lastmod>([^<]+)</lastmod>`))?.[1];
    const edited = lastmod('/blogs/kids-first-visit');
    const { updated_at } = await db.kysely.selectFrom('blogs').select('updated_at').where('slug', '=', 'kids-first-visit').executeTakeFirstOrThrow();
    // The W3C form of the stored date: to the second, in UTC.
    expect(edited).toBe(updated_at!.replace(/\.\d{3}Z$/, 'Z'));
    expect(Date.parse(edited!)).toBeGreaterThanOrEqual(Math.floor(editedFrom / 1000) * 1000 - 1000);
    // The edit is now the newest date among the articles.
    expect(lastmod('/blogs')).toBe(edited);
    // Articles nobody edited keep their publication date.
    expect(lastmod('/blogs/how-to-brush')).toBe('2026-01-10T09:30:00Z');
  });

  it('has no parts while one file holds every URL', async () => {
    expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('article link previews', () => {
  it("serve the article's own image as a 1200x630 PNG", async () => {
    const response = await app.inject('/og/articles/how-to-brush.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    const etag = String(response.headers.etag);
    expect((await app.inject({ url: '/og/articles/how-to-brush.png', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('are not found for an unknown slug, or an article whose image file is missing', async () => {
    expect((await app.inject('/og/articles/no-such-article.png')).statusCode).toBe(404);
    expect((await app.inject('/og/articles/dental-implants-guide.png')).statusCode).toBe(404);
  });
});
