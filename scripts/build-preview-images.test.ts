import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTemporaryDirectory } from '../server/db/testing/seed-fixture';
import { defaultLoadOptions, loadContent } from '../src/content/node/load-content';
import { hasDrawnPreviewImage, languageDefaultImagePath, pagePreviewImagePath } from '../src/seo/preview-image';
import { buildPreviewImages } from './build-preview-images';

const out = createTemporaryDirectory('clinic-previews-');
afterAll(() => out.remove());

describe('the preview-image build step', () => {
  it('writes a small 1200x630 PNG for every page with a fixed address, in each of its languages, where the head tags point', async () => {
    const written = await buildPreviewImages(out.path);
    // One per page and language the rule draws: adding a page or a translation adds its preview, with no count to edit here.
    const { index, pages, languages } = loadContent(defaultLoadOptions(path.resolve(__dirname, '..')));
    const drawn = [{ index, pages }, ...Object.values(languages)].flatMap((content) =>
      [...content.pages].filter(([, page]) => hasDrawnPreviewImage(page)).map(([key]) => pagePreviewImagePath(key, content.index.language)),
    );
    const languageDefaults = Object.values(languages).map((content) => languageDefaultImagePath(content.index.language));
    expect(written.sort()).toEqual([...drawn, ...languageDefaults].sort());
    expect(written).toContain('/og/site/gu.png');
    expect(written).toContain('/og/pages/clinics.png');
    expect(written).toContain('/og/pages/home.png');
    expect(written).toContain('/og/pages/treatments/root-canal.png');
    expect(written).toContain('/og/pages/gu/treatments/root-canal.png');
    expect(written).toContain('/og/pages/hi/treatments/root-canal.png');
    for (const file of written) {
      const bytes = readFileSync(path.join(out.path, file));
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height }, file).toEqual({ format: 'png', width: 1200, height: 630 });
      expect(bytes.length, file).toBeLessThan(100 * 1024);
    }
    // The same page drawn with its own language's title: another picture.
    const [english, gujarati, hindi] = ['en', 'gu', 'hi'].map((language) =>
      readFileSync(path.join(out.path, pagePreviewImagePath('treatments/root-canal', language as 'en' | 'gu' | 'hi'))),
    );
    expect(gujarati.equals(english)).toBe(false);
    expect(hindi.equals(english)).toBe(false);
    expect(hindi.equals(gujarati)).toBe(false);
  });
});
