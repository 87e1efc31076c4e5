/**
 * Motifs for topics that are not a single treatment (brushing, emergencies, a child's first
 * visit, cavity prevention), drawn like the treatment motifs in a 400 x 400 box.
 */
import { n } from './svg-document';
import { palette } from './palette';
import { toothCharacter } from './characters';
import { bubble, circle, path, rect, shieldPath, shinyTooth, sparkle, stroke, toothbrush } from './shapes';
import type { Motif } from './treatment-motifs';

export type ExtraMotifId = 'brushing' | 'emergency' | 'first-visit' | 'cavity-prevention';

function calendar(x: number, y: number, width: number, height: number, highlight: string, frame: string): string {
  let cells = '';
  const columns = 4;
  const rows = 3;
  const cellW = (width - 30) / columns;
  const cellH = (height - 70) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const chosen = r === 1 && c === 2;
      cells += rect(x + 15 + c * cellW + 3, y + 55 + r * cellH + 3, cellW - 6, cellH - 6, chosen ? highlight : '#e6f0f0', { rx: 4 });
    }
  }
  return (
    rect(x, y, width, height, '#ffffff', { rx: 16, stroke: frame, 'stroke-width': 3 }) +
    path(
      `M${n(x)},${n(y + 16)}Q${n(x)},${n(y)} ${n(x + 16)},${n(y)}H${n(x + width - 16)}Q${n(x + width)},${n(y)} ${n(x + width)},${n(y + 16)}V${n(y + 40)}H${n(x)}Z`,
      frame,
    ) +
    rect(x + 28, y - 10, 10, 24, palette.ink, { rx: 5 }) +
    rect(x + width - 38, y - 10, 10, 24, palette.ink, { rx: 5 }) +
    cells
  );
}

export const extraMotifs: Record<ExtraMotifId, Motif> = {
  brushing: (tone) =>
    shinyTooth(62, 56, 1.36, tone) +
    shinyTooth(202, 56, 1.36, tone) +
    stroke('M150,26Q200,124 250,26', tone.secondary, 4) +
    rect(244, 6, 70, 40, tone.primary, { rx: 12 }) +
    rect(256, 16, 46, 6, '#ffffff', { rx: 3, 'fill-opacity': 0.5 }) +
    toothbrush(40, 330, 330, 0, tone) +
    path('M276,306C276,290 296,288 302,296C308,284 330,286 334,298C346,296 352,310 342,316H278C270,314 270,308 276,306Z', '#ffffff', {
      stroke: tone.secondary,
      'stroke-width': 3,
    }) +
    bubble(80, 250, 14, tone) +
    bubble(340, 236, 10, tone) +
    sparkle(200, 250, 12, tone.accent),

  emergency: (tone) =>
    shinyTooth(70, 70, 1.9, tone) +
    stroke('M168,78L150,112L176,134L156,172L172,196', tone.line, 5) +
    circle(314, 108, 48, '#ffffff', { stroke: tone.primary, 'stroke-width': 8 }) +
    stroke('M314,80V108L334,120', tone.primary, 7) +
    rect(250, 250, 120, 96, '#e25d54', { rx: 18 }) +
    rect(286, 232, 48, 26, 'none', { rx: 8, stroke: '#e25d54', 'stroke-width': 8 }) +
    path('M300,268h20v20h20v20h-20v20h-20v-20h-20v-20h20Z', '#ffffff') +
    sparkle(60, 320, 12, tone.accent),

  'first-visit': (tone) =>
    toothCharacter(36, 104, 1.7, tone, 'grin') +
    calendar(226, 110, 150, 170, tone.accent, tone.secondary) +
    sparkle(70, 70, 16, tone.accent) +
    sparkle(200, 60, 10, tone.accent) +
    circle(350, 330, 10, tone.warm) +
    circle(80, 350, 7, tone.secondary),

  'cavity-prevention': (tone) =>
    toothCharacter(40, 70, 1.8, tone) +
    path(shieldPath(292, 150, 140, 170), tone.secondary) +
    path(shieldPath(292, 166, 108, 136), tone.primary) +
    stroke('M266,236L286,256L320,216', '#ffffff', 10) +
    circle(112, 338, 30, '#e25d54') +
    path('M112,308C112,296 120,290 128,288', 'none', { stroke: '#6b8e23', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    path('M116,300C124,286 140,288 142,292C136,302 124,304 116,300Z', '#6fae4f') +
    sparkle(80, 60, 14, tone.accent) +
    sparkle(360, 110, 10, tone.accent),
};
