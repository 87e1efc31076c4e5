/**
 * Furniture and equipment for the clinic scenes (slides and gallery). Each piece is drawn in its
 * own small box and placed with a translate/scale, like the motifs.
 */
import { n } from './svg-document';
import { palette, type Tone } from './palette';
import { circle, ellipse, group, path, rect, stroke, translate, use } from './shapes';

/** Wall and floor filling a w x h scene; the floor starts at `floorY`. */
export function room(width: number, height: number, floorY: number, wall: string = palette.mist): string {
  return (
    rect(0, 0, width, height, wall) +
    rect(0, floorY, width, height - floorY, '#d3e9e7') +
    rect(0, floorY - 6, width, 8, '#c2dfdc') +
    path(`M0,${n(height)}L${n(width * 0.35)},${n(floorY)}H${n(width * 0.42)}L${n(width * 0.2)},${n(height)}Z`, '#ffffff', { 'fill-opacity': 0.25 })
  );
}

/** A reclining dental chair in a 340 x 300 box, base on the bottom edge, facing right. */
export function dentalChair(x: number, y: number, scale: number, tone: Tone): string {
  return group(
    rect(120, 284, 140, 16, palette.ink, { rx: 8 }) +
      path('M168,200H212L222,286H158Z', tone.metal) +
      stroke('M212,214L286,150', tone.metal, 8) +
      rect(262, 134, 74, 16, tone.enamel, { rx: 6, stroke: tone.metal, 'stroke-width': 3 }) +
      stroke('M86,193H250', tone.primary, 34) +
      stroke('M86,186L32,84', tone.primary, 34) +
      stroke('M24,66L14,46', tone.secondary, 26) +
      stroke('M252,196L316,250', tone.primary, 30) +
      stroke('M320,254L330,282', tone.secondary, 14) +
      stroke('M96,184H236', '#ffffff', 4, { 'stroke-opacity': 0.3 }) +
      stroke('M120,160H200', tone.secondary, 12) +
      stroke('M160,164V178', tone.metal, 6),
    { transform: translate(x, y, scale) },
  );
}

/** The operating light on a ceiling arm; its head and glow hang about 120 units below (x, y). */
export function operatingLamp(x: number, y: number, scale: number, tone: Tone): string {
  return group(
    stroke('M0,0V56L84,92', tone.metal, 8) +
      path('M56,92Q84,74 116,92L108,112Q84,102 64,112Z', tone.enamel, { stroke: tone.metal, 'stroke-width': 3 }) +
      path('M64,112Q84,104 108,112L150,220H20Z', palette.gold, { 'fill-opacity': 0.14 }) +
      ellipse(86, 110, 18, 4, palette.gold),
    { transform: translate(x, y, scale) },
  );
}

/** A wall or arm monitor showing a tooth, `width` x `height`. */
export function monitor(x: number, y: number, width: number, height: number, tone: Tone, withStand = true): string {
  const screen = Math.min(width, height) * 0.6;
  return (
    (withStand ? rect(x + width / 2 - 8, y + height, 16, 26, palette.ink) + rect(x + width / 2 - 40, y + height + 22, 80, 8, palette.ink, { rx: 4 }) : '') +
    rect(x, y, width, height, palette.ink, { rx: 10 }) +
    rect(x + 8, y + 8, width - 16, height - 16, palette.sky, { rx: 4 }) +
    use('tooth', x + width / 2 - screen * 0.42, y + height / 2 - screen / 2, screen / 120, '#ffffff', { stroke: tone.secondary, 'stroke-width': 240 / screen })
  );
}

export function plant(x: number, baseY: number, scale: number, tone: Tone): string {
  return group(
    ellipse(-26, -130, 16, 44, tone.primary, { transform: 'rotate(-28 -26 -130)' }) +
      ellipse(24, -140, 16, 46, tone.secondary, { transform: 'rotate(26 24 -140)' }) +
      ellipse(0, -160, 15, 50, tone.primary) +
      ellipse(-36, -84, 13, 34, tone.secondary, { transform: 'rotate(-60 -36 -84)' }) +
      ellipse(36, -90, 13, 34, tone.primary, { transform: 'rotate(58 36 -90)' }) +
      path('M-34,-64H34L26,0H-26Z', '#e9b98c') +
      rect(-38, -72, 76, 12, '#dca477', { rx: 4 }),
    { transform: translate(x, baseY, scale) },
  );
}

export function wallWindow(x: number, y: number, width: number, height: number): string {
  return (
    rect(x - 8, y - 8, width + 16, height + 16, '#ffffff', { rx: 6 }) +
    rect(x, y, width, height, palette.sky) +
    ellipse(x + width * 0.3, y + height * 0.3, width * 0.16, height * 0.06, '#ffffff', { 'fill-opacity': 0.9 }) +
    path(`M${n(x)},${n(y + height * 0.8)}L${n(x + width * 0.8)},${n(y)}H${n(x + width)}L${n(x)},${n(y + height)}Z`, '#ffffff', { 'fill-opacity': 0.35 }) +
    rect(x + width / 2 - 4, y, 8, height, '#ffffff') +
    rect(x, y + height / 2 - 4, width, 8, '#ffffff')
  );
}

export function pendantLamp(x: number, ceilingY: number, length: number, tone: Tone): string {
  return (
    stroke(`M${n(x)},${n(ceilingY)}V${n(ceilingY + length)}`, palette.ink, 3) +
    path(
      `M${n(x - 34)},${n(ceilingY + length + 30)}Q${n(x - 34)},${n(ceilingY + length)} ${n(x)},${n(ceilingY + length)}Q${n(x + 34)},${n(ceilingY + length)} ${n(x + 34)},${n(ceilingY + length + 30)}Z`,
      tone.primary,
    ) +
    ellipse(x, ceilingY + length + 32, 20, 5, palette.gold)
  );
}

/** A framed picture: a small sun over a hill, or a tooth. */
export function picture(x: number, y: number, width: number, height: number, tone: Tone, subject: 'landscape' | 'tooth'): string {
  const inner =
    subject === 'landscape'
      ? circle(x + width * 0.7, y + height * 0.35, Math.min(width, height) * 0.12, palette.gold) +
        path(`M${n(x + 8)},${n(y + height - 8)}Q${n(x + width * 0.35)},${n(y + height * 0.35)} ${n(x + width - 8)},${n(y + height - 8)}Z`, tone.secondary)
      : use('tooth', x + width / 2 - width * 0.2, y + height * 0.2, (width * 0.4) / 100, '#ffffff');
  return (
    rect(x, y, width, height, '#ffffff', { rx: 4, stroke: palette.ink, 'stroke-width': 5 }) + rect(x + 8, y + 8, width - 16, height - 16, tone.soft) + inner
  );
}

export function cabinet(x: number, y: number, width: number, height: number, tone: Tone, drawers = 3): string {
  let fronts = '';
  const drawerH = (height - 24) / drawers;
  for (let i = 0; i < drawers; i++) {
    const dy = y + 16 + i * drawerH;
    fronts += rect(x + 10, dy, width - 20, drawerH - 8, '#ffffff', { rx: 4 }) + rect(x + width / 2 - 16, dy + drawerH / 2 - 7, 32, 6, tone.metal, { rx: 3 });
  }
  return rect(x, y, width, height, tone.soft, { rx: 8 }) + rect(x - 6, y - 10, width + 12, 14, tone.primary, { rx: 4 }) + fronts;
}
