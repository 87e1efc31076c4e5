import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryDirectory } from '../db/testing/seed-fixture';
import { readMediaLibraryDir } from '../media/media-folders';
import { PHP_AS_JPG, SVG_WITH_SCRIPT } from '../media/testing/hostile-uploads';
import { UPLOAD_MAX_BYTES } from '../media/upload-check';
import { SAME_ORIGIN, startStaffTestServer, type StaffTestServer } from './testing/staff-test-server';

/** The media library's pages: an editor uploads (a multipart form, no script), is refused with the message at the field, and cannot delete an image in use. */

let server: StaffTestServer;
let cookie: string;

beforeAll(async () => {
  server = await startStaffTestServer();
  await server.addUser('eva', undefined, 'editor');
  cookie = await server.signIn('eva');
});
afterAll(() => server.close());

function multipart(fileName: string, bytes: Buffer, type = 'image/jpeg'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----clinic-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...SAME_ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (fileName: string, bytes: Buffer, type?: string) =>
  server.inject({ method: 'POST', url: '/staff/content/media', ...multipart(fileName, bytes, type) });
const mediaRows = () => server.db.kysely.selectFrom('media').selectAll().execute();

describe('the media library pages', () => {
  it('take an upload, list it with its size and uploader, and offer it as an article image', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7aa' } })
      .jpeg()
      .toBuffer();
    const response = await upload('new machine.jpg', photo);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/staff/content/media?notice=uploaded');
    const page = await server.inject({ method: 'GET', url: response.headers.location!, headers: { cookie } });
    expect(page.body).toContain('new machine.jpg');
    expect(page.body).toContain('1200 × 800');
    const [row] = await mediaRows();
    expect(page.body).toContain(`src="/api/v1/get-images/${row.file.replace('.webp', '-640w.webp')}"`);
    const form = await server.inject({ method: 'GET', url: '/staff/content/articles/new', headers: { cookie } });
    expect(form.body).toContain(`<option value="${row.file}">new machine.jpg (1200 × 800)</option>`);
    // The copy the page shows is served by the site.
    expect((await server.inject({ method: 'GET', url: `/api/v1/get-images/${row.file}` })).statusCode).toBe(200);
  });

  it.each([
    ['shell.php.jpg', PHP_AS_JPG, 'image/jpeg', /PHP script, not an image/],
    ['logo.svg', SVG_WITH_SCRIPT, 'image/svg+xml', /SVG drawings are not accepted/],
  ])('refuse %s with the message at the file field, and store nothing', async (name, bytes, type, message) => {
    const before = (await mediaRows()).length;
    const response = await upload(name, bytes, type);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(new RegExp(`id="media-file-error"[^>]*>[^<]*${message.source}`));
    expect(response.body).toContain('aria-describedby="media-file-error media-file-hint"');
    expect(await mediaRows()).toHaveLength(before);
  });

  it('refuse a file over the size limit before reading it all, saying the limit', async () => {
    const response = await upload('big.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(UPLOAD_MAX_BYTES + 10)]));
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain('The file is larger than 10 MB.');
  });

  it('refuse to delete an image an article uses, naming the article', async () => {
    const [row] = await mediaRows();
    await server.db.kysely.insertInto('blog_categories').values({ id: 1, category_name: 'Clinic news', position: 0 }).execute();
    await server.db.kysely
      .insertInto('blogs')
      .values({
        slug: 'new-machine',
        title: 'Our new machine',
        image: row.file,
        width: 1200,
        height: 800,
        created_at: '2026-05-10T09:00:00.000Z',
        description_html: '<p>New.</p>',
        meta_title: 'New machine',
        meta_description: 'New.',
        category_id: 1,
      })
      .execute();
    const refused = await server.inject({ method: 'POST', url: `/staff/content/media/${row.id}/delete`, headers: { ...SAME_ORIGIN, cookie } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This image is used by the article “Our new machine”: change those first.');
    expect(await mediaRows()).toHaveLength(1);
  });

  it('are refused to a front-desk account', async () => {
    await server.addUser('farah', undefined, 'front-desk');
    const frontDesk = await server.signIn('farah');
    expect((await server.inject({ method: 'GET', url: '/staff/content/media', headers: { cookie: frontDesk } })).statusCode).toBe(403);
  });
});

describe('MEDIA_LIBRARY_DIR', () => {
  it('is read from the environment, resolved, and unset when empty', () => {
    expect(readMediaLibraryDir({ MEDIA_LIBRARY_DIR: '/var/lib/clinic/media-library' })).toBe('/var/lib/clinic/media-library');
    expect(readMediaLibraryDir({ MEDIA_LIBRARY_DIR: 'uploads' })).toBe(path.resolve('uploads'));
    expect(readMediaLibraryDir({ MEDIA_LIBRARY_DIR: '  ' })).toBeUndefined();
    expect(readMediaLibraryDir({})).toBeUndefined();
  });

  it('is where an upload is written, and where the site serves it (and its copies) from', async () => {
    const elsewhere = createTemporaryDirectory('clinic-library-');
    const own = await startStaffTestServer({ mediaLibraryDir: elsewhere.path });
    try {
      await own.addUser('ida', undefined, 'editor');
      const session = await own.signIn('ida');
      const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#a7a' } })
        .jpeg()
        .toBuffer();
      const { payload, headers } = multipart('chair.jpg', photo);
      const response = await own.inject({ method: 'POST', url: '/staff/content/media', payload, headers: { ...headers, cookie: session } });
      expect(response.statusCode).toBe(303);
      const [row] = await own.db.kysely.selectFrom('media').selectAll().execute();
      // The content still names it library/<hash>.webp; the bytes are in the setting's folder, not the media folder's.
      expect(row.file).toMatch(/^library\/[0-9a-f]{16}\.webp$/);
      const name = path.posix.basename(row.file);
      expect(existsSync(path.join(elsewhere.path, name))).toBe(true);
      expect(existsSync(path.join(own.tmp.path, 'library'))).toBe(false);
      for (const file of [row.file, row.file.replace('.webp', '-640w.avif')]) {
        const served = await own.inject({ method: 'GET', url: `/api/v1/get-images/${file}` });
        expect(served.statusCode, file).toBe(200);
        expect(served.rawPayload.equals(readFileSync(path.join(elsewhere.path, path.posix.basename(file)))), file).toBe(true);
      }
    } finally {
      await own.close();
      elsewhere.remove();
    }
  });
});
