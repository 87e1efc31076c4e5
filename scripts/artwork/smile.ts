/**
 * A smile seen from the front in a 400 x 260 box: lips, gums and two rows of teeth. Its options
 * describe what a before/after pair changes (stains, crowding, a gap, a chip, a missing tooth).
 */
import { n } from './svg-document';
import { palette, vividTone, type Tone } from './palette';
import { circle, ellipse, group, path, rect, stroke, translate } from './shapes';
import { enamelGroup, incisor } from './treatment-motifs';

export interface SmileOptions {
  stained?: boolean;
  /** Upper teeth pushed down (+) or up (-), one number per tooth from the left. */
  drops?: number[];
  tilts?: number[];
  missing?: number;
  /** Extra space opened after this upper tooth (a gap between the front teeth). */
  gapAfter?: number;
  chipped?: number;
  /** Shorter, uneven teeth, as with wear. */
  worn?: boolean;
  swollenGums?: boolean;
}

const upperWidths = [26, 32, 38, 46, 46, 38, 32, 26];
const upperHeights = [40, 46, 54, 62, 62, 54, 46, 40];
const wornHeights = [30, 38, 40, 46, 50, 42, 34, 32];
const lowerWidths = [24, 28, 30, 31, 31, 30, 28, 24];
const mouthColour = '#6e2a35';

/** The top edge of the mouth opening at x: the quadratic curve from (58,122) through (200,76) to (342,122). */
function mouthTop(x: number): number {
  const t = (x - 58) / 284;
  return 122 - 92 * t * (1 - t);
}

export function smile(x: number, y: number, scale: number, options: SmileOptions = {}): string {
  const tone: Tone = options.stained ? { ...vividTone, enamel: '#e6cf92', enamelShade: '#cdb06a' } : vividTone;
  const gapSize = options.gapAfter === undefined ? 0 : 16;
  const total = upperWidths.reduce((a, b) => a + b + 2, -2) + gapSize;
  let cursor = 200 - total / 2;
  let lower = '';
  let lowerCursor = 200 - lowerWidths.reduce((a, b) => a + b + 2, -2) / 2;
  lowerWidths.forEach((w) => {
    const top = mouthTop(lowerCursor + w / 2) + 86;
    lower += incisor(lowerCursor, top + 42, w, -44);
    lowerCursor += w + 2;
  });
  let upper = '';
  upperWidths.forEach((w, i) => {
    const heights = options.worn ? wornHeights : upperHeights;
    const top = mouthTop(cursor + w / 2) + 2 + (options.drops?.[i] ?? 0);
    if (i !== options.missing) {
      upper += incisor(cursor, top, w, heights[i], options.tilts?.[i] ?? 0);
      if (i === options.chipped) {
        const bottom = top + heights[i];
        upper += path(`M${n(cursor + w * 0.3)},${n(bottom + 2)}L${n(cursor + w + 1)},${n(bottom - heights[i] * 0.45)}V${n(bottom + 2)}Z`, mouthColour, {
          stroke: 'none',
        });
      }
    }
    cursor += w + 2 + (i === options.gapAfter ? gapSize : 0);
  });
  const gum = options.swollenGums ? '#e0606e' : vividTone.gum;
  const gumLine = stroke('M58,126Q200,82 342,126', gum, options.swollenGums ? 34 : 24);
  const swelling = options.swollenGums ? [96, 132, 168, 200, 232, 268, 304].map((gx) => circle(gx, mouthTop(gx) + 13, 7, gum)).join('') : '';
  return group(
    group(
      rect(40, 60, 320, 170, mouthColour) + ellipse(200, 196, 84, 20, '#b84a5c') + enamelGroup(lower, tone) + gumLine + swelling + enamelGroup(upper, tone),
      { 'clip-path': 'url(#mouth)' },
    ) +
      path(
        'M20,120C70,50 140,40 175,60Q200,72 225,60C260,40 330,50 380,120C340,210 270,250 200,250C130,250 60,210 20,120ZM58,122Q200,76 342,122Q282,210 200,212Q118,210 58,122Z',
        palette.coral,
        { 'fill-rule': 'evenodd' },
      ) +
      stroke('M150,232Q200,242 250,232', '#ffffff', 6, { 'stroke-opacity': 0.3 }),
    { transform: translate(x, y, scale) },
  );
}
