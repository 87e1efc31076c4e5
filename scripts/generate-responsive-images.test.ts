import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryDirectory, type TemporaryDirectory } from '../server/db/testing/seed-fixture';
import { widthsFor } from '../server/media/responsive-encoding';
import { generateResponsiveImages, originalsIn } from './generate-responsive-images';

let tmp: TemporaryDirectory;
beforeAll(() => {
  tmp = createTemporaryDirectory('clinic-images-');
  mkdirSync(path.join(tmp.path, 'slides'));
  // A small drawing keeps the encoders quick; the widths rule is tested on its own below.
  writeFileSync(
    path.join(tmp.path, 'slides', 'small.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="140"><rect width="320" height="140" fill="#0b7a75"/></svg>',
  );
  writeFileSync(path.join(tmp.path, 'slides', 'small-960w.avif'), 'stale copy at a width no longer drawn');
  writeFileSync(path.join(tmp.path, 'slides', 'notes.txt'), 'not an image');
});
afterAll(() => tmp.remove());

describe('npm run images', () => {
  it('draws the standard widths that fit, or only the original width when it is narrower', () => {
    expect(widthsFor(1600)).toEqual([640, 960, 1280, 1600]);
    expect(widthsFor(1300)).toEqual([640, 960, 1280]);
    expect(widthsFor(320)).toEqual([320]);
  });

  it('writes AVIF and WebP copies beside the original at their width, and removes stale ones', async () => {
    const written = await generateResponsiveImages(tmp.path, 'slides/small.svg');
    expect(written).toEqual(['slides/small-320w.avif', 'slides/small-320w.webp']);
    const avif = await sharp(path.join(tmp.path, 'slides/small-320w.avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 320, 140]);
    const webp = await sharp(path.join(tmp.path, 'slides/small-320w.webp')).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 320, 140]);
    expect(readdirSync(path.join(tmp.path, 'slides')).sort()).toEqual(['notes.txt', 'small-320w.avif', 'small-320w.webp', 'small.svg']);
  });

  it('takes only originals from a folder, never its copies', async () => {
    expect(await originalsIn(tmp.path, 'slides')).toEqual(['slides/small.svg']);
  });
});
