/** Every string in a JSON value, with its JSON pointer: what text-level checks read. */
export function jsonStrings(node: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (typeof node === 'string') return [{ pointer, text: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => jsonStrings(item, `${pointer}/${i}`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => jsonStrings(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return [];
}
