/**
 * The home page's raster media, drawn as SVG here and rasterised by scripts/generate-home-media.ts:
 * the before/after pair (plainly illustrations: real before/after photographs of a patient may be
 * published only with that patient's written consent), the "Why Choose Us" picture and the frames
 * of its short looping clip.
 */
import { dentalChair, monitor, operatingLamp, plant, room, wallWindow } from './clinic-furniture';
import { palette, vividTone } from './palette';
import { bubble, circle, rect, sparkle, toothbrush } from './shapes';
import { smile } from './smile';
import { linearGradient, svgDocument } from './svg-document';

export const beforeAfterSize = { width: 1200, height: 800 } as const;
export const whyChooseUsImageSize = { width: 800, height: 600 } as const;
export const clipSize = { width: 640, height: 360 } as const;
export const clipFramesPerSecond = 24;
export const clipSeconds = 6;

/** The same room and framing on both sides, so the slider compares only the teeth. */
function beforeAfterScene(title: string, after: boolean): string {
  const { width, height } = beforeAfterSize;
  const teeth = after
    ? smile(200, 170, 2)
    : smile(200, 170, 2, { stained: true, tilts: [0, -6, 8, 0, 0, -8, 5, 0], drops: [0, 4, -3, 0, 2, 0, 5, 0], gapAfter: 3, chipped: 4 });
  const shine = after
    ? sparkle(250, 200, 26, palette.gold) + sparkle(960, 240, 20, palette.gold) + sparkle(900, 660, 16, palette.teal) + sparkle(300, 640, 14, palette.teal)
    : '';
  return svgDocument({
    width,
    height,
    title,
    defs: linearGradient('bg', after ? ['#e8f6f5', '#bfe8e5'] : ['#eef1f2', '#d9dfe2']),
    body: rect(0, 0, width, height, 'url(#bg)') + circle(600, 420, 360, '#ffffff', { 'fill-opacity': 0.45 }) + teeth + shine,
  });
}

export function beforeImage(): string {
  return beforeAfterScene('Illustration of a smile before treatment: stained, crowded teeth with a gap and a chipped tooth', false);
}

export function afterImage(): string {
  return beforeAfterScene('Illustration of the same smile after treatment: white, even teeth', true);
}

/** The picture under the play icon: the treatment room. */
export function whyChooseUsImage(): string {
  const { width, height } = whyChooseUsImageSize;
  return svgDocument({
    width,
    height,
    title: 'Illustration of a calm treatment room with a dental chair and a screen',
    body:
      room(width, height, 440) +
      wallWindow(520, 70, 190, 200) +
      operatingLamp(330, 0, 1.2, vividTone) +
      monitor(70, 130, 150, 110, vividTone, false) +
      dentalChair(210, 230, 1.15, vividTone) +
      plant(740, 560, 0.9, vividTone) +
      sparkle(90, 60, 14, palette.gold),
  });
}

/**
 * One frame of the clip, at time t in [0, 1): a toothbrush sweeps across a smile, bubbles rise
 * and sparkles pulse. Everything moves in whole cycles, so the last frame leads into the first.
 */
export function clipFrame(t: number): string {
  const { width, height } = clipSize;
  const turn = 2 * Math.PI * t;
  const brushX = 170 + 150 * Math.sin(turn);
  let bubbles = '';
  for (let i = 0; i < 9; i++) {
    const phase = (t * 2 + i / 9) % 1;
    const x = 120 + ((i * 53) % 400) + 12 * Math.sin(turn * 2 + i);
    bubbles += bubble(x, 330 - phase * 300, 8 + (i % 3) * 5, vividTone);
  }
  const pulse = (offset: number) => 10 + 8 * Math.abs(Math.sin(turn * 2 + offset));
  return svgDocument({
    width,
    height,
    title: 'Animation of a toothbrush cleaning a smile',
    defs: linearGradient('bg', [palette.night, palette.deepTeal]),
    body:
      rect(0, 0, width, height, 'url(#bg)') +
      circle(320, 190, 150, '#ffffff', { 'fill-opacity': 0.08 }) +
      smile(170, 80, 0.75) +
      bubbles +
      toothbrush(brushX, 300, 220, -12, vividTone) +
      sparkle(110, 70, pulse(0), palette.gold) +
      sparkle(540, 90, pulse(1.3), palette.gold) +
      sparkle(520, 290, pulse(2.1), palette.aqua),
  });
}
