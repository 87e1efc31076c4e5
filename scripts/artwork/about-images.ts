/**
 * The about page's illustrations: the dentist's portrait (an illustration, never a photo of a real
 * person), the about block's treatment room, an illustrated signature, and one drawing per career
 * milestone. Drawn at the sizes pages/about.json and the about block declare.
 */
import { dentalChair, monitor, operatingLamp, plant, wallWindow } from './clinic-furniture';
import { palette, systemFont, vividTone } from './palette';
import { circle, ellipse, group, path, rect, shinyTooth, sparkle, stroke, translate, use } from './shapes';
import { smile } from './smile';
import { linearGradient, svgDocument } from './svg-document';

const tone = vividTone;
const skin = '#e7b48f';
const skinShade = '#d69b74';
const hair = '#2b2320';

export const aboutImageSizes = {
  'dentist-portrait.svg': { width: 560, height: 640 },
  'about-block.svg': { width: 600, height: 640 },
  'signature.svg': { width: 240, height: 80 },
  'milestone-degree.svg': { width: 480, height: 320 },
  'milestone-south-bopal.svg': { width: 480, height: 320 },
  'milestone-chandkheda.svg': { width: 480, height: 320 },
  'milestone-smiles.svg': { width: 480, height: 320 },
} as const;

function dentistPortrait(): string {
  const { width, height } = aboutImageSizes['dentist-portrait.svg'];
  return svgDocument({
    width,
    height,
    title: 'Illustrated portrait of the lead dentist',
    defs: linearGradient('bg', [palette.mist, palette.aqua]),
    body:
      rect(0, 0, width, height, 'url(#bg)') +
      circle(280, 300, 210, '#ffffff', { 'fill-opacity': 0.6 }) +
      sparkle(90, 110, 14, palette.gold) +
      sparkle(470, 170, 10, palette.teal) +
      use('tooth', 440, 60, 0.5, '#ffffff') +
      // Coat, scrubs and neck.
      path('M90,640C96,520 150,470 224,452L280,500L336,452C410,470 464,520 470,640Z', '#ffffff') +
      path('M224,452L280,560L336,452L318,446L280,508L242,446Z', palette.teal) +
      path('M250,420H310V470Q280,492 250,470Z', skinShade) +
      stroke('M224,452L262,560M336,452L298,560', '#dbe7ea', 4) +
      // Pocket with a dental mirror, and a name badge.
      rect(350, 540, 62, 50, '#eef5f6', { rx: 6 }) +
      stroke('M372,548L388,492', palette.metalDark, 4) +
      circle(390, 486, 9, palette.metal, { stroke: palette.metalDark, 'stroke-width': 3 }) +
      rect(160, 540, 70, 26, palette.deepTeal, { rx: 5 }) +
      rect(168, 549, 40, 8, '#ffffff', { rx: 4, 'fill-opacity': 0.8 }) +
      // Head.
      ellipse(280, 330, 86, 104, skin) +
      ellipse(196, 338, 14, 24, skinShade) +
      ellipse(364, 338, 14, 24, skinShade) +
      path('M192,318C180,226 230,200 282,200C344,200 384,232 370,318C360,280 342,262 318,254C282,276 230,276 206,262C198,280 194,298 192,318Z', hair) +
      ellipse(248, 338, 7, 9, palette.ink) +
      ellipse(312, 338, 7, 9, palette.ink) +
      stroke('M234,314Q248,306 262,312M298,312Q312,306 326,314', hair, 5) +
      stroke('M280,346Q276,366 284,372', skinShade, 4) +
      path('M248,388Q280,414 312,388Q280,400 248,388Z', '#ffffff', { stroke: '#b5614f', 'stroke-width': 4, 'stroke-linejoin': 'round' }) +
      ellipse(236, 372, 12, 7, palette.coral, { 'fill-opacity': 0.35 }) +
      ellipse(324, 372, 12, 7, palette.coral, { 'fill-opacity': 0.35 }),
  });
}

function aboutBlockRoom(): string {
  const { width, height } = aboutImageSizes['about-block.svg'];
  return svgDocument({
    width,
    height,
    title: 'Illustration of a bright treatment room with a dental chair',
    body:
      rect(0, 0, width, height, palette.mist) +
      rect(0, 470, width, 170, '#d3e9e7') +
      rect(0, 464, width, 8, '#c2dfdc') +
      wallWindow(360, 90, 170, 190) +
      operatingLamp(230, 0, 1.2, tone) +
      monitor(60, 160, 130, 96, tone, false) +
      dentalChair(120, 250, 1.1, tone) +
      plant(548, 600, 0.8, tone) +
      sparkle(80, 80, 12, palette.gold) +
      sparkle(560, 60, 9, palette.teal),
  });
}

