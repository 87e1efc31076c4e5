/**
 * Shapes drawn many times across the artwork, defined once per file and placed with <use> (or
 * referenced as a clip with url(#id)). Paths carry no fill so each <use> can colour them.
 */
export const sharedSymbols = {
  /** A molar in a 100 x 120 box: crown on top, two roots below. */
  tooth:
    '<path id="tooth" d="M22,8C34,0 44,4 50,10C56,4 66,0 78,8C94,18 94,42 86,58C80,72 78,92 72,110C69,119 60,118 59,108L55,82C54,74 46,74 45,82L41,108C40,118 31,119 28,110C22,92 20,72 14,58C6,42 6,18 22,8Z"/>',
  /** The crown of a molar alone, 100 x 72: for crowns, bridges and implants. */
  crown: '<path id="crown" d="M22,8C34,0 44,4 50,10C56,4 66,0 78,8C94,18 94,42 86,58L84,66Q50,76 16,66L14,58C6,42 6,18 22,8Z"/>',
  /** A front tooth seen from the front, 40 x 60, biting edge at the bottom. */
  incisor: '<path id="incisor" d="M5,0H35Q40,0 40,6V40Q40,60 20,60Q0,60 0,40V6Q0,0 5,0Z"/>',
  /** The opening of the mouth in smile.ts's 400 x 260 box, to keep teeth and gums inside the lips. */
  mouth: '<clipPath id="mouth"><path d="M58,122Q200,76 342,122Q282,210 200,212Q118,210 58,122Z"/></clipPath>',
  /** A four-pointed sparkle centred on 0,0 with a radius of 10. */
  sparkle: '<path id="sparkle" d="M0,-10C1.6,-1.6 1.6,-1.6 10,0C1.6,1.6 1.6,1.6 0,10C-1.6,1.6 -1.6,1.6 -10,0C-1.6,-1.6 -1.6,-1.6 0,-10Z"/>',
} as const;

export type SymbolId = keyof typeof sharedSymbols;
