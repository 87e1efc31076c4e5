/**
 * The clinic's static map, 800 x 500: a light sketch of west Ahmedabad (the Sabarmati, SG
 * Highway and SP Ring Road) with a pin per branch. The site shows it instead of a Google Maps
 * frame, so the map costs a few kilobytes, works offline and sets no third-party cookies; the
 * interactive map loads only when a visitor asks for it.
 *
 * Pins are placed from each branch's approximate position (longitude, latitude), projected onto
 * the sketch; a branch in pages/site.json without a position here fails the generator.
 */
import { palette, systemFont } from './palette';
import { circle, group, path, rect, stroke } from './shapes';
import { escapeXml, n, svgDocument } from './svg-document';

export const clinicMapPath = 'public/images/map/clinic-map.svg';
export const clinicMapSize = { width: 800, height: 500 } as const;

/** Approximate centres of the localities (WGS 84), enough for a sketch map. */
const branchPositions: Record<string, { lon: number; lat: number; labelSide: 'left' | 'right' }> = {
  'South Bopal': { lon: 72.468, lat: 23.012, labelSide: 'right' },
  Chandkheda: { lon: 72.585, lat: 23.11, labelSide: 'left' },
};

/** The sketch covers longitudes 72.42 to 72.64 and latitudes 22.97 to 23.15. */
function project(lon: number, lat: number): { x: number; y: number } {
  return { x: ((lon - 72.42) / 0.22) * clinicMapSize.width, y: ((23.15 - lat) / 0.18) * clinicMapSize.height };
}

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

/** The branch name on a white label beside its pin (text measured roughly: 0.6 em a letter). */
export function label(x: number, y: number, text: string, side: 'left' | 'right'): string {
  const width = Math.round(text.length * LABEL_FONT * 0.6 + 32);
  const height = LABEL_FONT + 22;
  const left = side === 'right' ? x + 38 : x - 38 - width;
  const top = y - 60 - height / 2;
  return (
    rect(left, top, width, height, '#ffffff', { rx: 12, stroke: palette.deepTeal, 'stroke-width': 2.5 }) +
    `<text x="${n(left + width / 2)}" y="${n(top + height / 2 + LABEL_FONT * 0.36)}" text-anchor="middle" font-size="${LABEL_FONT}" font-weight="700" fill="${palette.ink}">${escapeXml(text)}</text>`
  );
}

function roadLabel(x: number, y: number, text: string, rotate = 0): string {
  return `<text x="${n(x)}" y="${n(y)}"${rotate ? ` transform="rotate(${rotate} ${n(x)} ${n(y)})"` : ''} font-size="20" fill="#5f6b76">${text}</text>`;
}

export function clinicMap(branchNames: readonly string[]): string {
  const pins = branchNames.map((name) => {
    const position = branchPositions[name];
    if (!position)
      throw new Error(`pages/site.json: no position for the branch "${name}" on the static map; add it to branchPositions in scripts/artwork/clinic-map.ts`);
    return { name, ...project(position.lon, position.lat), side: position.labelSide };
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
    title: `Sketch map of Ahmedabad marking the clinic's branches: ${branchNames.join(' and ')}`,
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
      `<g font-family="${systemFont}">` +
      roadLabel(304, 480, 'SG Highway', -90) +
      roadLabel(92, 330, 'SP Ring Road', -78) +
      `<text x="630" y="250" transform="rotate(-62 630 250)" font-size="21" font-style="italic" fill="#2f6f99">Sabarmati</text>` +
      pins.map((p) => pin(p.x, p.y) + label(p.x, p.y, p.name, p.side)).join('') +
      // North arrow and the honest caveat.
      group(
        path('M0,-26L12,10L0,3L-12,10Z', palette.ink) +
          `<text x="0" y="34" text-anchor="middle" font-size="22" font-weight="700" fill="${palette.ink}">N</text>`,
        {
          transform: 'translate(752 430)',
        },
      ) +
      `<text x="16" y="486" font-size="20" fill="#5f6b76">Sketch, not to scale</text>` +
      '</g>',
  });
}
