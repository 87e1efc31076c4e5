/**
 * Gallery artwork: before/after smiles, clinic interiors, equipment and the children's corner.
 * Each scene is drawn for the size its gallery item declares (800x800, 800x600 or 600x800).
 */
import { palette, systemFont, vividTone } from './palette';
import { toothCharacter } from './characters';
import { cabinet, dentalChair, monitor, operatingLamp, pendantLamp, picture, plant, room, wallWindow } from './clinic-furniture';
import { smile, type SmileOptions } from './smile';
import { archPoints, bubble, circle, ellipse, group, path, rect, shieldPath, sparkle, stroke, toothbrush, translate, use } from './shapes';
import { n, svgDocument } from './svg-document';

type Scene = (width: number, height: number) => string;

const tone = vividTone;

function label(x: number, y: number, text: string, fill: string): string {
  const width = text.length * 11 + 36;
  return (
    rect(x, y, width, 34, fill, { rx: 17 }) +
    `<text x="${n(x + width / 2)}" y="${n(y + 22.5)}" text-anchor="middle" font-family="${systemFont}" font-size="14" font-weight="700" letter-spacing="2" fill="#ffffff">${text}</text>`
  );
}

/** Two smiles side by side (or stacked on tall images) with a divider like the site's slider. */
function beforeAfter(before: SmileOptions, after: SmileOptions): Scene {
  return (width, height) => {
    const sideBySide = width >= height;
    const halfW = sideBySide ? width / 2 : width;
    const halfH = sideBySide ? height : height / 2;
    const scale = Math.min((halfW * 0.86) / 400, (halfH * 0.62) / 260);
    const place = (index: number) => {
      const ox = sideBySide ? index * halfW : 0;
      const oy = sideBySide ? 0 : index * halfH;
      return { ox, oy, sx: ox + (halfW - 400 * scale) / 2, sy: oy + (halfH - 260 * scale) / 2 + 14 };
    };
    const a = place(0);
    const b = place(1);
    const divider = sideBySide
      ? stroke(`M${n(width / 2)},0V${n(height)}`, '#ffffff', 5) +
        circle(width / 2, height / 2, 24, '#ffffff') +
        stroke(`M${n(width / 2 - 6)},${n(height / 2 - 8)}l-8,8 8,8M${n(width / 2 + 6)},${n(height / 2 - 8)}l8,8 -8,8`, palette.deepTeal, 4)
      : stroke(`M0,${n(height / 2)}H${n(width)}`, '#ffffff', 5) +
        circle(width / 2, height / 2, 24, '#ffffff') +
        stroke(`M${n(width / 2 - 8)},${n(height / 2 - 6)}l8,-8 8,8M${n(width / 2 - 8)},${n(height / 2 + 6)}l8,8 8,-8`, palette.deepTeal, 4);
    return (
      rect(a.ox, a.oy, halfW, halfH, '#edf1f1') +
      rect(b.ox, b.oy, halfW, halfH, '#dff4f2') +
      sparkle(b.ox + halfW - 50, b.oy + 60, 14, palette.gold) +
      sparkle(b.ox + halfW - 80, b.oy + 96, 8, palette.gold) +
      smile(a.sx, a.sy, scale, before) +
      smile(b.sx, b.sy, scale, after) +
      label(a.ox + 24, a.oy + 24, 'BEFORE', palette.ink) +
      label(b.ox + 24, b.oy + 24, 'AFTER', palette.deepTeal) +
      divider
    );
  };
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    d += `${i ? 'L' : 'M'}${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
  }
  return d + 'Z';
}

function germ(cx: number, cy: number, r: number): string {
  let spikes = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    spikes += circle(cx + Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 0.95, r * 0.22, '#7fbf5a');
  }
  return (
    spikes +
    circle(cx, cy, r, '#8fcf6a') +
    circle(cx - r * 0.3, cy - r * 0.15, r * 0.13, palette.ink) +
    circle(cx + r * 0.3, cy - r * 0.15, r * 0.13, palette.ink) +
    stroke(`M${n(cx - r * 0.3)},${n(cy + r * 0.42)}Q${n(cx)},${n(cy + r * 0.2)} ${n(cx + r * 0.3)},${n(cy + r * 0.42)}`, palette.ink, 3)
  );
}

const scenes: Record<string, Scene> = {
  'g-01': beforeAfter({ stained: true }, {}),
  'g-02': beforeAfter({ drops: [8, -4, 12, -2, 10, -6, 6, 10], tilts: [12, -14, 16, -9, 13, -16, 10, -8] }, {}),
  'g-03': beforeAfter({ missing: 5 }, {}),
  'g-04': beforeAfter({ chipped: 4 }, {}),
  'g-05': beforeAfter({ gapAfter: 3 }, {}),
  'g-06': beforeAfter({ swollenGums: true }, {}),
  'g-07': beforeAfter({ worn: true, stained: true }, {}),

  'g-08': (w, h) =>
    room(w, h, 440) +
    pendantLamp(250, 0, 90, tone) +
    pendantLamp(400, 0, 60, tone) +
    pendantLamp(550, 0, 90, tone) +
    circle(400, 190, 56, palette.deepTeal) +
    use('tooth', 372, 157, 0.56, '#ffffff') +
    rect(290, 262, 220, 10, palette.teal, { rx: 5 }) +
    rect(190, 300, 420, 160, palette.teal, { rx: 16 }) +
    rect(170, 286, 460, 24, '#ffffff', { rx: 8 }) +
    rect(190, 400, 420, 14, palette.deepTeal) +
    rect(470, 246, 90, 56, palette.ink, { rx: 6 }) +
    rect(506, 270, 18, 20, palette.ink) +
    circle(400, 356, 26, '#ffffff', { 'fill-opacity': 0.9 }) +
    use('tooth', 386, 340, 0.28, palette.deepTeal) +
    plant(90, 500, 1.1, tone) +
    plant(710, 500, 1.1, tone) +
    ellipse(400, 540, 260, 26, '#c2dfdc'),

  'g-09': (w, h) =>
    room(w, h, 600) +
    wallWindow(480, 120, 240, 200) +
    monitor(80, 150, 170, 116, tone, false) +
    cabinet(560, 430, 200, 180, tone) +
    ellipse(370, 730, 250, 24, '#c2dfdc') +
    operatingLamp(330, 0, 1.5, tone) +
    dentalChair(120, 330, 1.3, tone) +
    plant(70, 740, 1, tone),

  'g-10': (w, h) =>
    room(w, h, 440) +
    picture(180, 100, 130, 96, tone, 'landscape') +
    picture(340, 80, 100, 130, tone, 'tooth') +
    picture(470, 110, 110, 80, tone, 'landscape') +
    ellipse(370, 520, 300, 40, '#c2dfdc') +
    rect(140, 260, 380, 110, palette.teal, { rx: 28 }) +
    rect(120, 330, 420, 110, palette.deepTeal, { rx: 24 }) +
    rect(160, 340, 160, 40, palette.teal, { rx: 14 }) +
    rect(340, 340, 160, 40, palette.teal, { rx: 14 }) +
    rect(140, 440, 14, 26, palette.ink) +
    rect(506, 440, 14, 26, palette.ink) +
    circle(640, 420, 54, '#ffffff') +
    rect(634, 420, 12, 80, palette.ink) +
    rect(606, 496, 68, 10, palette.ink, { rx: 5 }) +
    rect(612, 350, 46, 10, palette.gold, { rx: 3 }) +
    plant(730, 500, 0.9, tone),

  'g-11': (w, h) =>
    room(w, h, 620) +
    rect(60, 80, 480, 130, tone.soft, { rx: 10 }) +
    rect(70, 90, 225, 110, '#ffffff', { rx: 6 }) +
    rect(305, 90, 225, 110, '#ffffff', { rx: 6 }) +
    rect(340, 250, 200, 10, palette.ink, { rx: 5 }) +
    [350, 392, 434, 476]
      .map(
        (x, i) =>
          rect(x, 170 + (i % 2) * 12, 34, 80 - (i % 2) * 12, '#ffffff', { rx: 4, stroke: tone.metal, 'stroke-width': 3 }) +
          rect(x + 4, 176 + (i % 2) * 12, 26, 10, i % 2 ? palette.teal : palette.gold, { rx: 2 }),
      )
      .join('') +
    cabinet(50, 460, 500, 180, tone, 2) +
    rect(80, 316, 240, 144, '#ffffff', { rx: 14, stroke: tone.metal, 'stroke-width': 4 }) +
    circle(160, 388, 48, tone.metal) +
    circle(160, 388, 34, '#e8eef1') +
    rect(250, 340, 50, 26, palette.ink, { rx: 4 }) +
    circle(262, 392, 6, palette.teal) +
    circle(284, 392, 6, palette.gold) +
    rect(360, 400, 150, 60, tone.soft, { rx: 10 }) +
    stroke('M380,420H490M380,440H460', '#ffffff', 6) +
    ellipse(300, 760, 240, 22, '#c2dfdc'),

  'g-12': (w, h) =>
    room(w, h, 560) +
    rect(200, 90, 400, 230, palette.ink, { rx: 14 }) +
    rect(214, 104, 372, 202, '#24384a', { rx: 6 }) +
    archPoints(400, 150, 150, 40, 14)
      .map((p) => rect(p.x - 9, p.y - 16, 18, 32, '#ffffff', { rx: 7, 'fill-opacity': 0.8, transform: `rotate(${n(p.angle)} ${n(p.x)} ${n(p.y)})` }))
      .join('') +
    archPoints(400, 262, 150, -40, 14)
      .map((p) => rect(p.x - 9, p.y - 16, 18, 32, '#ffffff', { rx: 7, 'fill-opacity': 0.8, transform: `rotate(${n(p.angle)} ${n(p.x)} ${n(p.y)})` }))
      .join('') +
    ellipse(400, 680, 300, 36, '#c2dfdc') +
    rect(300, 470, 200, 90, palette.teal, { rx: 14 }) +
    rect(320, 560, 14, 110, palette.ink) +
    rect(466, 560, 14, 110, palette.ink) +
    rect(150, 440, 500, 24, '#ffffff', { rx: 8, stroke: tone.metal, 'stroke-width': 3 }) +
    rect(180, 464, 16, 200, tone.metal) +
    rect(604, 464, 16, 200, tone.metal) +
    path('M340,440L356,392H444L460,440Z', '#d6e2e8') +
    rect(250, 410, 40, 30, palette.gold, { rx: 4 }) +
    plant(700, 660, 1, tone),

  'g-13': (w, h) =>
    rect(0, 0, w, h, palette.mist) +
    circle(300, 360, 250, '#ffffff', { 'fill-opacity': 0.6 }) +
    ellipse(300, 760, 240, 22, '#c2dfdc') +
    operatingLamp(200, 0, 1.6, tone) +
    dentalChair(50, 330, 1.48, tone),

  'g-14': (w, h) => {
    const arch = archPoints(400, 200, 120, 130, 14)
      .map((p) =>
        ellipse(0, 0, 12 + 8 * Math.abs(p.t), 10 + 6 * Math.abs(p.t), '#ffffff', {
          transform: translate(p.x, p.y, 1, p.angle),
          stroke: palette.blue,
          'stroke-width': 2,
        }),
      )
      .join('');
    return (
      rect(0, 0, w, h, palette.sky) +
      circle(400, 330, 300, '#ffffff', { 'fill-opacity': 0.5 }) +
      rect(180, 130, 440, 290, palette.ink, { rx: 16 }) +
      rect(196, 146, 408, 258, '#eaf5fb', { rx: 6 }) +
      arch +
      path('M130,436H670L640,480H160Z', tone.metal) +
      rect(150, 420, 500, 20, '#c7d5dc', { rx: 8 }) +
      stroke('M560,600Q700,560 620,450', palette.ink, 5) +
      group(
        rect(0, -26, 300, 52, '#ffffff', { rx: 26, stroke: tone.metal, 'stroke-width': 4 }) +
          rect(0, -26, 70, 52, palette.teal, { rx: 20 }) +
          rect(250, -8, 30, 16, palette.ink, { rx: 6 }),
        { transform: translate(270, 640, 1, -14) },
      ) +
      sparkle(660, 150, 16, palette.gold) +
      sparkle(140, 220, 10, palette.gold)
    );
  },

  'g-15': (w, h) =>
    room(w, h, 640) +
    ellipse(300, 730, 200, 22, '#c2dfdc') +
    rect(190, 700, 220, 30, palette.ink, { rx: 10 }) +
    rect(262, 150, 76, 560, '#ffffff', { rx: 12, stroke: tone.metal, 'stroke-width': 4 }) +
    rect(120, 110, 360, 64, '#ffffff', { rx: 26, stroke: tone.metal, 'stroke-width': 4 }) +
    rect(130, 174, 70, 190, palette.teal, { rx: 22 }) +
    rect(400, 174, 70, 190, palette.teal, { rx: 22 }) +
    rect(142, 300, 46, 40, palette.deepTeal, { rx: 10 }) +
    rect(412, 300, 46, 40, palette.deepTeal, { rx: 10 }) +
    rect(250, 390, 100, 22, tone.metal, { rx: 10 }) +
    rect(288, 360, 24, 34, palette.gold, { rx: 10 }) +
    stroke('M220,420V470M380,420V470', palette.ink, 10) +
    stroke('M220,420H250M380,420H350', tone.metal, 8) +
    rect(276, 500, 48, 64, palette.ink, { rx: 6 }) +
    rect(284, 508, 32, 28, palette.sky, { rx: 3 }),

  'g-16': (w, h) =>
    rect(0, 0, w, h, '#d5ecea') +
    path('M0,420Q400,360 800,430V600H0Z', '#c4e3e0') +
    rect(110, 120, 580, 360, '#c7d5dc', { rx: 36 }) +
    rect(130, 140, 540, 320, '#e6eef2', { rx: 26 }) +
    group(stroke('M0,0H300', tone.metal, 12) + circle(330, 0, 34, '#ffffff', { stroke: tone.metal, 'stroke-width': 8 }) + circle(330, 0, 22, palette.sky), {
      transform: translate(180, 210, 1, 8),
    }) +
    group(stroke('M0,0H330', tone.metal, 10) + stroke('M330,0Q352,0 352,-18', palette.ink, 4), { transform: translate(180, 290, 1, 2) }) +
    group(stroke('M0,-6L320,-2M0,6L320,2', tone.metal, 8), { transform: translate(180, 370, 1, -4) }) +
    [0, 1, 2].map((i) => rect(560 + i * 30, 330, 22, 90, '#ffffff', { rx: 11, stroke: '#dde6ea', 'stroke-width': 2 })).join('') +
    circle(600, 200, 40, '#ffffff', { stroke: palette.teal, 'stroke-width': 6 }),

  'g-17': (w, h) =>
    rect(0, 0, w, h, palette.mist) +
    ellipse(400, 720, 280, 28, '#c9e6e3') +
    monitor(140, 110, 520, 340, tone) +
    stroke('M200,700Q420,700 520,560', palette.ink, 5) +
    group(
      rect(0, -24, 280, 48, '#ffffff', { rx: 24, stroke: tone.metal, 'stroke-width': 4 }) +
        circle(254, 0, 10, palette.teal) +
        rect(20, -10, 60, 20, palette.teal, { rx: 10 }),
      { transform: translate(250, 630, 1, -24) },
    ) +
    sparkle(680, 120, 16, palette.gold),

  'g-18': (w, h) =>
    rect(0, 0, w, h, palette.sand) +
    circle(400, 420, 320, '#ffffff', { 'fill-opacity': 0.6 }) +
    ellipse(400, 690, 300, 30, '#f3e1bd') +
    toothCharacter(280, 260, 2.6, tone, 'grin') +
    toothbrush(600, 520, 220, -110, tone) +
    toothCharacter(80, 420, 1.6, tone) +
    toothbrush(250, 640, 150, -115, tone) +
    toothCharacter(590, 470, 1.3, tone, 'grin') +
    bubble(160, 320, 26, tone) +
    bubble(640, 300, 20, tone) +
    bubble(700, 380, 12, tone) +
    sparkle(400, 130, 18, palette.gold) +
    sparkle(160, 180, 12, palette.gold),

  'g-19': (w, h) =>
    room(w, h, 560, '#fdf3e1') +
    rect(60, 150, 230, 330, '#ffffff', { rx: 10, stroke: '#e8c89a', 'stroke-width': 8 }) +
    rect(64, 260, 222, 8, '#e8c89a') +
    rect(64, 370, 222, 8, '#e8c89a') +
    [
      [80, 190, 26, 70, palette.coral],
      [110, 200, 22, 60, palette.teal],
      [136, 186, 30, 74, palette.gold],
      [172, 206, 22, 54, palette.blue],
      [86, 300, 30, 70, palette.deepTeal],
      [120, 310, 24, 60, palette.coral],
      [150, 296, 28, 74, palette.teal],
    ]
      .map(([x, y, bw, bh, colour]) => rect(x as number, y as number, bw as number, bh as number, colour as string, { rx: 4 }))
      .join('') +
    circle(232, 330, 26, palette.gold) +
    ellipse(300, 680, 250, 60, '#f6d9a8') +
    ellipse(300, 680, 190, 40, '#f9e6c6') +
    rect(360, 560, 70, 70, palette.coral, { rx: 10 }) +
    rect(440, 580, 50, 50, palette.teal, { rx: 8 }) +
    rect(380, 500, 56, 56, palette.gold, { rx: 8 }) +
    circle(180, 650, 40, palette.blue) +
    stroke('M142,650H218M180,612V688', '#ffffff', 6, { 'stroke-opacity': 0.7 }) +
    toothCharacter(420, 330, 1.3, tone, 'grin') +
    sparkle(500, 120, 16, palette.gold) +
    sparkle(420, 200, 10, palette.gold),

  'g-20': (w, h) => {
    let cells = '';
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 7; col++) {
        const cx = 230 + col * 68;
        const cy = 290 + row * 110;
        const filled = row === 0 || col < 5;
        cells +=
          rect(cx - 28, cy - 40, 56, 80, '#f5fbfb', { rx: 10 }) +
          path(starPath(cx, cy, 24, 10), filled ? palette.gold : 'none', filled ? {} : { stroke: '#c9dcdc', 'stroke-width': 3 });
      }
    }
    return (
      rect(0, 0, w, h, palette.sand) +
      rect(96, 84, 620, 440, '#e8d4b0', { rx: 28 }) +
      rect(90, 70, 620, 440, '#ffffff', { rx: 28 }) +
      path('M90,98Q90,70 118,70H682Q710,70 710,98V170H90Z', palette.teal) +
      toothbrush(140, 128, 200, 0, { ...tone, primary: '#ffffff', secondary: palette.aqua, enamel: palette.gold }) +
      circle(620, 120, 26, palette.gold) +
      circle(150, 290, 24, palette.gold) +
      path('M150,376A26,26 0 1 0 170,420A20,20 0 1 1 150,376Z', palette.deepTeal) +
      cells +
      toothCharacter(640, 400, 0.9, tone, 'grin')
    );
  },

  'g-21': (w, h) =>
    rect(0, 0, w, h, palette.sky) +
    circle(400, 400, 320, '#ffffff', { 'fill-opacity': 0.55 }) +
    ellipse(400, 700, 240, 26, '#c5e2ef') +
    // The cape streams out to the left, as if the tooth were flying in to help.
    path('M330,300C260,320 170,360 100,470Q170,470 200,520Q240,460 300,470Q300,420 350,380Z', palette.coral) +
    toothCharacter(270, 200, 2.6, tone, 'grin') +
    path('M330,300H470L460,320H340Z', palette.deepTeal) +
    path(shieldPath(560, 380, 170, 210), palette.teal) +
    path(shieldPath(560, 400, 126, 160), palette.deepTeal) +
    stroke('M526,480L552,506L598,454', '#ffffff', 12) +
    germ(150, 640, 40) +
    germ(250, 700, 24) +
    sparkle(640, 200, 18, palette.gold) +
    sparkle(170, 170, 12, palette.gold),
};

export function galleryImage(item: { image: string; width: number; height: number; alt: string }): string {
  const key = item.image.replace(/^gallery\//, '').replace(/\.svg$/, '');
  const scene = scenes[key];
  if (!scene) throw new Error(`No artwork scene for gallery item "${item.image}": add "${key}" to the scenes in scripts/artwork/gallery-images.ts`);
  return svgDocument({ width: item.width, height: item.height, title: item.alt, body: scene(item.width, item.height) });
}
