/**
 * The two images every treatment page needs: a soft 800 x 500 card background (text sits on it)
 * and a tall 600 x 800 side panel whose lower third stays dark for the overlaid tagline.
 */
import { lightTone, palette, vividTone } from './palette';
import { circle, group, path, sparkle, translate } from './shapes';
import { linearGradient, svgDocument } from './svg-document';
import { treatmentMotifs, type TreatmentId } from './treatment-motifs';

/** Motifs are seen through a round window (in motif coordinates), so gums and bone end on a circle. */
const motifWindow = '<clipPath id="window"><circle cx="200" cy="200" r="200"/></clipPath>';

export function treatmentCard(id: TreatmentId, label: string): string {
  return svgDocument({
    width: 800,
    height: 500,
    title: `${label}: card background illustration`,
    defs: linearGradient('bg', ['#f5fbfb', '#e2f3f2']) + motifWindow,
    body:
      '<rect width="800" height="500" fill="url(#bg)"/>' +
      circle(610, 250, 236, '#d8efed', { 'fill-opacity': 0.75 }) +
      circle(80, 470, 120, '#e3f4f3') +
      circle(150, 60, 6, palette.aqua) +
      circle(180, 86, 4, palette.aqua) +
      group(treatmentMotifs[id](lightTone), { transform: translate(412, 60, 0.94), 'clip-path': 'url(#window)' }),
  });
}

export function treatmentPanel(id: TreatmentId, label: string): string {
  return svgDocument({
    width: 600,
    height: 800,
    title: `${label}: side panel illustration`,
    defs: linearGradient('bg', [palette.teal, palette.deepTeal, palette.night, palette.ink]) + motifWindow,
    body:
      '<rect width="600" height="800" fill="url(#bg)"/>' +
      circle(300, 270, 232, '#ffffff', { 'fill-opacity': 0.08 }) +
      circle(300, 270, 200, palette.mist) +
      group(treatmentMotifs[id](vividTone), { transform: translate(116, 86, 0.92), 'clip-path': 'url(#window)' }) +
      // The tagline is set over the lower third, so it only gets a faint wave, nothing busy.
      path('M0,560Q150,520 300,556T600,548V800H0Z', palette.ink, { 'fill-opacity': 0.55 }) +
      sparkle(60, 60, 10, palette.gold) +
      sparkle(548, 120, 8, palette.aqua),
  });
}
