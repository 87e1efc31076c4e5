import { UNSAFE_TEXT_MESSAGES } from '../../src/forms/form-messages';
import { findUnsafeText } from '../../src/forms/text-safety-rules';
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

export type ChangeRequestCheck = { ok: true; message: string } | { ok: false; error: string };

export function checkChangeRequest(value: unknown): ChangeRequestCheck {
  const message = trimmedText(value);
  if (message === '') return { ok: false, error: 'Tell us which days or times would suit you' };
  const unsafe = findUnsafeText(message, { multiline: true });
  if (unsafe) return { ok: false, error: UNSAFE_TEXT_MESSAGES.message[unsafe] };
  if (message.length > CHANGE_REQUEST_MAX_LENGTH) return { ok: false, error: `Message must be ${CHANGE_REQUEST_MAX_LENGTH} characters or fewer` };
  return { ok: true, message };
}
