/**
 * A branch's own sketch map, 800 x 500, drawn from its file alone (pages/branches/<id>.json): a
 * few streets around its entrance, the pin in the middle with the branch's name, and its
 * coordinates. The streets are laid out from the coordinates (a fixed pseudo-random pattern), so
 * each branch gets its own sketch and a new branch file gets its map without code. The branch
 * page shows it until the visitor asks for Google's interactive map.
 */
import { branchMapImage } from '../../src/content/branches';
import { label, pin } from './clinic-map';
import { palette, systemFont } from './palette';
import { group, path, rect, seededRandom, stroke } from './shapes';
import { escapeXml, n, svgDocument } from './svg-document';

export interface MappedBranch {
  id: string;
  name: string;
  geo: { latitude: number; longitude: number };
}

/** Where the file goes in the repository: public/ and the address the site shows it at. */
export function branchMapPath(branch: Pick<MappedBranch, 'id' | 'name'>): string {
  return `public${branchMapImage(branch).src}`;
}

export const branchMapSize = { width: branchMapImage({ id: '' }).width, height: branchMapImage({ id: '' }).height };

/** `23.01284° N, 72.47251° E`. */
function coordinates({ latitude, longitude }: MappedBranch['geo']): string {
  return `${Math.abs(latitude).toFixed(5)}° ${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(5)}° ${longitude >= 0 ? 'E' : 'W'}`;
}

export function branchMap(branch: MappedBranch): string {
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
    title: `Sketch map of the streets around the ${branch.name} branch, its entrance pinned`,
    body:
      rect(0, 0, width, height, '#f3f6f1') +
      park +
      blocks +
      group(lanes.map((d) => stroke(d, '#ffffff', 8)).join('')) +
      stroke(crossRoad, '#ffffff', 14) +
      stroke(mainRoad, '#ffffff', 22) +
      stroke(mainRoad, '#f4b942', 14) +
      `<g font-family="${systemFont}">` +
      pin(cx, cy) +
      label(cx, cy, branch.name, cx + 38 + branch.name.length * 18 + 40 < width ? 'right' : 'left') +
      group(
        path('M0,-26L12,10L0,3L-12,10Z', palette.ink) +
          `<text x="0" y="34" text-anchor="middle" font-size="22" font-weight="700" fill="${palette.ink}">N</text>`,
        { transform: 'translate(752 60)' },
      ) +
      rect(8, height - 40, 520, 32, '#ffffff', { rx: 8, 'fill-opacity': 0.85 }) +
      `<text x="18" y="${height - 17}" font-size="20" fill="#4f5d6b">${escapeXml(`Sketch, not to scale · ${coordinates(branch.geo)}`)}</text>` +
      '</g>',
  });
}
