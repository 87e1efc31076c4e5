import type { Sharp } from 'sharp';
import { RESPONSIVE_WIDTHS, type ResponsiveFormat } from '../api/responsive-images';

/** How the site's responsive copies are drawn: by `npm run images` for slides, and by the media library for uploads. */

// Quality chosen by eye on the demo slides and on photographs: no visible banding at these sizes.
export const ENCODERS: Record<ResponsiveFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** The widths to draw for an original this wide: the standard ones that fit, or just its own width. */
export function widthsFor(originalWidth: number): number[] {
  const fitting = RESPONSIVE_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