/** A flowing pen line, plainly an illustration of a signature, not anyone's real one. */
function signature(): string {
  const { width, height } = aboutImageSizes['signature.svg'];
  return svgDocument({
    width,
    height,
    title: 'Illustrated signature',
    body:
      stroke(
        'M14,54C26,20 40,12 42,26C44,44 26,66 30,60C38,46 52,30 60,36C66,42 56,58 64,56C74,52 78,36 86,40C92,44 84,58 94,56C106,52 110,30 120,34C128,38 118,60 130,56C142,52 146,36 156,40C164,44 156,58 168,54C186,48 200,30 226,26',
        palette.ink,
        3,
      ) + stroke('M40,68C90,62 150,62 206,66', palette.deepTeal, 2.5),
  });
}

function milestoneFrame(title: string, background: string, body: string): string {
  const { width, height } = aboutImageSizes['milestone-degree.svg'];
  return svgDocument({
    width,
    height,
    title,
    body:
      rect(0, 0, width, height, background) +
      circle(380, 60, 110, '#ffffff', { 'fill-opacity': 0.35 }) +
      circle(60, 300, 90, '#ffffff', { 'fill-opacity': 0.3 }) +
      body,
  });
}

function clinicBuilding(x: number, y: number, scale: number, roof: string): string {
  let windows = '';
  for (const wx of [20, 70, 130]) windows += rect(wx, 60, 34, 30, palette.sky, { rx: 3 });
  return group(
    rect(0, 40, 184, 130, '#ffffff', { rx: 6 }) +
      path('M-10,44L92,0L194,44Z', roof) +
      windows +
      rect(74, 110, 36, 60, palette.deepTeal, { rx: 4 }) +
      rect(60, 14, 64, 22, palette.gold, { rx: 5 }) +
      use('tooth', 84, 16, 0.15, '#ffffff'),
    { transform: translate(x, y, scale) },
  );
}

function milestoneDegree(): string {
  return milestoneFrame(
    'Illustration of a graduation cap on a diploma',
    '#e2f3f2',
    rect(120, 190, 220, 44, '#fdf3e1', { rx: 22, stroke: '#e0c48c', 'stroke-width': 3 }) +
      rect(220, 186, 18, 52, palette.coral) +
      path('M140,130L240,92L340,130L240,168Z', palette.ink) +
      path('M186,148V176Q240,200 294,176V148L240,168Z', '#2a3d52') +
      stroke('M330,134V178', palette.gold, 4) +
      circle(330, 182, 7, palette.gold) +
      shinyTooth(360, 200, 0.55, tone) +
      sparkle(110, 90, 12, palette.gold),
  );
}

function milestoneSouthBopal(): string {
  return milestoneFrame(
    'Illustration of a clinic building with a tooth sign',
    '#d9eef7',
    rect(0, 270, 480, 50, '#c2dfdc') + clinicBuilding(140, 92, 1.05, palette.deepTeal) + plant(380, 286, 0.45, tone) + sparkle(90, 80, 12, palette.gold),
  );
}

function milestoneChandkheda(): string {
  return milestoneFrame(
    'Illustration of two clinic buildings joined by a path',
    '#fdf3e1',
    rect(0, 270, 480, 50, '#e9dcc2') +
      clinicBuilding(40, 140, 0.72, palette.deepTeal) +
      clinicBuilding(300, 140, 0.72, palette.blue) +
      stroke('M176,262Q240,230 304,262', palette.coral, 5, { 'stroke-dasharray': '2 14' }) +
      sparkle(240, 90, 14, palette.gold),
  );
}

function milestoneSmiles(): string {
  return milestoneFrame(
    'Illustration of a bright smile with sparkles',
    '#e8f6f5',
    smile(90, 40, 0.75) +
      sparkle(90, 70, 16, palette.gold) +
      sparkle(400, 90, 12, palette.gold) +
      sparkle(380, 250, 10, palette.teal) +
      `<text x="240" y="292" text-anchor="middle" font-family="${systemFont}" font-size="30" font-weight="800" fill="${palette.deepTeal}">5,000+</text>` +
      circle(60, 250, 6, palette.coral),
  );
}

/** Every about-page drawing, by file name under public/images/about/. */
export function aboutImages(): Map<string, string> {
  return new Map([
    ['dentist-portrait.svg', dentistPortrait()],
    ['about-block.svg', aboutBlockRoom()],
    ['signature.svg', signature()],
    ['milestone-degree.svg', milestoneDegree()],
    ['milestone-south-bopal.svg', milestoneSouthBopal()],
    ['milestone-chandkheda.svg', milestoneChandkheda()],
    ['milestone-smiles.svg', milestoneSmiles()],
  ]);
}
