/**
 * The clinic's static map, 800 x 500: a light sketch of west Ahmedabad (the Sabarmati, SG
 * Highway and SP Ring Road) with a pin per branch. The site shows it instead of a Google Maps
 * frame, so the map costs a few kilobytes, works offline and sets no third-party cookies; the
 * interactive map loads only when a visitor asks for it.
 *
 * Pins are placed from each branch's approximate position (longitude, latitude), projected onto
 * the sketch; a branch in pages/site.json without a position here fails the generator.
 *
 * Each language has its own copy (clinicMapImage): English's words are SVG text in the system's
 * fonts; Gujarati's and Hindi's are drawn as outlines (shaped-text.ts), which need no font.
 */
import { clinicMapImage } from '../../src/content/branches';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import { mapSketchWords } from '../../src/i18n/section-words/map-sketch';
import { palette, systemFont } from './palette';
import type { Shaper } from './shaped-text';
import { circle, group, path, rect, stroke } from './shapes';
import { escapeXml, n, svgDocument } from './svg-document';

export const clinicMapSize = { width: 800, height: 500 } as const;

/** Where the file goes in the repository, in a language: public/ and the address the site shows it at. */
export function clinicMapFile(language: Language = DEFAULT_LANGUAGE): string {
  return `public${clinicMapImage(language).src}`;
}

export const clinicMapPath = clinicMapFile();

/** A sketch drawn in a language other than English: its words, its title, and the shaper that draws the words. */
export interface SketchLanguage {
  words: typeof mapSketchWords;
  title: string;
  shaper: Shaper;
}

/** Approximate centres of the localities (WGS 84), enough for a sketch map. */
const branchPositions: Record<string, { lon: number; lat: number; labelSide: 'left' | 'right' }> = {
  'South Bopal': { lon: 72.468, lat: 23.012, labelSide: 'right' },
  Chandkheda: { lon: 72.585, lat: 23.11, labelSide: 'left' },
};

/** The sketch covers longitudes 72.42 to 72.64 and latitudes 22.97 to 23.15. */
function project(lon: number, lat: number): { x: number; y: number } {
  return { x: ((lon - 72.42) / 0.22) * clinicMapSize.width, y: ((23.15 - lat) / 0.18) * clinicMapSize.height };
}

const ROAD_GREY = '#5f6b76';
const RIVER_BLUE = '#2f6f99';

/** Labels are set large: the map is often shown at less than half its size (a phone, the footer). */
const LABEL_FONT = 30;

/** A map pin whose point is at x, y. */
export function pin(x: number, y: number): string {
  return (
    circle(x, y, 6, palette.ink, { 'fill-opacity': 0.25 }) +
    group(
      path('M0,0C-6,-14 -22,-24 -22,-40A22,22 0 1 1 22,-40C22,-24 6,-14 0,0Z', '#d6453d', { stroke: '#ffffff', 'stroke-width': 3 }) +
        circle(0, -40, 8.5, '#ffffff'),
      { transform: `translate(${n(x)} ${n(y)}) scale(1.35)` },
    )
  );
}

/** The width of a branch's white label: its text (measured by the shaper, or roughly: 0.6 em a letter) and a margin. */
export function labelWidth(text: string, shaper?: Shaper): number {
  return Math.round((shaper ? shaper.width(text, LABEL_FONT, 700) : text.length * LABEL_FONT * 0.6) + 32);
}

/** The branch name on a white label beside its pin. */
export function label(x: number, y: number, text: string, side: 'left' | 'right', shaper?: Shaper): string {
  const width = labelWidth(text, shaper);
  const height = LABEL_FONT + 22;
  const left = side === 'right' ? x + 38 : x - 38 - width;
  const top = y - 60 - height / 2;
  const [textX, baseline] = [left + width / 2, top + height / 2 + LABEL_FONT * 0.36];
  return (
    rect(left, top, width, height, '#ffffff', { rx: 12, stroke: palette.deepTeal, 'stroke-width': 2.5 }) +
    (shaper
      ? shaper.draw(text, textX, baseline, { size: LABEL_FONT, weight: 700, fill: palette.ink, anchor: 'middle' })
      : `<text x="${n(textX)}" y="${n(baseline)}" text-anchor="middle" font-size="${LABEL_FONT}" font-weight="700" fill="${palette.ink}">${escapeXml(text)}</text>`)
  );
}

