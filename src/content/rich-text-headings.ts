import type { Located } from './located';
import type { RichText } from './types';

/** The ids of a rich text's headings, located by JSON pointer under `base`. */
export function richTextHeadingIds(blocks: RichText, base: string): Located<string>[] {
  return blocks.flatMap((block, b) => ('heading' in block && block.id ? [{ value: block.id, pointer: `${base}/${b}/id` }] : []));
}
