/** Staff order lists (gallery categories and items, slides) with Up and Down buttons: one step at a time. */
export type Direction = 'up' | 'down';

/** The ids in their new order after moving `id` one place: undefined when it cannot move that way. */
export function moved(ids: number[], id: number, direction: Direction): number[] | undefined {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return undefined;
  const order = [...ids];
  [order[at], order[to]] = [order[to], order[at]];
  return order;
}
