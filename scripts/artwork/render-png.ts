/**
 * Rasterises an SVG with sharp (librsvg inside: no browser, no network), for the images that
 * must be PNG (link previews: most social sites do not accept SVG). Text uses the system's
 * fonts through fontconfig (Debian: fonts-liberation or fonts-dejavu).
 */
import sharp from 'sharp';

export async function renderSvgToPng(svg: string, width: number, height: number): Promise<Buffer> {
  const png = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).png({ palette: true, compressionLevel: 9, effort: 8 });
  return png.toBuffer();
}
