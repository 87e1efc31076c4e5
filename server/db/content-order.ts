/**
 * Staff order lists (gallery categories and items, slides): one step with the Up and Down buttons,
 * or straight to a place (a drag drops an entry there).
 */
type Direction = 'up' | 'down';

/** `to` counts from 0 in the list's own order; a place past the end means the last. */
export type Move = Direction | { to: number };

/** The ids in their new order after the move: undefined when it cannot move that way or would not move at all. */
export function moved(ids: number[], id: number, move: Move): number[] | undefined {
  const at = ids.indexOf(id);
  if (at < 0) return undefined;
  const to = move === 'up' ? at - 1 : move === 'down' ? at + 1 : Math.min(move.to, ids.length - 1);
  if (to < 0 || to >= ids.length || to === at) return undefined;
  const order = ids.filter((other) => other !== id);
  order.splice(to, 0, id);
  return order;
}

/** The activity log's line for a move: "moved up", "moved down", "moved to position 3" (counted from 1, as staff see it). */
export function moveDetail(move: Move, order: number[], id: number): string {
  return typeof move === 'string' ? `moved ${move}` : `moved to position ${order.indexOf(id) + 1}`;
}
