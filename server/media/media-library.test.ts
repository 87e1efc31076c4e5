import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listContentEvents } from '../db/content-changes';
import { createContentRepository } from '../db/content-repository';
import type { ClinicDatabase } from '../db/open-database';
import { createTemporaryDirectory, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { openTestDatabase } from '../db/testing/test-database';
import { writeContentChanges } from '../db/content-writer';
import { LIBRARY_FOLDER, libraryFolder } from './media-folders';
import { mediaLibrary } from './media-library';
import { PHP_AS_JPG, SVG_WITH_SCRIPT, hugePng, zipBomb } from './testing/hostile-uploads';
import { UPLOAD_MAX_BYTES } from './upload-check';

/** Uploads into the media library, on both databases: checked by content, re-encoded without metadata, refused with nothing written. */

let db: ClinicDatabase;
let tmp: TemporaryDirectory;
const who = { actor: 'eva', at: new Date('2026-05-10T09:00:00.000Z') };

beforeEach(async () => {
  db = await openTestDatabase();
  tmp = createTemporaryDirectory('clinic-media-');
});
afterEach(async () => {
  await db.close();
  tmp.remove();
});

/** A 2000 × 1500 photograph with the camera's GPS position and owner in its EXIF. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a7f9e' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Dr Demo', Artist: 'Clinic phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 1/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 28/1 0/1' },
    })
    .toBuffer();
}

const libraryFiles = () => (existsSync(path.join(tmp.path, LIBRARY_FOLDER)) ? readdirSync(path.join(tmp.path, LIBRARY_FOLDER)).sort() : []);

describe('an upload to the media library', () => {
  it('is re-encoded to WebP and AVIF at the site’s widths, named by its hash, without its EXIF or GPS, and recorded', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const outcome = await mediaLibrary(db, libraryFolder(tmp.path)).upload(photo, 'IMG_2041.jpg', who);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { file, width, height } = outcome.item;
    expect(file).toMatch(/^library\/[0-9a-f]{16}\.webp$/);
    expect([width, height]).toEqual([1600, 1200]);
    const stem = path.posix.basename(file, '.webp');
    expect(libraryFiles()).toEqual(
      [`${stem}.webp`, ...[640, 960, 1280, 1600].flatMap((w) => [`${stem}-${w}w.avif`, `${stem}-${w}w.webp`])].sort(),
    );
    for (const name of libraryFiles()) {
      const metadata = await sharp(path.join(tmp.path, LIBRARY_FOLDER, name)).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.icc, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
    }
    expect((await sharp(path.join(tmp.path, file)).metadata()).format).toBe('webp');
    expect((await listContentEvents(db, 1)).events[0]).toMatchObject({ action: 'upload', subjectKind: 'media', subject: 'IMG_2041.jpg', actor: 'eva' });
  });

  it('is one entry when the same file is uploaded twice', async () => {
    const photo = await photoWithGps();
    const first = await mediaLibrary(db, libraryFolder(tmp.path)).upload(photo, 'a.jpg', who);
    const second = await mediaLibrary(db, libraryFolder(tmp.path)).upload(photo, 'b.jpg', who);
    expect(second).toMatchObject({ ok: true, existing: true, item: { id: first.ok ? first.item.id : -1, originalName: 'a.jpg' } });
    expect(await mediaLibrary(db, libraryFolder(tmp.path)).list()).toHaveLength(1);
  });

  it.each([
    ['a PHP script renamed .jpg', () => PHP_AS_JPG, /PHP script, not an image/],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, /SVG drawings are not accepted: they can carry scripts/],
    ['a ZIP bomb', zipBomb, /ZIP archive, not an image/],
    ['a 50-megapixel PNG (a decompression bomb: a few kilobytes claiming 7072 × 7072 pixels)', () => hugePng(7072, 7072), /7072 × 7072 pixels \(50 megapixels\); the limit is 24 megapixels/],
    ['a PNG claiming a billion pixels', () => hugePng(40_000, 25_000), /the limit is 24 megapixels/],
    ['a truncated JPEG', async () => (await photoWithGps()).subarray(0, 400), /damaged or incomplete/],
    ['an empty file', () => Buffer.alloc(0), /Choose an image file/],
    ['a file over the size limit', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(UPLOAD_MAX_BYTES)]), /larger than 10 MB/],
  ])('refuses %s with a clear message, and writes nothing', async (_name, make, message) => {
    const revision = await createContentRepository(db).readRevision();
    const outcome = await mediaLibrary(db, libraryFolder(tmp.path)).upload(await make(), 'photo.jpg', who);
    expect(outcome).toEqual({ ok: false, message: expect.stringMatching(message) });
    expect(libraryFiles()).toEqual([]);
    expect(await mediaLibrary(db, libraryFolder(tmp.path)).list()).toEqual([]);
    expect(await createContentRepository(db).readRevision()).toBe(revision);
  });
});

describe('deleting from the media library', () => {
  it('refuses an image in use, naming where, and deletes it with its copies once unused', async () => {
    const library = mediaLibrary(db, libraryFolder(tmp.path));
    const outcome = await library.upload(await photoWithGps(), 'machine.jpg', who);
    if (!outcome.ok) throw new Error(outcome.message);
    await writeContentChanges(db, async (connection) => {
      await connection.insertInto('gallery_categories').values({ id: 1, name: 'Clinic', position: 0 }).execute();
      await connection
        .insertInto('gallery_items')
        .values({ category_id: 1, image: outcome.item.file, width: 1600, height: 1200, alt: 'The new X-ray machine', position: 0 })
        .execute();
    });
    expect(await library.remove(outcome.item.id, who)).toEqual({ ok: false, reason: 'in-use', uses: ['the gallery item “The new X-ray machine”'] });
    expect(libraryFiles()).toHaveLength(9);
    await db.kysely.deleteFrom('gallery_items').execute();
    expect(await library.remove(outcome.item.id, who)).toEqual({ ok: true });
    expect(libraryFiles()).toEqual([]);
    expect(await library.remove(outcome.item.id, who)).toEqual({ ok: false, reason: 'not-found' });
  });
});
