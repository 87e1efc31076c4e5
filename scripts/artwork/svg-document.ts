/**
 * Builds a standalone SVG file: size attributes that match the viewBox, an accessible <title>,
 * and only the shared symbols the body actually references (files stay small).
 */
import { sharedSymbols } from './symbols';

export interface SvgDocument {
  width: number;
  height: number;
  title: string;
  body: string;
  /** Gradients and other definitions private to this document. */
  defs?: string;
}

export function svgDocument({ width, height, title, body, defs = '' }: SvgDocument): string {
  const usedSymbols = Object.entries(sharedSymbols)
    .filter(([id]) => body.includes(`href="#${id}"`) || body.includes(`url(#${id})`))
    .map(([, markup]) => markup)
    .join('');
  const allDefs = usedSymbols + defs;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (allDefs ? `<defs>${allDefs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds coordinates to one decimal: enough precision for illustrations, far fewer bytes. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const stopMarkup = stops.map((colour, index) => `<stop offset="${n(index / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" ${direction}>${stopMarkup}</linearGradient>`;
}
