/**
 * Rasterises an SVG with sharp (librsvg inside: no browser, no network), for the images that
 * must be PNG (link previews: most social sites do not accept SVG). Text uses the system's
 * fonts through fontconfig (Debian: fonts-liberation or fonts-dejavu), and the site's Gujarati and
 * Devanagari fonts for those scripts (script-fonts.ts).
 */
import sharp from 'sharp';
import { useScriptFonts } from './script-fonts';

export async function renderSvgToPng(svg: string, width: number, height: number): Promise<Buffer> {
  useScriptFonts();
  const png = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).png({ palette: true, compressionLevel: 9, effort: 8 });
  return png.toBuffer();
}
