/**
 * The three images every treatment page needs: a soft 800 x 500 card image for the overview,
 * a 1000 x 500 figure for its article, and a tall 600 x 800 side panel whose lower third stays
 * dark for the overlaid tagline. Each frames a treatment's motif (or the generic one).
 */
import { lightTone, palette, vividTone } from './palette';
import { circle, group, path, rect, sparkle, translate } from './shapes';
import { linearGradient, svgDocument } from './svg-document';
import type { Motif } from './treatment-motifs';

/** Motifs are seen through a round window (in motif coordinates), so gums and bone end on a circle. */
const motifWindow = '<clipPath id="window"><circle cx="200" cy="200" r="200"/></clipPath>';

/** A patch of soft dots for texture at the sides of a composition: one pattern, however many dots. */
function dotPattern(colour: string): string {
  return `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="4" fill="${colour}"/></pattern>`;
}
/** Snapped to the pattern's 24-unit grid, so no dot is cut at the patch's edge. */
function dotPatch(x: number, y: number, columns: number, rows: number): string {
  const snap = (value: number) => Math.round(value / 24) * 24;
  return rect(snap(x), snap(y), columns * 24 - 12, rows * 24 - 12, 'url(#dots)');
}

/**
 * The overview card's image: the motif centred and as tall as the card allows, inside a soft
 * disc that stays within the edges, with light texture either side, so the art fills the card
 * at every width instead of sitting in one corner.
 */
export function treatmentCard(motif: Motif, label: string): string {
  return svgDocument({
    width: 800,
    height: 500,
    title: `${label}: card illustration`,
    defs: linearGradient('bg', ['#f5fbfb', '#dcf0ee']) + motifWindow + dotPattern('#bfe3e0'),
    body:
      '<rect width="800" height="500" fill="url(#bg)"/>' +
      path('M0,400Q200,350 400,400T800,390V500H0Z', '#ffffff', { 'fill-opacity': 0.6 }) +
      dotPatch(56, 70, 5, 4) +
      dotPatch(648, 300, 5, 4) +
      circle(120, 380, 46, '#e3f4f3') +
      circle(690, 120, 58, '#e3f4f3') +
      circle(400, 250, 236, '#ffffff', { 'fill-opacity': 0.7 }) +
      circle(400, 250, 214, '#d8efed') +
      group(motif(lightTone), { transform: translate(186, 36, 1.07), 'clip-path': 'url(#window)' }) +
      sparkle(196, 70, 12, palette.gold) +
      sparkle(640, 430, 10, palette.gold),
  });
}

/**
 * The figure inside a treatment's article, 1000 x 500: the motif in strong colours, large, in a
 * round window, on a light background that sets it apart from the text around it.
 */
export function treatmentFigure(motif: Motif, label: string): string {
  return svgDocument({
    width: 1000,
    height: 500,
    title: `${label}: illustration`,
    defs: linearGradient('bg', ['#eef8f7', '#d3ecea'], false) + motifWindow + dotPattern('#a9d8d5'),
    body:
      '<rect width="1000" height="500" fill="url(#bg)"/>' +
      path('M0,380Q250,330 500,380T1000,370V500H0Z', '#ffffff', { 'fill-opacity': 0.55 }) +
      dotPatch(70, 70, 6, 5) +
      dotPatch(812, 290, 6, 5) +
      circle(150, 400, 60, 'none', { stroke: palette.teal, 'stroke-opacity': 0.25, 'stroke-width': 12 }) +
      circle(860, 130, 44, palette.gold, { 'fill-opacity': 0.25 }) +
      circle(500, 250, 236, '#ffffff', { 'fill-opacity': 0.7 }) +
      circle(500, 250, 214, palette.mist) +
      group(motif(vividTone), { transform: translate(286, 36, 1.07), 'clip-path': 'url(#window)' }) +
      sparkle(240, 120, 14, palette.gold) +
      sparkle(770, 400, 12, palette.gold) +
      circle(800, 80, 8, palette.coral, { 'fill-opacity': 0.7 }),
  });
}

export function treatmentPanel(motif: Motif, label: string): string {
  return svgDocument({
    width: 600,
    height: 800,
    title: `${label}: side panel illustration`,
    defs: linearGradient('bg', [palette.teal, palette.deepTeal, palette.night, palette.ink]) + motifWindow,
    body:
      '<rect width="600" height="800" fill="url(#bg)"/>' +
      circle(300, 270, 232, '#ffffff', { 'fill-opacity': 0.08 }) +
      circle(300, 270, 200, palette.mist) +
      group(motif(vividTone), { transform: translate(116, 86, 0.92), 'clip-path': 'url(#window)' }) +
      // The tagline is set over the lower third, so it only gets a faint wave, nothing busy.
      path('M0,560Q150,520 300,556T600,548V800H0Z', palette.ink, { 'fill-opacity': 0.55 }) +
      sparkle(60, 60, 10, palette.gold) +
      sparkle(548, 120, 8, palette.aqua),
  });
}
