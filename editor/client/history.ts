/**
 * Undo and redo for the session: every change is a step, except that typing on in the same field
 * within a moment extends the step it began (so undo takes back a word's worth, not a letter).
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last step changed, and when, to tell typing on from a new step. */
  lastField?: string;
  lastAt?: number;
}

export type HistoryAction<T> = { kind: 'edit'; value: T; field: string; at: number } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'reset'; value: T };

/** Typing in one field with pauses shorter than this is one step. */
const TYPING_PAUSE_MS = 1000;

export function historyOf<T>(value: T): History<T> {
  return { past: [], present: value, future: [] };
}

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.kind) {
    case 'edit': {
      const typingOn = history.lastField === action.field && history.lastAt !== undefined && action.at - history.lastAt < TYPING_PAUSE_MS;
      return {
        past: typingOn ? history.past : [...history.past, history.present],
        present: action.value,
        future: [],
        lastField: action.field,
        lastAt: action.at,
      };
    }
    case 'undo': {
      if (history.past.length === 0) return history;
      return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
    }
    case 'redo': {
      if (history.future.length === 0) return history;
      return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
    }
    case 'reset':
      return historyOf(action.value);
  }
}
