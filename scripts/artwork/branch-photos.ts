/**
 * The demo's branch "photos": flat drawings of an entrance, a reception and a treatment room that
 * stand in until the clinic photographs its own. Each carries a "Demo photo" label, so nobody takes
 * a drawing for the place itself. Drawn at 800 x 600 (4:3, the branch page's photo frame).
 */
import { cabinet, dentalChair, monitor, operatingLamp, pendantLamp, picture, plant, room, wallWindow } from './clinic-furniture';
import { palette, systemFont, vividTone } from './palette';
import { circle, path, rect, use } from './shapes';
import { escapeXml, svgDocument } from './svg-document';

const tone = vividTone;

export const branchPhotoSize = { width: 800, height: 600 } as const;

/** What a branch photo shows: its file is `<branch id>-<kind>.svg` under public/images/branches/. */
export const branchPhotoKinds = ['entrance', 'reception', 'treatment-room'] as const;
export type BranchPhotoKind = (typeof branchPhotoKinds)[number];

export const BRANCH_PHOTOS_FOLDER = 'public/images/branches';

export function isBranchPhotoKind(kind: string): kind is BranchPhotoKind {
  return (branchPhotoKinds as readonly string[]).includes(kind);
}

/** The small label that says this is not the real place. */
function demoLabel(): string {
  const { height } = branchPhotoSize;
  return (
    rect(20, height - 56, 132, 36, palette.ink, { rx: 18, 'fill-opacity': 0.78 }) +
    `<text x="86" y="${height - 32}" text-anchor="middle" font-family="${systemFont}" font-size="16" font-weight="700" fill="#ffffff">Demo photo</text>`
  );
}

function label(x: number, y: number, size: number, text: string, fill: string, weight = 700): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${systemFont}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`;
}

/** The building's front: the clinic's sign over a glass door, windows either side, plants by the steps. */
function entrance(clinicName: string, branchName: string): string {
  const { width, height } = branchPhotoSize;
  const window = (x: number, y: number) => rect(x, y, 96, 84, palette.sky, { stroke: '#ffffff', 'stroke-width': 8 });
  return (
    rect(0, 0, width, height, palette.sky) +
    circle(748, 44, 26, '#ffffff', { 'fill-opacity': 0.8 }) +
    rect(110, 60, 580, 470, palette.sand) +
    rect(96, 48, 608, 22, '#eadfcb') +
    [150, 290, 414, 554].map((x) => window(x, 100)).join('') +
    rect(110, 224, 580, 8, '#eadfcb') +
    rect(150, 252, 500, 64, palette.deepTeal, { rx: 8 }) +
    use('tooth', 172, 262, 0.4, '#ffffff') +
    label(420, 284, 24, clinicName, '#ffffff') +
    label(420, 306, 15, branchName, palette.aqua, 600) +
    path('M320,338H480L500,364H300Z', palette.teal) +
    rect(340, 364, 120, 166, palette.aqua, { stroke: palette.deepTeal, 'stroke-width': 6 }) +
    rect(398, 364, 4, 166, palette.deepTeal) +
    rect(384, 440, 6, 30, palette.ink, { rx: 3 }) +
    rect(410, 440, 6, 30, palette.ink, { rx: 3 }) +
    window(170, 380) +
    window(534, 380) +
    rect(0, 530, width, 70, '#cfd8dc') +
    rect(316, 530, 168, 14, '#b7c4c9') +
    rect(300, 544, 200, 14, '#a9b8bd') +
    plant(290, 530, 0.5, tone) +
    plant(510, 530, 0.5, tone) +
    demoLabel()
  );
}

/** The front desk with its screen, a picture on the wall and the waiting chairs. */
function reception(): string {
  const { width, height } = branchPhotoSize;
  const chair = (x: number) =>
    rect(x, 386, 64, 20, palette.teal, { rx: 6 }) +
    rect(x, 330, 64, 60, palette.deepTeal, { rx: 10 }) +
    rect(x + 8, 406, 6, 34, palette.ink) +
    rect(x + 50, 406, 6, 34, palette.ink);
  return (
    room(width, height, 440) +
    picture(70, 110, 120, 96, tone, 'tooth') +
    pendantLamp(300, 0, 90, tone) +
    pendantLamp(480, 0, 90, tone) +
    circle(390, 180, 42, palette.teal) +
    use('tooth', 372, 160, 0.3, '#ffffff') +
    rect(220, 290, 360, 18, '#ffffff', { rx: 6 }) +
    rect(230, 308, 340, 150, palette.deepTeal, { rx: 6 }) +
    rect(250, 330, 300, 10, palette.teal, { rx: 5 }) +
    monitor(430, 206, 100, 62, tone) +
    rect(270, 276, 90, 14, palette.metal, { rx: 3 }) +
    chair(620) +
    chair(700) +
    plant(130, 470, 0.7, tone) +
    demoLabel()
  );
}

/** A bright treatment room: the chair under its lamp, a screen, a cabinet and a window. */
function treatmentRoom(): string {
  const { width, height } = branchPhotoSize;
  return (
    room(width, height, 450) +
    wallWindow(520, 80, 200, 170) +
    operatingLamp(260, 0, 1.1, tone) +
    monitor(70, 150, 130, 90, tone, false) +
    dentalChair(180, 230, 1, tone) +
    cabinet(560, 330, 180, 130, tone) +
    plant(740, 580, 0.6, tone) +
    demoLabel()
  );
}

/** `title`: the photo's alt text in its branch file, so the drawing and the page describe it in the same words. */
export function branchPhoto(kind: BranchPhotoKind, { clinicName, branchName, title }: { clinicName: string; branchName: string; title: string }): string {
  const body = kind === 'entrance' ? entrance(clinicName, branchName) : kind === 'reception' ? reception() : treatmentRoom();
  return svgDocument({ ...branchPhotoSize, title, body });
}
