/**
 * Home hero slides, 1600 x 700. The left half stays a calm deep teal, since the slider sets its
 * heading and intro text there in white; the illustration lives on the right.
 */
import { palette, vividTone } from './palette';
import { toothCharacter } from './characters';
import { dentalChair, monitor, operatingLamp } from './clinic-furniture';
import { circle, group, path, rect, shinyTooth, sparkle, toothbrush, translate } from './shapes';
import { linearGradient, svgDocument } from './svg-document';
import { treatmentMotifs } from './treatment-motifs';

const width = 1600;
const height = 700;
/** Clips for the illustrations: motifs in their own 400 x 400 space, and the big disc of the scene. */
const clips = '<clipPath id="window"><circle cx="200" cy="200" r="200"/></clipPath>' + '<clipPath id="disc"><circle cx="1160" cy="350" r="290"/></clipPath>';

function slideFrame(title: string, illustration: string): string {
  return svgDocument({
    width,
    height,
    title,
    defs: linearGradient('bg', [palette.night, palette.deepTeal, palette.teal], false) + clips,
    body:
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      path('M0,610Q400,560 800,620T1600,600V700H0Z', '#ffffff', { 'fill-opacity': 0.06 }) +
      circle(1160, 350, 330, '#ffffff', { 'fill-opacity': 0.08 }) +
      circle(1160, 350, 290, palette.mist) +
      sparkle(120, 90, 9, palette.gold) +
      sparkle(700, 120, 7, palette.aqua) +
      circle(640, 600, 5, palette.aqua, { 'fill-opacity': 0.6 }) +
      illustration,
  });
}

/** A motif seen through a round window, centred at (cx, cy) with the given radius. */
function windowedMotif(motif: string, cx: number, cy: number, radius: number): string {
  const scale = radius / 200;
  return group(motif, { transform: translate(cx - radius, cy - radius, scale), 'clip-path': 'url(#window)' });
}

/** Artwork per slide file; the titles come from the slides' alt texts in the seed data. */
export const slideArtwork: Record<string, (title: string) => string> = {
  'slide-1.svg': (title) =>
    slideFrame(
      title,
      windowedMotif(treatmentMotifs['dental-cleaning'](vividTone), 1160, 350, 270) + sparkle(1480, 120, 18, palette.gold) + sparkle(860, 560, 12, palette.gold),
    ),
  'slide-2.svg': (title) =>
    slideFrame(
      title,
      group(
        rect(860, 540, 600, 120, '#d3e9e7') +
          operatingLamp(1070, 40, 1.25, vividTone) +
          monitor(1250, 200, 136, 94, vividTone) +
          dentalChair(960, 250, 1.05, vividTone),
        { 'clip-path': 'url(#disc)' },
      ),
    ),
  'slide-3.svg': (title) =>
    slideFrame(
      title,
      windowedMotif(treatmentMotifs['dental-implants'](vividTone), 1160, 330, 210) +
        circle(900, 520, 112, '#ffffff') +
        windowedMotif(treatmentMotifs.invisalign(vividTone), 900, 520, 104) +
        circle(1440, 170, 98, '#ffffff') +
        shinyTooth(1396, 118, 0.88, vividTone, true) +
        sparkle(1488, 124, 10, palette.gold),
    ),
  'slide-4.svg': (title) =>
    slideFrame(
      title,
      toothCharacter(1040, 170, 2.4, vividTone, 'grin') +
        toothbrush(1380, 560, 240, -112, vividTone) +
        sparkle(980, 180, 22, palette.gold) +
        sparkle(1330, 150, 16, palette.gold) +
        sparkle(960, 470, 12, palette.teal) +
        circle(1370, 260, 12, palette.coral) +
        circle(1010, 560, 9, palette.blue),
    ),
};
