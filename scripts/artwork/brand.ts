/**
 * Site-wide brand artwork: logo, favicon, page-header banner background, the nav dropdown's
 * promotional card and the default link-preview image (drawn here, rasterised by render-png).
 */
import { palette, systemFont, vividTone } from './palette';
import { circle, group, path, rect, seededRandom, sparkle, stroke, translate, use } from './shapes';
import { linearGradient, n, svgDocument } from './svg-document';
import { treatmentMotifs } from './treatment-motifs';

const clinicName = 'Demo Dental Clinic';
const clinicPlaces = 'South Bopal · Chandkheda, Ahmedabad';

/** The tooth mark: a white tooth on a teal disc of radius r centred on (cx, cy). */
export function toothMark(cx: number, cy: number, r: number): string {
  const scale = (r * 1.2) / 120;
  return (
    circle(cx, cy, r, palette.deepTeal) +
    use('tooth', cx - 50 * scale, cy - 58 * scale, scale, '#ffffff') +
    circle(cx + r * 0.55, cy - r * 0.6, r * 0.16, palette.gold)
  );
}

export function logo(): string {
  return svgDocument({
    width: 240,
    height: 64,
    title: clinicName,
    body:
      toothMark(32, 32, 28) +
      `<text font-family="${systemFont}" fill="${palette.ink}"><tspan x="70" y="29" font-size="22" font-weight="700">Demo Dental</tspan>` +
      `<tspan x="71" y="50" font-size="13" font-weight="600" letter-spacing="4" fill="${palette.deepTeal}">CLINIC</tspan></text>`,
  });
}

export function favicon(): string {
  return svgDocument({
    width: 64,
    height: 64,
    title: clinicName,
    body: rect(0, 0, 64, 64, palette.deepTeal, { rx: 14 }) + use('tooth', 12, 8.5, 0.4, '#ffffff'),
  });
}

export function bannerBackground(): string {
  const random = seededRandom(7);
  let pattern = '';
  for (let i = 0; i < 26; i++) {
    const x = 40 + random() * 1520;
    const y = 20 + random() * 340;
    const scale = 0.22 + random() * 0.25;
    pattern +=
      i % 3 === 0
        ? circle(x, y, 6 + random() * 10, '#ffffff', { 'fill-opacity': 0.05 })
        : group(use('tooth', 0, 0, 1, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.07, 'stroke-width': n(3 / scale) }), {
            transform: `${translate(x, y, scale)} rotate(${n(random() * 40 - 20)} 50 60)`,
          });
  }
  return svgDocument({
    width: 1600,
    height: 400,
    title: 'Page header background',
    defs: linearGradient('bg', [palette.night, palette.deepTeal], false),
    body:
      '<rect width="1600" height="400" fill="url(#bg)"/>' +
      circle(1420, 60, 260, '#ffffff', { 'fill-opacity': 0.04 }) +
      circle(160, 420, 220, '#ffffff', { 'fill-opacity': 0.04 }) +
      pattern +
      path('M0,330Q400,290 800,330T1600,320V400H0Z', palette.ink, { 'fill-opacity': 0.25 }),
  });
}

export function promoCard(): string {
  const heart =
    'M200,232C150,196 110,164 110,124C110,96 132,76 158,76C176,76 192,86 200,102C208,86 224,76 242,76C268,76 290,96 290,124C290,164 250,196 200,232Z';
  return svgDocument({
    width: 400,
    height: 300,
    title: 'Trust your heart to the experts',
    defs: linearGradient('bg', [palette.teal, palette.deepTeal, palette.night]),
    body:
      '<rect width="400" height="300" fill="url(#bg)"/>' +
      circle(200, 150, 120, '#ffffff', { 'fill-opacity': 0.08 }) +
      circle(200, 150, 96, '#ffffff', { 'fill-opacity': 0.08 }) +
      // A heartbeat line runs behind the heart: care for the whole person, not just the teeth.
      stroke('M30,196H116L132,166L152,220L168,182H232L248,156L266,206L280,196H370', '#ffffff', 4, { 'stroke-opacity': 0.45 }) +
      path(heart, palette.coral) +
      stroke('M136,116C138,102 148,94 160,92', '#ffffff', 6, { 'stroke-opacity': 0.5 }) +
      use('tooth', 170, 106, 0.6, '#ffffff') +
      sparkle(320, 60, 12, palette.gold) +
      sparkle(70, 80, 8, palette.aqua) +
      path('M0,250Q100,232 200,250T400,246V300H0Z', palette.ink, { 'fill-opacity': 0.35 }),
  });
}

/** The link-preview image; only ever rasterised to og-default.png, never served as SVG. */
export function openGraphImage(): string {
  return svgDocument({
    width: 1200,
    height: 630,
    title: `${clinicName}, ${clinicPlaces}`,
    // Flat colours only: gradients would make the PNG several times larger.
    defs: '<clipPath id="window"><circle cx="200" cy="200" r="200"/></clipPath>',
    body:
      rect(0, 0, 1200, 630, palette.night) +
      circle(1020, 120, 420, palette.deepTeal, { 'fill-opacity': 0.5 }) +
      circle(900, 315, 250, '#ffffff', { 'fill-opacity': 0.08 }) +
      circle(900, 315, 220, palette.mist) +
      group(treatmentMotifs['dental-cleaning'](vividTone), { transform: translate(700, 115), 'clip-path': 'url(#window)' }) +
      toothMark(120, 200, 44) +
      `<text font-family="${systemFont}" fill="#ffffff"><tspan x="80" y="330" font-size="60" font-weight="700">Demo Dental</tspan>` +
      `<tspan x="80" y="400" font-size="60" font-weight="700">Clinic</tspan>` +
      `<tspan x="80" y="470" font-size="28" fill="${palette.aqua}">${clinicPlaces}</tspan></text>` +
      rect(80, 500, 90, 6, palette.gold, { rx: 3 }) +
      sparkle(560, 110, 12, palette.gold) +
      path('M0,580Q300,550 600,580T1200,570V630H0Z', palette.ink, { 'fill-opacity': 0.3 }),
  });
}
