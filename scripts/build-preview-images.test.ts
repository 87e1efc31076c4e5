import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTemporaryDirectory } from '../server/db/testing/seed-fixture';
import { defaultLoadOptions, loadContent } from '../src/content/node/load-content';
import { hasDrawnPreviewImage, pagePreviewImagePath } from '../src/seo/preview-image';
import { buildPreviewImages } from './build-preview-images';

const out = createTemporaryDirectory('clinic-previews-');
afterAll(() => out.remove());

describe('the preview-image build step', () => {
  it('writes a small 1200x630 PNG for every page with a fixed address, where the head tags point', async () => {
    const written = await buildPreviewImages(out.path);
    // One per page the rule draws: adding a page adds its preview, with no count to edit here.
    const { pages } = loadContent(defaultLoadOptions(path.resolve(__dirname, '..')));
    const drawn = [...pages].filter(([, page]) => hasDrawnPreviewImage(page)).map(([key]) => pagePreviewImagePath(key));
    expect(written.sort()).toEqual(drawn.sort());
    expect(written).toContain('/og/pages/clinics.png');
    expect(written).toContain('/og/pages/home.png');
    expect(written).toContain('/og/pages/treatments/root-canal.png');
    for (const file of written) {
      const bytes = readFileSync(path.join(out.path, file));
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height }, file).toEqual({ format: 'png', width: 1200, height: 630 });
      expect(bytes.length, file).toBeLessThan(100 * 1024);
    }
  });
});
