import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryDirectory, type TemporaryDirectory } from '../db/testing/seed-fixture';
import { isVariantName, responsiveSources, sourcesFromFileNames, variantPath, withResponsiveSources } from './responsive-images';

let tmp: TemporaryDirectory;
beforeAll(() => {
  tmp = createTemporaryDirectory('clinic-variants-');
  mkdirSync(path.join(tmp.path, 'slides'));
  for (const file of [
    'hero.jpg',
    'hero-1280w.avif',
    'hero-640w.avif',
    'hero-640w.webp',
    'hero-extra-640w.avif',
    'other-640w.webp',
    'hero-640w.png',
    'hero-0640w.avif',
  ]) {
    writeFileSync(path.join(tmp.path, 'slides', file), 'x');
  }
});
afterAll(() => tmp.remove());

describe('responsive image copies', () => {
  it('are named after the original, its width and format', () => {
    expect(variantPath('slides/slide-1.svg', 640, 'avif')).toBe('slides/slide-1-640w.avif');
    expect(variantPath('photo.jpeg', 1600, 'webp')).toBe('photo-1600w.webp');
    expect(isVariantName('slide-1-640w.avif')).toBe(true);
    expect(isVariantName('slide-1.svg')).toBe(false);
    expect(isVariantName('slide-640w.png')).toBe(false);
  });

  it("become the image's sources, AVIF first, each narrowest first, with only that image's copies", async () => {
    expect(await responsiveSources(tmp.path, 'slides/hero.jpg')).toEqual([
      { type: 'image/avif', srcset: '/api/v1/get-images/slides/hero-640w.avif 640w, /api/v1/get-images/slides/hero-1280w.avif 1280w' },
      { type: 'image/webp', srcset: '/api/v1/get-images/slides/hero-640w.webp 640w' },
    ]);
  });

  it('are none for an image without copies, or a folder that does not exist', async () => {
    expect(await responsiveSources(tmp.path, 'slides/lonely.svg')).toEqual([]);
    expect(await responsiveSources(tmp.path, 'nowhere/x.svg')).toEqual([]);
    expect(sourcesFromFileNames('', 'a', ['a-640w.webp'])).toEqual([{ type: 'image/webp', srcset: '/api/v1/get-images/a-640w.webp 640w' }]);
  });

  it('are added to a list of items only where there are some', async () => {
    const items = await withResponsiveSources(tmp.path, [
      { id: 1, image: 'slides/hero.jpg' },
      { id: 2, image: 'slides/lonely.svg' },
    ]);
    expect(items[0].sources).toHaveLength(2);
    expect(items[1]).toEqual({ id: 2, image: 'slides/lonely.svg' });
  });
});
