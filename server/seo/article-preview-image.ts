import sharp from 'sharp';
import { PREVIEW_IMAGE_SIZE } from '../../src/seo/preview-image';

/**
 * A blog article's own image as its link preview: cut to 1200x630 around the centre and written
 * as a PNG, because the article images may be SVG, which WhatsApp and Facebook do not show, and
 * come in other proportions. A 256-colour palette keeps the file small enough for every app's
 * preview limit (the demo images are flat illustrations; photos dither slightly).
 */
export async function renderArticlePreviewImage(imageFile: string): Promise<Buffer> {
  return sharp(imageFile)
    .resize(PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .png({ palette: true, compressionLevel: 9, effort: 8 })
    .toBuffer();
}
