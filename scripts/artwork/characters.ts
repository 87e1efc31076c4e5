/**
 * The friendly tooth character used for children's pages, slides and the kids' gallery.
 */
import { palette, type Tone } from './palette';
import { ellipse, circle, group, shinyTooth, stroke, translate } from './shapes';

/** A smiling tooth: the shiny tooth with eyes, cheeks and a smile in the same 100 x 120 box. */
export function toothCharacter(x: number, y: number, scale: number, tone: Tone, mood: 'smile' | 'grin' = 'smile'): string {
  const mouth = mood === 'grin' ? '<path d="M38,60Q50,76 62,60Z" fill="#7b2f3b"/>' : stroke('M40,61Q50,72 60,61', palette.ink, 3.2);
  return (
    shinyTooth(x, y, scale, tone) +
    group(
      ellipse(34, 46, 4.6, 6, palette.ink) +
        ellipse(66, 46, 4.6, 6, palette.ink) +
        circle(35.5, 43.5, 1.8, '#ffffff') +
        circle(67.5, 43.5, 1.8, '#ffffff') +
        ellipse(25, 62, 7, 4.2, tone.warm, { 'fill-opacity': 0.7 }) +
        ellipse(75, 62, 7, 4.2, tone.warm, { 'fill-opacity': 0.7 }) +
        mouth,
      { transform: translate(x, y, scale) },
    )
  );
}
