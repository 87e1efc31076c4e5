/**
 * One illustration per treatment, each drawn in a 400 x 400 box and painted with a Tone, so the
 * same drawing serves the soft treatment cards, the darker side panels, blog headers and slides.
 */
import { n } from './svg-document';
import type { Tone } from './palette';
import { toothCharacter } from './characters';
import {
  archPath,
  archPoints,
  bubble,
  circle,
  crescent,
  ellipse,
  group,
  path,
  rect,
  shieldPath,
  shinyTooth,
  sparkle,
  stroke,
  toothbrush,
  translate,
  use,
} from './shapes';

export type Motif = (tone: Tone) => string;

/** Front teeth in a row with gum above: shared by gum care, braces and smile drawings. */
function frontTeeth(
  tone: Tone,
  options: { x: number; y: number; widths: number[]; height: number; gap?: number; drop?: (index: number) => number; tilt?: (index: number) => number },
): string {
  const gap = options.gap ?? 4;
  let x = options.x;
  let out = '';
  options.widths.forEach((width, index) => {
    const dy = options.drop ? options.drop(index) : 0;
    const tilt = options.tilt ? options.tilt(index) : 0;
    out += incisor(x, options.y + dy, width, options.height, tilt);
    x += width + gap;
  });
  return enamelGroup(out, tone);
}

/**
 * One front tooth `width` x `height` with its top-left corner at x, y; a negative height turns it
 * upside down. It takes its colours from the enclosing enamelGroup, which keeps files small.
 */
export function incisor(x: number, y: number, width: number, height: number, tilt = 0): string {
  const rotation = tilt ? ` rotate(${tilt} ${n(width / 2)} 0)` : '';
  return `<use href="#incisor" transform="translate(${n(x)} ${n(y)})${rotation} scale(${Math.round((width / 40) * 1000) / 1000} ${Math.round((height / 60) * 1000) / 1000})"/>`;
}

/** Paints the teeth inside it as enamel with a thin shaded edge. */
export function enamelGroup(teeth: string, tone: Tone): string {
  return group(teeth, { fill: tone.enamel, stroke: tone.enamelShade, 'stroke-width': 2.4 });
}

/** A scalloped gum line hugging the teeth given by their left edges and widths. */
function gumBand(tone: Tone, left: number, right: number, top: number, lineY: number, edges: number[]): string {
  let d = `M${n(left)},${n(top)}H${n(right)}V${n(lineY + 14)}`;
  const reversed = [...edges].reverse();
  for (let i = 0; i < reversed.length - 1; i++) {
    const a = reversed[i];
    const b = reversed[i + 1];
    d += `L${n(a)},${n(lineY + 14)}Q${n((a + b) / 2)},${n(lineY - 26)} ${n(b)},${n(lineY + 14)}`;
  }
  d += `L${n(left)},${n(lineY + 14)}Z`;
  return path(d, tone.gum);
}

function alignerTray(tone: Tone, x: number, y: number, scale: number): string {
  const arch = archPath(200, 90, 135, 200);
  const teeth = archPoints(200, 90, 135, 200, 14)
    .map((p) =>
      ellipse(0, 0, 13 + 9 * Math.abs(p.t), 11 + 7 * Math.abs(p.t), tone.enamel, {
        transform: translate(p.x, p.y, 1, p.angle),
        stroke: tone.enamelShade,
        'stroke-width': 2,
      }),
    )
    .join('');
  return group(
    stroke(arch, tone.secondary, 66) +
      stroke(arch, tone.soft, 56) +
      teeth +
      stroke(arch, '#ffffff', 56, { 'stroke-opacity': 0.35 }) +
      stroke(arch, tone.primary, 2, { 'stroke-dasharray': '2 10', 'stroke-opacity': 0.6 }),
    { transform: translate(x, y, scale) },
  );
}

function zigzagZ(x: number, y: number, size: number, colour: string): string {
  return stroke(`M${n(x)},${n(y)}H${n(x + size)}L${n(x)},${n(y + size)}H${n(x + size)}`, colour, Math.max(3, size / 6));
}

