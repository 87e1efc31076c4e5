/**
 * Small drawing helpers shared by every motif and scene. Each returns an SVG fragment string.
 */
import { n } from './svg-document';
import type { SymbolId } from './symbols';
import type { Tone } from './palette';

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attributes(extra)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attributes(extra)}/>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${attributes(extra)}/>`;
}

export function path(d: string, fill: string, extra: Attributes = {}): string {
  return `<path d="${d}" fill="${fill}"${attributes(extra)}/>`;
}

/** An unfilled line with round ends, the basic stroke of the illustrations. */
export function stroke(d: string, colour: string, width: number, extra: Attributes = {}): string {
  return path(d, 'none', { stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
}

export function group(content: string, extra: Attributes = {}): string {
  return `<g${attributes(extra)}>${content}</g>`;
}

export function translate(x: number, y: number, scale = 1, rotate = 0): string {
  return `translate(${n(x)} ${n(y)})` + (scale === 1 ? '' : ` scale(${String(Math.round(scale * 1000) / 1000)})`) + (rotate ? ` rotate(${n(rotate)})` : '');
}

/** Places a shared symbol: its own coordinates start at 0,0, scaled by `scale`. */
export function use(id: SymbolId, x: number, y: number, scale: number, fill: string, extra: Attributes = {}): string {
  return `<use href="#${id}" transform="${translate(x, y, scale)}" fill="${fill}"${attributes(extra)}/>`;
}

export function sparkle(cx: number, cy: number, radius: number, fill: string): string {
  return use('sparkle', cx, cy, radius / 10, fill);
}

/** A tooth with the small highlight that makes it read as glossy enamel. */
export function shinyTooth(x: number, y: number, scale: number, tone: Tone, outline = false): string {
  const edge = outline ? { stroke: tone.line, 'stroke-width': 2.5 / scale } : {};
  return group(
    `<use href="#tooth" fill="${tone.enamel}"${attributes(edge)}/>` +
      path('M50,10C56,4 66,0 78,8C94,18 94,42 86,58C80,72 78,92 72,110C69,119 64,119 62,114C70,90 76,60 74,36C73,24 66,14 50,10Z', tone.enamelShade) +
      stroke('M24,26C27,18 34,15 40,16', tone.soft, 5),
    { transform: translate(x, y, scale) },
  );
}

/** A toothbrush drawn along +x from its handle end at (x, y), then rotated by `angle` degrees. */
export function toothbrush(x: number, y: number, length: number, angle: number, tone: Tone): string {
  const handle = length * 0.7;
  const head = length - handle;
  const bristleCount = Math.max(4, Math.round(head / 9));
  let bristles = '';
  for (let i = 0; i < bristleCount; i++) {
    const bx = handle + 4 + (i * (head - 8)) / bristleCount;
    bristles += rect(bx, -22, (head - 8) / bristleCount - 2, 14, i % 2 ? tone.soft : tone.enamel, { rx: 2 });
  }
  return group(
    rect(0, -7, handle, 14, tone.primary, { rx: 7 }) +
      rect(handle * 0.12, -3, handle * 0.4, 6, tone.secondary, { rx: 3 }) +
      rect(handle - 6, -8, head + 6, 12, tone.primary, { rx: 6 }) +
      bristles,
    { transform: translate(x, y, 1, angle) },
  );
}

export function bubble(cx: number, cy: number, r: number, tone: Tone): string {
  return (
    circle(cx, cy, r, '#ffffff', { 'fill-opacity': 0.55, stroke: tone.secondary, 'stroke-width': Math.max(1.5, r / 7) }) +
    stroke(`M${n(cx - r * 0.5)},${n(cy - r * 0.1)}A${n(r * 0.5)},${n(r * 0.5)} 0 0 1 ${n(cx - r * 0.05)},${n(cy - r * 0.5)}`, '#ffffff', Math.max(1.5, r / 6))
  );
}

/** A crescent: the part of circle A not covered by circle B (computed, so no masks are needed). */
export function crescent(cx: number, cy: number, r: number, offsetX: number, offsetY: number, innerR: number, fill: string): string {
  const d = Math.hypot(offsetX, offsetY);
  const a = (r * r - innerR * innerR + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r * r - a * a));
  const mx = cx + (a * offsetX) / d;
  const my = cy + (a * offsetY) / d;
  const p1 = [mx + (h * offsetY) / d, my - (h * offsetX) / d];
  const p2 = [mx - (h * offsetY) / d, my + (h * offsetX) / d];
  return path(`M${n(p1[0])},${n(p1[1])}A${n(r)},${n(r)} 0 1 0 ${n(p2[0])},${n(p2[1])}A${n(innerR)},${n(innerR)} 0 0 1 ${n(p1[0])},${n(p1[1])}Z`, fill);
}

/** Points along a U-shaped dental arch seen from above, front teeth at the top. */
export function archPoints(
  cx: number,
  top: number,
  halfWidth: number,
  depth: number,
  count: number,
): Array<{ x: number; y: number; angle: number; t: number }> {
  const points = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : -1 + (2 * i) / (count - 1);
    const x = cx + halfWidth * t;
    const y = top + depth * t * t;
    const slope = (2 * depth * t) / halfWidth;
    points.push({ x, y, angle: (Math.atan(slope) * 180) / Math.PI, t });
  }
  return points;
}

/** The same arch as archPoints as one curve: a parabola is exactly a quadratic Bézier. */
export function archPath(cx: number, top: number, halfWidth: number, depth: number): string {
  return `M${n(cx - halfWidth)},${n(top + depth)}Q${n(cx)},${n(top - depth)} ${n(cx + halfWidth)},${n(top + depth)}`;
}

/** A shield outline centred on cx with its top edge at y. */
export function shieldPath(cx: number, y: number, width: number, height: number): string {
  const half = width / 2;
  return `M${n(cx)},${n(y)}C${n(cx + half * 0.55)},${n(y + height * 0.1)} ${n(cx + half * 0.8)},${n(y + height * 0.08)} ${n(cx + half)},${n(y + height * 0.06)}V${n(y + height * 0.45)}C${n(cx + half)},${n(y + height * 0.75)} ${n(cx + half * 0.45)},${n(y + height * 0.92)} ${n(cx)},${n(y + height)}C${n(cx - half * 0.45)},${n(y + height * 0.92)} ${n(cx - half)},${n(y + height * 0.75)} ${n(cx - half)},${n(y + height * 0.45)}V${n(y + height * 0.06)}C${n(cx - half * 0.8)},${n(y + height * 0.08)} ${n(cx - half * 0.55)},${n(y + height * 0.1)} ${n(cx)},${n(y)}Z`;
}

/** A deterministic pseudo-random sequence, so regenerated artwork is byte-identical. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
