/**
 * A branch's own sketch map, 800 x 500, drawn from its file alone (pages/branches/<id>.json): a
 * few streets around its entrance, the pin in the middle with the branch's name, and its
 * coordinates. The streets are laid out from the coordinates (a fixed pseudo-random pattern), so
 * each branch gets its own sketch and a new branch file gets its map without code. The branch
 * page shows it until the visitor asks for Google's interactive map.
 */
import { branchMapImage } from '../../src/content/branches';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import { mapSketchWords } from '../../src/i18n/section-words/map-sketch';
import { label, labelWidth, northArrow, pin, smallText, type SketchLanguage } from './clinic-map';
import { systemFont } from './palette';
import { group, path, rect, seededRandom, stroke } from './shapes';
import { n, svgDocument } from './svg-document';

export interface MappedBranch {
  id: string;
  name: string;
  geo: { latitude: number; longitude: number };
}

/** Where the file goes in the repository, in a language: public/ and the address the site shows it at. */
export function branchMapPath(branch: Pick<MappedBranch, 'id' | 'name'>, language: Language = DEFAULT_LANGUAGE): string {
  return `public${branchMapImage(branch, language).src}`;
}

export const branchMapSize = { width: branchMapImage({ id: '' }).width, height: branchMapImage({ id: '' }).height };

/** `23.01284° N, 72.47251° E` (the compass letters in the sketch's language). */
function coordinates({ latitude, longitude }: MappedBranch['geo'], words: typeof mapSketchWords): string {
  return `${Math.abs(latitude).toFixed(5)}° ${latitude >= 0 ? words.north : words.south}, ${Math.abs(longitude).toFixed(5)}° ${longitude >= 0 ? words.east : words.west}`;
}

/** The branch's sketch; `language` draws it in another language, `label` being the branch's name in it. */
export function branchMap(branch: MappedBranch, language?: SketchLanguage & { label: string }): string {
  const words = language?.words ?? mapSketchWords;
  const shaper = language?.shaper;
  const name = language?.label ?? branch.name;
  const caveat = `${words.notToScale} · ${coordinates(branch.geo, words)}`;
  const { width, height } = branchMapSize;
  const random = seededRandom(Math.round(Math.abs(branch.geo.latitude * 1e5) * 7 + Math.abs(branch.geo.longitude * 1e5)));
  const [cx, cy] = [width / 2, height / 2 + 40];
  // The main road the entrance faces, running across the sketch at a slight angle, and a cross street beside the pin.
  const tilt = (random() - 0.5) * 80;
  const mainRoad = `M0,${n(cy + 30 + tilt)}L${width},${n(cy + 30 - tilt)}`;
  const crossX = cx + (random() < 0.5 ? -1 : 1) * (110 + random() * 60);
  const crossRoad = `M${n(crossX - 40)},0L${n(crossX + 40)},${height}`;
  const lanes = Array.from({ length: 4 }, (_, i) => {
    const y = 60 + i * 120 + random() * 40;
    return `M0,${n(y)}C${n(width * 0.3)},${n(y + (random() - 0.5) * 60)} ${n(width * 0.7)},${n(y + (random() - 0.5) * 60)} ${width},${n(y)}`;
  }).filter((_, i) => i !== 2);
  const blocks = Array.from({ length: 6 }, () => {
    const [x, y] = [40 + random() * 680, 30 + random() * 400];
    return rect(x, y, 50 + random() * 70, 30 + random() * 40, '#e6ebe4', { rx: 6 });
  }).join('');
  const park = path(`M${n(60 + random() * 80)},${n(330 + random() * 40)}q70,-40 140,0t40,90h-180z`, '#e2eedd');
  return svgDocument({
    width,
    height,
    title: language?.title ?? `Sketch map of the streets around the ${branch.name} branch, its entrance pinned`,
    body:
      rect(0, 0, width, height, '#f3f6f1') +
      park +
      blocks +
      group(lanes.map((d) => stroke(d, '#ffffff', 8)).join('')) +
      stroke(crossRoad, '#ffffff', 14) +
      stroke(mainRoad, '#ffffff', 22) +
      stroke(mainRoad, '#f4b942', 14) +
      // Outlines need no font-family; English's text takes the system's.
      (shaper ? '<g>' : `<g font-family="${systemFont}">`) +
      pin(cx, cy) +
      // Beside the pin on the right, unless the label would run off the sketch.
      label(cx, cy, name, cx + 38 + labelWidth(name, shaper) + 8 < width ? 'right' : 'left', shaper) +
      northArrow(752, 60, words.north, shaper) +
      // The caveat's white backing: English's as it always was, another language's as wide as its words.
      rect(8, height - 40, shaper ? Math.round(shaper.width(caveat, 20) + 20) : 520, 32, '#ffffff', { rx: 8, 'fill-opacity': 0.85 }) +
      smallText(18, height - 17, caveat, '#4f5d6b', { shaper }) +
      '</g>',
    // After the body (properties are evaluated in order): the outlines its words used.
    defs: shaper?.takeDefs() ?? '',
  });
}
