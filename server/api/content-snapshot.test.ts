import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../db/content-repository';
import { openTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { seedDemoContent } from '../db/seed';
import { createTemporaryDirectory, writeSeedFixture, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { selectBlogPage } from './blog-list';
import { DEFAULT_BLOG_LIST_REQUEST } from './blog-list-request';
import { buildContentSnapshot, type ContentSnapshot } from './content-snapshot';

let tmp: TemporaryDirectory;
let db: TestDatabase;
let snapshot: ContentSnapshot;

beforeAll(async () => {
  tmp = createTemporaryDirectory();
  mkdirSync(path.join(tmp.path, 'seed'));
  db = await openTestDatabase();
  await seedDemoContent(db, writeSeedFixture(path.join(tmp.path, 'seed')));
  snapshot = await buildContentSnapshot(createContentRepository(db), 1);
});
afterAll(async () => {
  await db.close();
  tmp.remove();
});

describe('content snapshot', () => {
  it('prepares exactly the JSON that serialising the lists would give', async () => {
    const content = createContentRepository(db);
    expect(snapshot.testimonials.identity.toString()).toBe(JSON.stringify({ data: await content.listTestimonials() }));
    expect(snapshot.galleryByCategory.get(3)?.identity.toString()).toBe('{"data":[]}');

    const blogs = await content.listBlogs();
    const request = { blogCategoryId: 1, search: 'BRUSH', page: 1, limit: 5 };
    const { blogs: page, total } = selectBlogPage(blogs, request);
    expect(snapshot.blogList(request).identity.toString()).toBe(
      JSON.stringify({ data: { blogs: page, resent_blogs: blogs.slice(0, 3), total, page: 1, limit: 5 } }),
    );
  });

  it('prepares each blog on its own, keyed by slug', async () => {
    const blogs = await createContentRepository(db).listBlogs();
    expect([...snapshot.blogBySlug.keys()].sort()).toEqual(blogs.map((blog) => blog.slug).sort());
    for (const blog of blogs) expect(snapshot.blogBySlug.get(blog.slug)?.identity.toString()).toBe(JSON.stringify({ data: blog }));
  });

  it('remembers blog-list responses, treating searches that differ only in case as one', () => {
    const request = { search: 'Floss', page: 1, limit: 10 };
    expect(snapshot.blogList(request)).toBe(snapshot.blogList({ ...request, search: 'floss' }));
    expect(snapshot.blogList({ ...DEFAULT_BLOG_LIST_REQUEST })).toBe(snapshot.blogList({ ...DEFAULT_BLOG_LIST_REQUEST }));
  });

  it('keeps memory bounded under many distinct requests, and keeps the default response', () => {
    const defaultResponse = snapshot.blogList({ ...DEFAULT_BLOG_LIST_REQUEST });
    const first = snapshot.blogList({ search: 'unique-0', page: 1, limit: 10 });
    for (let index = 1; index < 1000; index += 1) snapshot.blogList({ search: `unique-${index}`, page: 1, limit: 10 });
    expect(snapshot.blogList({ search: 'unique-0', page: 1, limit: 10 })).not.toBe(first);
    expect(snapshot.blogList({ ...DEFAULT_BLOG_LIST_REQUEST })).toBe(defaultResponse);
  });

  it('compresses once per encoding, to bytes that decompress to the JSON', () => {
    const prepared = snapshot.blogList({ ...DEFAULT_BLOG_LIST_REQUEST });
    const brotli = prepared.bytes('br');
    expect(prepared.bytes('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(prepared.identity.toString());
    expect(gunzipSync(prepared.bytes('gzip')).toString()).toBe(prepared.identity.toString());
  });
});