function cricketBall(cx: number, cy: number, r: number, tone: Tone): string {
  return (
    circle(cx, cy, r, '#d9534f') +
    circle(cx - r * 0.3, cy - r * 0.35, r * 0.25, '#ffffff', { 'fill-opacity': 0.25 }) +
    stroke(`M${n(cx - r * 0.35)},${n(cy - r * 0.94)}Q${n(cx + r * 0.25)},${n(cy)} ${n(cx - r * 0.35)},${n(cy + r * 0.94)}`, '#ffffff', 3, {
      'stroke-dasharray': '4 5',
    }) +
    stroke(`M${n(cx - r * 0.18)},${n(cy - r * 0.98)}Q${n(cx + r * 0.42)},${n(cy)} ${n(cx - r * 0.18)},${n(cy + r * 0.98)}`, tone.enamelShade, 2)
  );
}

/** The drawn motifs, by treatment id (`treatment.id` in pages/treatments/*.json). */
export const treatmentMotifs = {
  'dental-cleaning': (tone) =>
    shinyTooth(95, 60, 2.1, tone) +
    toothbrush(378, 372, 230, -122, tone) +
    bubble(86, 96, 18, tone) +
    bubble(58, 150, 10, tone) +
    bubble(338, 78, 14, tone) +
    bubble(318, 128, 8, tone) +
    sparkle(318, 312, 14, tone.accent) +
    sparkle(70, 300, 10, tone.accent),

  'tooth-removal': (tone) =>
    shinyTooth(30, 214, 1.05, tone) +
    shinyTooth(265, 214, 1.05, tone) +
    path('M-20,300Q200,266 420,300V420H-20Z', tone.gum) +
    ellipse(200, 300, 40, 12, tone.mouth, { 'fill-opacity': 0.45 }) +
    shinyTooth(145, 58, 1.1, tone) +
    stroke('M172,214V238M200,220V250M228,214V238', tone.secondary, 5, { 'stroke-dasharray': '2 9' }) +
    stroke('M320,180Q350,130 318,86', tone.primary, 6) +
    path('M300,96L318,80L330,104Z', tone.primary) +
    sparkle(88, 110, 14, tone.accent),

  'cosmetic-dentistry': (tone) =>
    path('M48,196C88,150 140,138 172,154Q200,166 228,154C260,138 312,150 352,196C322,276 262,314 200,314C138,314 78,276 48,196Z', tone.warm) +
    path('M86,198Q200,166 314,198Q262,274 200,276Q138,274 86,198Z', tone.mouth) +
    path('M94,198Q200,170 306,198Q300,226 286,234Q200,216 114,234Q100,226 94,198Z', tone.enamel) +
    stroke('M132,188V226M162,182V221M200,179V219M238,182V221M268,188V226', tone.enamelShade, 3) +
    path('M140,258Q200,246 260,258Q230,274 200,275Q170,274 140,258Z', tone.enamel, { 'fill-opacity': 0.9 }) +
    path('M246,196L254,204L246,212L238,204Z', tone.secondary) +
    sparkle(336, 110, 20, tone.accent) +
    sparkle(300, 70, 10, tone.accent) +
    sparkle(72, 120, 13, tone.accent) +
    sparkle(330, 320, 10, tone.secondary),

  invisalign: (tone) => alignerTray(tone, 0, 10, 1) + sparkle(330, 90, 16, tone.accent) + sparkle(80, 80, 10, tone.accent),

  'teeth-whitening': (tone) => {
    let rays = '';
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      rays += `M${n(200 + Math.cos(a) * 142)},${n(170 + Math.sin(a) * 142)}L${n(200 + Math.cos(a) * 168)},${n(170 + Math.sin(a) * 168)}`;
    }
    const shades = ['#e9d6a0', '#f0e2b8', '#f6ecd2', '#fbf6ea', '#ffffff'];
    const tabs = shades.map((colour, i) => rect(98 + i * 42, 318, 34, 58, colour, { rx: 10, stroke: tone.line, 'stroke-width': 2 })).join('');
    return (
      stroke(rays, tone.accent, 8, { 'stroke-opacity': 0.7 }) +
      shinyTooth(110, 56, 1.8, tone) +
      tabs +
      sparkle(296, 96, 16, tone.accent) +
      sparkle(116, 102, 10, tone.accent)
    );
  },

  'gum-surgeries': (tone) => {
    const widths = [64, 76, 76, 64];
    const edges = [58];
    widths.forEach((w) => edges.push(edges[edges.length - 1] + w + 4));
    return (
      frontTeeth(tone, { x: 58, y: 96, widths, height: 150 }) +
      gumBand(tone, -20, 420, 0, 128, edges) +
      stroke('M60,78Q200,58 340,78', '#ffffff', 6, { 'stroke-opacity': 0.45 }) +
      stroke('M356,360L292,270', tone.metal, 9) +
      stroke('M292,270L280,250', tone.line, 4) +
      circle(110, 320, 36, tone.secondary) +
      path('M103,299h14v14h14v14h-14v14h-14v-14h-14v-14h14Z', '#ffffff') +
      sparkle(230, 330, 12, tone.accent)
    );
  },

  'tmj-treatment': (tone) =>
    // A soft head in profile gives the jaw joint its place: just in front of the ear.
    path(
      'M110,420C96,350 52,310 52,220C52,104 138,36 240,36C322,36 364,98 364,160L388,214C392,224 386,230 376,230L364,232L366,262C366,272 358,276 352,278L356,292C358,300 352,306 344,306C334,308 332,318 332,330C332,352 312,364 282,362L262,420Z',
      tone.soft,
    ) +
    group(
      path(
        'M104,92C90,98 90,122 106,128L118,132C120,170 118,214 110,252C106,276 122,292 148,292L302,298C330,300 350,284 352,260L354,234C336,232 318,228 300,228L176,224C160,222 152,210 154,194L160,144C162,132 170,122 182,116C168,112 158,118 152,126L144,134C142,112 130,90 104,92Z',
        tone.enamel,
        { stroke: tone.line, 'stroke-width': 3 },
      ) + [184, 214, 244, 274, 304].map((x) => rect(x, 200, 24, 28, tone.enamel, { rx: 8, stroke: tone.line, 'stroke-width': 2.5 })).join(''),
      { transform: translate(52, 72, 0.8) },
    ) +
    circle(142, 162, 30, tone.accent, { 'fill-opacity': 0.35 }) +
    circle(142, 162, 13, tone.accent) +
    stroke('M96,196A56,56 0 0 1 104,118', tone.primary, 5, { 'stroke-dasharray': '3 10' }) +
    stroke('M74,214A84,84 0 0 1 86,100', tone.primary, 5, { 'stroke-dasharray': '3 10', 'stroke-opacity': 0.6 }) +
    sparkle(330, 70, 14, tone.accent),

  'full-mouth-rehabilitation': (tone) =>
    path(`${archPath(200, 96, 140, 200)}`, 'none', { stroke: tone.gum, 'stroke-width': 70, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    archPoints(200, 96, 140, 200, 14)
      .map((p, i) =>
        ellipse(0, 0, 14 + 9 * Math.abs(p.t), 12 + 7 * Math.abs(p.t), [2, 5, 11].includes(i) ? tone.accent : tone.enamel, {
          transform: translate(p.x, p.y, 1, p.angle),
          stroke: tone.enamelShade,
          'stroke-width': 2,
        }),
      )
      .join('') +
    circle(200, 230, 44, tone.secondary) +
    stroke('M180,230L195,246L222,214', '#ffffff', 9) +
    sparkle(340, 60, 14, tone.accent),

  'teeth-filling': (tone) =>
    shinyTooth(95, 60, 2.1, tone) +
    path('M168,96C178,84 204,86 214,98C226,92 244,100 240,116C236,132 214,136 200,130C186,138 164,130 162,116C160,106 162,100 168,96Z', tone.secondary) +
    stroke('M178,104C186,98 196,100 200,104', '#ffffff', 4, { 'stroke-opacity': 0.8 }) +
    stroke('M372,362L300,286', tone.metal, 9) +
    circle(284, 270, 26, tone.enamel, { stroke: tone.metal, 'stroke-width': 7 }) +
    circle(284, 270, 14, tone.soft) +
    sparkle(70, 110, 14, tone.accent) +
    sparkle(330, 92, 10, tone.accent),

  orthodontics: (tone) => {
    const widths = [46, 52, 64, 64, 52, 46];
    const drops = [16, 6, 0, 0, 6, 16];
    const tilts = [4, -7, 5, -4, 7, -4];
    const left = 200 - (widths.reduce((a, b) => a + b, 0) + 4 * (widths.length - 1)) / 2;
    const edges = [left];
    widths.forEach((w) => edges.push(edges[edges.length - 1] + w + 4));
    const centres = widths.map((w, i): [number, number] => [edges[i] + w / 2, 96 + drops[i] + 92]);
    const brackets = centres
      .map(([cx, cy]) => rect(cx - 11, cy - 11, 22, 22, tone.metal, { rx: 5 }) + rect(cx - 6, cy - 6, 12, 12, tone.enamelShade, { rx: 2 }))
      .join('');
    return (
      frontTeeth(tone, { x: left, y: 96, widths, height: 150, drop: (i) => drops[i], tilt: (i) => tilts[i] }) +
      gumBand(tone, -20, 420, 0, 126, edges) +
      stroke(`M${centres.map(([cx, cy]) => `${n(cx)},${n(cy)}`).join('L')}`, tone.primary, 4) +
      brackets +
      centres.map(([cx, cy], i) => circle(cx, cy, 3.5, i % 2 ? tone.warm : tone.secondary)).join('') +
      sparkle(320, 320, 16, tone.accent) +
      sparkle(90, 330, 10, tone.accent)
    );
  },

  'nri-dental-treatment': (tone) =>
    circle(176, 228, 122, tone.soft, { stroke: tone.secondary, 'stroke-width': 4 }) +
    path('M96,176C120,150 160,160 170,186C180,210 150,222 134,246C120,268 92,254 88,226C84,206 86,188 96,176Z', tone.secondary) +
    path(
      'M196,140C226,128 262,146 266,176C270,200 244,206 226,228C212,246 236,268 226,300C212,320 186,296 188,262C190,232 168,214 176,184C180,164 184,146 196,140Z',
      tone.secondary,
    ) +
    ellipse(176, 228, 56, 122, 'none', { stroke: tone.primary, 'stroke-width': 2, 'stroke-opacity': 0.5 }) +
    ellipse(176, 228, 122, 40, 'none', { stroke: tone.primary, 'stroke-width': 2, 'stroke-opacity': 0.5 }) +
    stroke('M40,118Q170,-10 330,84', tone.primary, 4, { 'stroke-dasharray': '4 12' }) +
    group(
      path(
        'M-30,0Q-30,-6 -20,-6H22Q34,-6 40,0Q34,6 22,6H-20Q-30,6 -30,0ZM-2,-5L-14,-32H-4L16,-5ZM-2,5L-14,32H-4L16,5ZM-22,-5L-30,-18H-24L-14,-5Z',
        tone.primary,
      ),
      { transform: translate(330, 86, 1, 32) },
    ) +
    path('M316,196C316,172 334,156 354,156C374,156 392,172 392,196C392,222 354,262 354,262C354,262 316,222 316,196Z', tone.accent) +
    use('tooth', 338, 174, 0.32, '#ffffff'),

  'pediatric-dentistry': (tone) =>
    toothCharacter(105, 70, 1.9, tone) +
    toothbrush(384, 360, 150, -112, tone) +
    sparkle(74, 90, 16, tone.accent) +
    sparkle(330, 80, 12, tone.accent) +
    sparkle(60, 300, 10, tone.secondary) +
    circle(330, 150, 8, tone.warm),

  'root-canal': (tone) =>
    group(
      `<use href="#tooth" fill="${tone.enamel}" stroke="${tone.line}" stroke-width="1.3"/>` +
        path(
          'M28,20C38,14 46,18 50,22C54,18 62,14 72,20C82,28 80,46 74,58C70,70 68,88 64,104L58,84C56,76 44,76 42,84L36,104C32,88 30,70 26,58C20,46 18,28 28,20Z',
          tone.enamelShade,
        ) +
        path('M36,34C42,28 58,28 64,34C68,44 64,54 62,60L65,102C65,106 61,106 61,102L56,66H44L39,102C39,106 35,106 35,102L38,60C36,54 32,44 36,34Z', tone.warm),
      { transform: translate(90, 48, 2.2) },
    ) +
    stroke('M318,26L222,126', tone.metal, 5) +
    rect(306, 6, 40, 26, tone.accent, { rx: 6, transform: 'rotate(-45 326 19)' }) +
    sparkle(70, 90, 14, tone.accent) +
    sparkle(340, 300, 12, tone.accent),

  dentures: (tone) => {
    const widths = [34, 38, 44, 50, 50, 44, 38, 34];
    const total = widths.reduce((a, b) => a + b + 3, -3);
    const left = 200 - total / 2;
    const right = left + total;
    const sag = (x: number) => 16 * ((x - 200) / (total / 2)) ** 2;
    let x = left;
    let teeth = '';
    widths.forEach((w) => {
      const mid = x + w / 2;
      teeth += incisor(x, 112 + sag(mid), w, 78);
      teeth += incisor(x + 2, 290 - sag(mid), w - 4, -70);
      x += w + 3;
    });
    return (
      enamelGroup(teeth, tone) +
      path(`M${n(left - 22)},150Q200,98 ${n(right + 22)},150L${n(right + 8)},96Q200,52 ${n(left - 8)},96Z`, tone.gum) +
      path(`M${n(left - 22)},252Q200,304 ${n(right + 22)},252L${n(right + 8)},306Q200,350 ${n(left - 8)},306Z`, tone.gum) +
      stroke(`M${n(left + 10)},96Q200,66 ${n(right - 10)},96`, '#ffffff', 5, { 'stroke-opacity': 0.5 }) +
      sparkle(350, 60, 14, tone.accent) +
      sparkle(56, 350, 10, tone.accent)
    );
  },

  'sleep-apnea': (tone) =>
    crescent(150, 150, 96, 52, -36, 84, tone.accent) +
    sparkle(270, 70, 12, tone.accent) +
    sparkle(330, 150, 8, tone.secondary) +
    sparkle(60, 300, 9, tone.secondary) +
    circle(300, 108, 4, tone.secondary) +
    zigzagZ(250, 150, 34, tone.primary) +
    zigzagZ(300, 110, 24, tone.primary) +
    zigzagZ(336, 80, 16, tone.primary) +
    alignerTray(tone, 150, 200, 0.5),

  'oral-cancer': (tone) =>
    path(shieldPath(180, 60, 220, 270), tone.secondary) +
    path(shieldPath(180, 84, 176, 220), tone.primary) +
    use('tooth', 136, 128, 0.9, tone.enamel) +
    circle(292, 274, 52, '#ffffff', { 'fill-opacity': 0.55, stroke: tone.metal, 'stroke-width': 12 }) +
    stroke('M330,312L370,352', tone.metal, 18) +
    stroke('M268,254A30,30 0 0 1 300,244', '#ffffff', 5) +
    sparkle(70, 80, 12, tone.accent) +
    sparkle(330, 90, 14, tone.accent),

  'crowns-and-bridges': (tone) =>
    path('M-20,300Q200,276 420,300V420H-20Z', tone.gum) +
    group(`<use href="#tooth" fill="${tone.enamelShade}" stroke="${tone.line}" stroke-width="2.5" transform="translate(0 -14)"/>`, {
      transform: translate(30, 222, 1),
    }) +
    use('crown', 28, 110, 1.04, tone.accent) +
    stroke('M80,200V214', tone.primary, 5, { 'stroke-dasharray': '3 8' }) +
    use('tooth', 190, 200, 0.7, tone.enamel, { stroke: tone.line, 'stroke-width': 3.5 }) +
    use('tooth', 310, 200, 0.7, tone.enamel, { stroke: tone.line, 'stroke-width': 3.5 }) +
    use('crown', 250, 202, 0.7, tone.enamel, { stroke: tone.line, 'stroke-width': 3.5 }) +
    rect(236, 214, 84, 12, tone.secondary, { rx: 6, 'fill-opacity': 0.7 }) +
    sparkle(340, 120, 14, tone.accent) +
    sparkle(150, 70, 10, tone.accent),

  'dental-implants': (tone) => {
    let threads = '';
    for (let i = 0; i < 7; i++) {
      const y = 236 + i * 16;
      const half = 32 - i * 2.2;
      threads += `M${n(200 - half - 8)},${n(y + 6)}L${n(200 + half + 8)},${n(y - 6)}`;
    }
    return (
      rect(-20, 250, 440, 170, '#f3e6cf') +
      path('M-20,214Q200,192 420,214V262Q200,248 -20,262Z', tone.gum) +
      path('M168,228H232L222,348Q200,372 178,348Z', tone.metal) +
      stroke(threads, tone.metal, 7) +
      stroke('M186,234V340', '#ffffff', 4, { 'stroke-opacity': 0.6 }) +
      rect(178, 192, 44, 42, tone.metal, { rx: 6 }) +
      use('crown', 132, 88, 1.36, tone.enamel, { stroke: tone.line, 'stroke-width': 2 }) +
      stroke('M164,112C168,102 178,98 186,100', tone.soft, 6) +
      sparkle(320, 100, 16, tone.accent) +
      sparkle(80, 130, 10, tone.accent)
    );
  },

  'sports-dentistry': (tone) =>
    group(
      stroke(archPath(200, 90, 135, 200), tone.primary, 84) +
        stroke(archPath(200, 90, 135, 200), tone.secondary, 64) +
        stroke(archPath(200, 90, 135, 200), '#ffffff', 6, { 'stroke-opacity': 0.5, 'stroke-dasharray': '16 14' }),
      { transform: translate(20, 20, 0.72) },
    ) +
    cricketBall(300, 290, 62, tone) +
    circle(86, 306, 34, tone.accent) +
    circle(86, 306, 22, '#ffffff', { 'fill-opacity': 0.45 }) +
    path('M70,270L60,230H80L86,262ZM102,270L112,230H92L86,262Z', tone.warm) +
    sparkle(350, 90, 14, tone.accent),
} satisfies Record<string, Motif>;

export type TreatmentId = keyof typeof treatmentMotifs;

/**
 * The design a treatment gets until its own motif is drawn: a shining tooth among sparkles, which
 * suits any treatment, so a new treatment page needs no drawing to be complete.
 */
export const genericTreatmentMotif: Motif = (tone) =>
  shinyTooth(110, 70, 1.9, tone) +
  sparkle(330, 110, 18, tone.accent) +
  sparkle(76, 150, 12, tone.accent) +
  sparkle(310, 300, 12, tone.accent) +
  bubble(92, 300, 14, tone) +
  bubble(340, 210, 10, tone);

export function hasTreatmentMotif(id: string): id is TreatmentId {
  return Object.hasOwn(treatmentMotifs, id);
}

/** The treatment's own motif, or the generic one while none is drawn for its id. */
export function treatmentMotif(id: string): Motif {
  return hasTreatmentMotif(id) ? treatmentMotifs[id] : genericTreatmentMotif;
}
