import type { RichText } from '../../content/types';

/**
 * Splits an article into three runs of blocks: the introduction (up to its second heading), the
 * first subsection (up to its third heading) and the rest, so the 'at a glance' box can follow
 * the introduction and the figure can open the second subsection. An article with fewer
 * headings gets empty runs at the end, and the box and figure then follow all of it.
 */
export function articleParts(blocks: RichText): [RichText, RichText, RichText] {
  const headingIndexes = blocks.flatMap((block, index) => ('heading' in block ? [index] : []));
  const second = headingIndexes[1] ?? blocks.length;
  const third = headingIndexes[2] ?? blocks.length;
  return [blocks.slice(0, second), blocks.slice(second, third), blocks.slice(third)];
}
