import { describe, expect, it } from 'vitest';
import { moveDetail, moved } from './content-order';

describe('moved', () => {
  it('moves one step up or down, and not past either end', () => {
    expect(moved([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, 'up')).toBeUndefined();
    expect(moved([1, 2, 3], 3, 'down')).toBeUndefined();
  });

  it('moves to a place (where a drag dropped it), a place past the end meaning the last', () => {
    expect(moved([1, 2, 3, 4], 4, { to: 1 })).toEqual([1, 4, 2, 3]);
    expect(moved([1, 2, 3, 4], 1, { to: 2 })).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 1, { to: 99 })).toEqual([2, 3, 4, 1]);
  });

  it('does nothing for an unknown entry or a move to where it is', () => {
    expect(moved([1, 2, 3], 9, { to: 0 })).toBeUndefined();
    expect(moved([1, 2, 3], 2, { to: 1 })).toBeUndefined();
  });

  it('describes the move for the activity log, counting from 1', () => {
    expect(moveDetail('up', [2, 1], 2)).toBe('moved up');
    expect(moveDetail({ to: 99 }, [2, 3, 1], 1)).toBe('moved to position 3');
  });
});
