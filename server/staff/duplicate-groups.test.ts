import { describe, expect, it } from 'vitest';
import { groupPossibleDuplicates } from './duplicate-groups';

const request = (id: number) => ({ id, reference: `DC-${id}` });
const duplicate = (id: number) => ({ reference: `DC-${id}`, receivedAt: '2026-05-10T09:00:00.000Z' });

describe('possible duplicates together in the list', () => {
  it('gathers duplicates into one group where the newest was, the others keep their order', () => {
    const list = [1, 2, 3, 4].map(request);
    const duplicates = new Map([
      [1, [duplicate(3)]],
      [3, [duplicate(1)]],
    ]);
    expect(groupPossibleDuplicates(list, duplicates)).toEqual([
      { kind: 'group', requests: [request(1), request(3)] },
      { kind: 'single', request: request(2) },
      { kind: 'single', request: request(4) },
    ]);
  });

  it('joins a chain (A near B, B near C) into one group', () => {
    const list = [1, 2, 3].map(request);
    const duplicates = new Map([
      [1, [duplicate(2)]],
      [2, [duplicate(1), duplicate(3)]],
      [3, [duplicate(2)]],
    ]);
    expect(groupPossibleDuplicates(list, duplicates)).toEqual([{ kind: 'group', requests: list }]);
  });

  it('a duplicate not on the page makes no group', () => {
    const list = [1, 2].map(request);
    expect(groupPossibleDuplicates(list, new Map([[1, [duplicate(9)]]]))).toEqual([
      { kind: 'single', request: request(1) },
      { kind: 'single', request: request(2) },
    ]);
  });
});
