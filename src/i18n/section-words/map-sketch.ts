/**
 * The words drawn into the sketch maps (scripts/artwork/clinic-map.ts and branch-map.ts), which the
 * artwork generator draws once per language: no page's code loads this module, so English pages
 * carry none of it. Place names are written as locals write them in each language.
 */
export const mapSketchWords = {
  highway: 'SG Highway',
  ringRoad: 'SP Ring Road',
  river: 'Sabarmati',
  /** Beside the north arrow, and after a latitude north of the equator. */
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
  /** Said in a corner of every sketch: the streets are drawn from the coordinates, not surveyed. */
  notToScale: 'Sketch, not to scale',
};
