/**
 * A page's link-preview image (1200x630): the page title on the clinic's brand artwork, beside
 * the illustration of its treatment. Drawn as SVG here, rasterised to PNG by sharp at build time
 * (scripts/build-preview-images.ts). Text in SVG does not wrap, so titles are broken into lines
 * here by an estimate of their width, on the safe side.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import type { PreviewText } from '../../src/seo/preview-image';
import { toothMark } from './brand';
import { palette, vividTone } from './palette';
import { drawingFontFamily } from './script-fonts';
import { circle, group, path, rect, sparkle, translate } from './shapes';
import { escapeXml, svgDocument } from './svg-document';
import { treatmentMotifs, type Motif } from './treatment-motifs';

const WIDTH = 1200;
const HEIGHT = 630;
const TEXT_LEFT = 80;
/** The text column ends before the illustration's circle (its left edge is at x = 650). */
const TEXT_WIDTH = 540;

// Advance widths of a bold sans-serif (DejaVu Sans Bold, the widest fallback), in ems. Gujarati and
// Devanagari (Noto Sans Bold): a letter is about as wide as a small Latin one, a vowel sign written
// beside it (ા, ी) narrower still, and one written above or below it (ં, ु), or the virama that
// joins a conjunct, takes no width of its own.
const NARROW = new Set([..."iljtfrI.,:;'’!|()- "]);
const WIDE = new Set([...'MWmw@']);
function advance(char: string): number {
  if (NARROW.has(char)) return 0.38;
  if (WIDE.has(char)) return 0.95;
  if (/\p{Mn}/u.test(char)) return 0;
  if (/\p{Mc}/u.test(char)) return 0.3;
  return /\p{Lu}/u.test(char) ? 0.76 : 0.66;
}
function estimatedWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += advance(char);
  return ems * fontSize;
}

/** Words into lines no wider than `width` (a single word longer than that gets a line of its own). */
export function wrapText(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && estimatedWidth(`${last} ${word}`, fontSize) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest heading size that fits the title in three lines (four at the smallest). */
export function headingLayout(heading: string): { fontSize: number; lines: string[] } {
  for (const fontSize of [68, 60, 54, 48]) {
    const lines = wrapText(heading, fontSize, TEXT_WIDTH);
    if (lines.length <= 3 && lines.every((line) => estimatedWidth(line, fontSize) <= TEXT_WIDTH)) return { fontSize, lines };
  }
  return { fontSize: 42, lines: wrapText(heading, 42, TEXT_WIDTH).slice(0, 4) };
}

function textLines(lines: string[], x: number, firstBaseline: number, lineHeight: number, attributes: string): string {
  return lines.map((line, i) => `<text x="${x}" y="${firstBaseline + i * lineHeight}" ${attributes}>${escapeXml(line)}</text>`).join('');
}

/** Drawn in `language`, in its font (script-fonts.ts). */
export function pagePreviewSvg(text: PreviewText, motif: Motif = treatmentMotifs['dental-cleaning'], language: Language = DEFAULT_LANGUAGE): string {
  const font = `font-family="${drawingFontFamily(language)}"`;
  let body =
    rect(0, 0, WIDTH, HEIGHT, palette.night) +
    circle(1020, 120, 420, palette.deepTeal, { 'fill-opacity': 0.5 }) +
    circle(900, 315, 250, '#ffffff', { 'fill-opacity': 0.08 }) +
    circle(900, 315, 220, palette.mist) +
    group(motif(vividTone), { transform: translate(700, 115), 'clip-path': 'url(#window)' }) +
    sparkle(600, 96, 12, palette.gold) +
    path('M0,590Q300,560 600,590T1200,580V630H0Z', palette.ink, { 'fill-opacity': 0.3 });

  // The byline (clinic and places) sits at the top; the heading and subheading fill the middle.
  body += toothMark(TEXT_LEFT + 36, 112, 36);
  if (text.byline) {
    body += `<text x="${TEXT_LEFT + 90}" y="106" ${font} font-size="30" font-weight="700" fill="#ffffff">${escapeXml(text.byline.name)}</text>`;
    body += `<text x="${TEXT_LEFT + 90}" y="140" ${font} font-size="21" fill="${palette.aqua}">${escapeXml(text.byline.places)}</text>`;
  }
  const heading = headingLayout(text.heading);
  const headingLineHeight = Math.round(heading.fontSize * 1.14);
  const subheadingLines = text.subheading ? wrapText(text.subheading, 30, TEXT_WIDTH).slice(0, 2) : [];
  const blockHeight = heading.lines.length * headingLineHeight + (subheadingLines.length ? 24 + subheadingLines.length * 38 : 0);
  // Centred in the space between the byline and the bottom wave.
  const top = 190 + Math.max(0, (360 - blockHeight) / 2);
  const firstBaseline = Math.round(top + heading.fontSize * 0.9);
  body += textLines(heading.lines, TEXT_LEFT, firstBaseline, headingLineHeight, `${font} font-size="${heading.fontSize}" font-weight="700" fill="#ffffff"`);
  const headingBottom = firstBaseline + (heading.lines.length - 1) * headingLineHeight;
  body += textLines(subheadingLines, TEXT_LEFT, headingBottom + 52, 38, `${font} font-size="30" fill="${palette.aqua}"`);
  const barTop = headingBottom + (subheadingLines.length ? 52 + (subheadingLines.length - 1) * 38 + 30 : 34);
  body += rect(TEXT_LEFT, barTop, 90, 6, palette.gold, { rx: 3 });

  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: [text.heading, text.subheading].filter(Boolean).join(': '),
    defs: '<clipPath id="window"><circle cx="200" cy="200" r="200"/></clipPath>',
    body,
  });
}
