import { findUnsafeText, type UnsafeTextProblem } from '../../src/forms/text-safety-rules';
import { trimmedText } from '../../src/forms/text-value';

/**
 * The patient's "ask to change the time": a short note for the front desk, who will call back.
 * Short because it is a note, not a conversation: long enough for "any weekday after 5 pm, or
 * Saturday morning at Chandkheda".
 */
export const CHANGE_REQUEST_MAX_LENGTH = 500;

/**
 * Requests for another time one request takes per clinic day, from all its links together. Each
 * lands on the front desk's inbox card and day view; a few a day cover a patient correcting
 * themselves, and beyond that a page (or a script with the link) would only bury the desk.
 */
export const CHANGE_REQUESTS_PER_DAY = 5;

/** What is wrong with a note; the page says it in the request's language (manage-words/all.ts). */
export type ChangeRequestProblem = 'empty' | 'too-long' | UnsafeTextProblem;

export type ChangeRequestCheck = { ok: true; message: string } | { ok: false; problem: ChangeRequestProblem };

export function checkChangeRequest(value: unknown): ChangeRequestCheck {
  const message = trimmedText(value);
  if (message === '') return { ok: false, problem: 'empty' };
  const unsafe = findUnsafeText(message, { multiline: true });
  if (unsafe) return { ok: false, problem: unsafe };
  if (message.length > CHANGE_REQUEST_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, message };
}
