/**
 * Testimonial avatars, 160 x 160: an initial on a soft two-tone disc, a different colour each,
 * so no real person's photo is ever implied. The initial is in the script the patient wrote their
 * name in: a Gujarati or Hindi one is drawn as outlines (shaped-text.ts), since an image cannot use
 * the page's webfonts and the device may have no font for the script.
 */
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from '../../src/i18n/languages';
import { palette, systemFont } from './palette';
import { scriptShaper, type Shaper } from './shaped-text';
import { circle } from './shapes';
import { escapeXml, svgDocument } from './svg-document';

const backgrounds: Array<{ base: string; accent: string; letter: string }> = [
  { base: palette.deepTeal, accent: palette.teal, letter: '#ffffff' },
  { base: '#3f8fc4', accent: '#6fb0dc', letter: '#ffffff' },
  { base: '#f4b942', accent: '#f8d17e', letter: palette.ink },
  { base: '#e0735a', accent: '#f29a84', letter: '#ffffff' },
  { base: '#5b6fb5', accent: '#8494cf', letter: '#ffffff' },
  { base: '#2e9c7a', accent: '#5cbf9f', letter: '#ffffff' },
  { base: '#b8577e', accent: '#d27ea0', letter: '#ffffff' },
  { base: palette.ink, accent: '#34475c', letter: '#ffffff' },
  { base: '#bfe8e5', accent: '#e8f6f5', letter: palette.deepTeal },
  { base: '#c9772e', accent: '#e29a5a', letter: '#ffffff' },
];

const INITIAL_SIZE = 68;
/** The outlined initial's baseline: its letter sits where the centred <text> letter of English sits. */
const OUTLINE_BASELINE = 104;

const shapers = new Map<TranslatedLanguage, Shaper>();

export function avatar(name: string, index: number, language: Language = DEFAULT_LANGUAGE): string {
  const colours = backgrounds[index % backgrounds.length];
  // The first letter: a consonant in Gujarati and Devanagari, whose vowel sign follows it.
  const initial = name.trim().charAt(0).toUpperCase();
  let letter = `<text x="80" y="82" text-anchor="middle" dominant-baseline="central" font-family="${systemFont}" font-size="${INITIAL_SIZE}" font-weight="700" fill="${colours.letter}">${escapeXml(initial)}</text>`;
  let outlines = '';
  const script = TRANSLATED_LANGUAGES.find((translated) => translated === language);
  if (script) {
    let shaper = shapers.get(script);
    if (!shaper) shapers.set(script, (shaper = scriptShaper(script)));
    letter = shaper.draw(initial, 80, OUTLINE_BASELINE, { size: INITIAL_SIZE, weight: 700, fill: colours.letter, anchor: 'middle' });
    outlines = shaper.takeDefs();
  }
  return svgDocument({
    width: 160,
    height: 160,
    title: `Avatar for ${name}`,
    defs: '<clipPath id="disc"><circle cx="80" cy="80" r="80"/></clipPath>' + outlines,
    body:
      circle(80, 80, 80, colours.base) +
      circle(122, 38, 46, colours.accent, { 'fill-opacity': 0.55, 'clip-path': 'url(#disc)' }) +
      circle(80, 80, 64, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.25, 'stroke-width': 3 }) +
      letter,
  });
}
