/**
 * Gujarati and Hindi words drawn into an SVG as outlines, not as <text>. An SVG shown as an image
 * uses only the fonts installed on the device, never the page's webfonts, and a device without a
 * Gujarati or Devanagari font would show boxes; outlines need no font. HarfBuzz (harfbuzzjs, its
 * WebAssembly build) shapes the words as a browser would (conjuncts, vowel signs placed around
 * their consonant) with the site's own Noto Sans, and each glyph's outline is copied into a path.
 * Letters the script's font lacks (digits, °, Latin) come from the same family's Latin font.
 */
import * as hb from 'harfbuzzjs';
import type { TranslatedLanguage } from '../../src/i18n/languages';
import { scriptFont, type FontWeight } from './script-fonts';
import { n } from './svg-document';

interface LoadedFont {
  weight: FontWeight;
  font: hb.Font;
  upem: number;
  has: Set<number>;
}

interface ShapedTextStyle {
  /** The font size in pixels. */
  size: number;
  weight?: FontWeight;
  fill: string;
  /** Where x is: the start of the words (default) or their middle. */
  anchor?: 'start' | 'middle';
  /** Degrees, about (x, y), as SVG's rotate(). */
  rotate?: number;
}

export interface Shaper {
  /** The advance width of `text` in pixels. */
  width(text: string, size: number, weight?: FontWeight): number;
  /**
   * `text` with its baseline starting (or, anchored in the middle, centred) at x, y: each glyph a
   * <use> of its outline, which takeDefs() gives.
   */
  draw(text: string, x: number, y: number, style: ShapedTextStyle): string;
  /** The outlines drawn since the last call, for the drawing's <defs> (each glyph once, however often it is used). */
  takeDefs(): string;
}

/**
 * Outlines are stored in a grid of 1/200 em, small numbers that keep the files small: at the
 * largest label size (30 px) a step is 0.15 px, finer than the drawing shows.
 */
const GRID = 200;

function loadFont(data: Buffer, weight: FontWeight): LoadedFont {
  const face = new hb.Face(new hb.Blob(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer));
  return { weight, font: new hb.Font(face), upem: face.upem, has: new Set(face.collectUnicodes()) };
}

interface PlacedGlyph {
  font: LoadedFont;
  glyph: number;
  /** In ems from the start of the text (each font has its own units per em). */
  x: number;
  dx: number;
  dy: number;
}

/** The language's shaper: its script's font and its Latin one, regular and bold. */
export function scriptShaper(language: TranslatedLanguage): Shaper {
  const fonts = new Map<FontWeight, { script: LoadedFont; latin: LoadedFont }>();
  const fontsOf = (weight: FontWeight) => {
    let pair = fonts.get(weight);
    if (!pair)
      fonts.set(
        weight,
        (pair = { script: loadFont(scriptFont(language, weight, 'script'), weight), latin: loadFont(scriptFont(language, weight, 'latin'), weight) }),
      );
    return pair;
  };

  /** The text cut into runs of one font each (a mark stays with its letter), each shaped, glyphs placed one after another. */
  function layout(text: string, weight: FontWeight): { glyphs: PlacedGlyph[]; advance: number } {
    const { script, latin } = fontsOf(weight);
    const runs: { font: LoadedFont; text: string }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0)!;
      const last = runs[runs.length - 1];
      const font = /\p{M}/u.test(char) && last ? last.font : script.has.has(code) || !latin.has.has(code) ? script : latin;
      // A space belongs to the run it is in: both fonts have one, so it never starts a run of its own.
      if (last && (last.font === font || (char === ' ' && last.font.has.has(code)))) last.text += char;
      else runs.push({ font, text: char });
    }
    const glyphs: PlacedGlyph[] = [];
    let advance = 0;
    for (const run of runs) {
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(run.font.font, buffer);
      for (const glyph of buffer.getGlyphInfosAndPositions()) {
        const em = run.font.upem;
        glyphs.push({ font: run.font, glyph: glyph.codepoint, x: advance, dx: (glyph.xOffset ?? 0) / em, dy: (glyph.yOffset ?? 0) / em });
        advance += (glyph.xAdvance ?? 0) / em;
      }
    }
    return { glyphs, advance };
  }

  /** Each glyph's outline by its id (a space has none); those drawn since takeDefs() last ran. */
  const outlines = new Map<string, string>();
  const used = new Set<string>();
  const outlineOf = (font: LoadedFont, glyph: number) => {
    const id = `${language}${font === fontsOf(font.weight).script ? 's' : 'l'}${font.weight}-${glyph}`;
    if (!outlines.has(id)) outlines.set(id, outline(font, glyph));
    return { id, outline: outlines.get(id)! };
  };

  return {
    width(text, size, weight = 400) {
      return layout(text, weight).advance * size;
    },
    draw(text, x, y, { size, weight = 400, fill, anchor = 'start', rotate }) {
      const { glyphs, advance } = layout(text, weight);
      const left = anchor === 'middle' ? x - (advance * size) / 2 : x;
      const uses = glyphs.flatMap(({ font, glyph, x: gx, dx, dy }) => {
        const { id, outline } = outlineOf(font, glyph);
        if (!outline) return [];
        used.add(id);
        const [ux, uy] = [Math.round((gx + dx) * GRID), Math.round(dy * GRID)];
        return `<use href="#${id}"${ux ? ` x="${ux}"` : ''}${uy ? ` y="${uy}"` : ''}/>`;
      });
      // The grid's y points up, as the font's does: the scale flips it.
      const transform = `${rotate ? `rotate(${rotate} ${n(x)} ${n(y)}) ` : ''}translate(${n(left)} ${n(y)}) scale(${size / GRID} ${-size / GRID})`;
      return `<g transform="${transform}" fill="${fill}">${uses.join('')}</g>`;
    },
    takeDefs() {
      const defs = [...used].map((id) => `<path id="${id}" d="${outlines.get(id)}"/>`).join('');
      used.clear();
      return defs;
    },
  };
}

/** A glyph's outline on the grid, each point relative to the one before (shorter numbers). */
function outline(font: LoadedFont, glyph: number): string {
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  let d = '';
  for (const { type, values } of font.font.glyphToJson(glyph)) {
    if (type === 'Z') {
      d += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const points = values.map((value) => Math.round((value / font.upem) * GRID));
    const relative = points.map((value, i) => value - (i % 2 === 0 ? x : y));
    [x, y] = [points[points.length - 2], points[points.length - 1]];
    if (type === 'M') [startX, startY] = [x, y];
    d += type.toLowerCase() + relative.join(' ').replace(/ -/g, '-');
  }
  return d;
}
