import { describe, expect, it } from 'vitest';
import { historyOf, historyReducer } from './history';

describe('undo and redo', () => {
  it('takes back typing in one field as one step, and a change elsewhere as another', () => {
    let history = historyOf('a');
    history = historyReducer(history, { kind: 'edit', value: 'ab', field: '/title', at: 0 });
    history = historyReducer(history, { kind: 'edit', value: 'abc', field: '/title', at: 500 });
    history = historyReducer(history, { kind: 'edit', value: 'abcd', field: '/subtitle', at: 700 });
    history = historyReducer(history, { kind: 'edit', value: 'abcde', field: '/subtitle', at: 2000 });
    expect(history.past).toEqual(['a', 'abc', 'abcd']);
    history = historyReducer(history, { kind: 'undo' });
    history = historyReducer(history, { kind: 'undo' });
    expect(history.present).toBe('abc');
    history = historyReducer(history, { kind: 'redo' });
    expect(history.present).toBe('abcd');
    history = historyReducer(history, { kind: 'edit', value: 'x', field: '/title', at: 3000 });
    expect(history.future).toEqual([]);
    history = historyReducer(history, { kind: 'undo' });
    history = historyReducer(history, { kind: 'undo' });
    history = historyReducer(history, { kind: 'undo' });
    history = historyReducer(history, { kind: 'undo' });
    expect(history.present).toBe('a');
    expect(historyReducer(history, { kind: 'undo' })).toBe(history);
  });
});