/** The north arrow, its letter under it. */
export function northArrow(x: number, y: number, north: string, shaper?: Shaper): string {
  return group(
    path('M0,-26L12,10L0,3L-12,10Z', palette.ink) +
      (shaper
        ? shaper.draw(north, 0, 34, { size: 22, weight: 700, fill: palette.ink, anchor: 'middle' })
        : `<text x="0" y="34" text-anchor="middle" font-size="22" font-weight="700" fill="${palette.ink}">${escapeXml(north)}</text>`),
    { transform: `translate(${x} ${y})` },
  );
}

/** A line of small grey words (a road's name, the sketch's caveat), turned by `rotate` degrees. */
export function smallText(
  x: number,
  y: number,
  text: string,
  fill: string,
  { rotate = 0, shaper }: { rotate?: number; shaper?: Shaper | undefined } = {},
): string {
  if (shaper) return shaper.draw(text, x, y, { size: 20, fill, rotate });
  return `<text x="${n(x)}" y="${n(y)}"${rotate ? ` transform="rotate(${rotate} ${n(x)} ${n(y)})"` : ''} font-size="20" fill="${fill}">${escapeXml(text)}</text>`;
}

/**
 * The sketch with a pin per branch: `branchNames` are the English names (they place the pins);
 * `language` draws it in another language, `labels` being the names in it.
 */
export function clinicMap(branchNames: readonly string[], language?: SketchLanguage & { labels: readonly string[] }): string {
  const words = language?.words ?? mapSketchWords;
  const shaper = language?.shaper;
  const pins = branchNames.map((name, i) => {
    const position = branchPositions[name];
    if (!position)
      throw new Error(`pages/site.json: no position for the branch "${name}" on the static map; add it to branchPositions in scripts/artwork/clinic-map.ts`);
    return { name: language?.labels[i] ?? name, ...project(position.lon, position.lat), side: position.labelSide };
  });
  // Drawn as strokes: the ring road under the highway, the river last so bridges read as crossings.
  const ringRoad = 'M150,500C70,380 70,210 190,120S470,20 800,50';
  const highway = 'M292,500L292,290Q292,250 330,210L470,80L520,0';
  const river = 'M700,0C690,80 650,120 660,190S600,300 610,360S560,450 590,500';
  const localRoads = [
    'M0,330H292',
    'M292,330C420,330 520,300 620,320',
    'M430,150L600,110L800,120',
    'M0,200C80,210 140,190 190,200',
    'M360,500C380,420 420,380 520,360',
  ];
  return svgDocument({
    ...clinicMapSize,
    title: language?.title ?? `Sketch map of Ahmedabad marking the clinic's branches: ${branchNames.join(' and ')}`,
    body:
      rect(0, 0, 800, 500, '#f3f6f1') +
      // Parks and open ground, for texture.
      path('M40,40Q120,10 170,60T120,150Q50,150 40,100Z', '#e2eedd') +
      path('M520,420Q600,390 640,440T560,500H500Z', '#e2eedd') +
      path('M700,260Q760,230 790,280V360Q740,350 700,320Z', '#e2eedd') +
      group(localRoads.map((d) => stroke(d, '#ffffff', 7)).join(''), {}) +
      stroke(ringRoad, '#ffffff', 16) +
      stroke(ringRoad, '#f7d07a', 10) +
      stroke(highway, '#ffffff', 18) +
      stroke(highway, '#f4b942', 12) +
      stroke(river, '#bfe0f2', 30) +
      stroke(river, '#9fd0ec', 14) +
      // Outlines need no font-family; English's text takes the system's.
      (shaper ? '<g>' : `<g font-family="${systemFont}">`) +
      smallText(304, 480, words.highway, ROAD_GREY, { rotate: -90, shaper }) +
      smallText(92, 330, words.ringRoad, ROAD_GREY, { rotate: -78, shaper }) +
      // The river's name in italics, as maps write water; the Indian scripts have no italics.
      (shaper
        ? shaper.draw(words.river, 630, 250, { size: 21, fill: RIVER_BLUE, rotate: -62 })
        : `<text x="630" y="250" transform="rotate(-62 630 250)" font-size="21" font-style="italic" fill="${RIVER_BLUE}">${escapeXml(words.river)}</text>`) +
      pins.map((p) => pin(p.x, p.y) + label(p.x, p.y, p.name, p.side, shaper)).join('') +
      // North arrow and the honest caveat.
      northArrow(752, 430, words.north, shaper) +
      smallText(16, 486, words.notToScale, ROAD_GREY, { shaper }) +
      '</g>',
    // After the body (properties are evaluated in order): the outlines its words used.
    defs: shaper?.takeDefs() ?? '',
  });
}
