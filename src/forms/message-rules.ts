import { FORM_MESSAGES, MESSAGE_MAX_LENGTH, UNSAFE_TEXT_MESSAGES } from './form-messages';
import { findUnsafeText } from './text-safety-rules';
import { trimmedText } from './text-value';

/**
 * The free-text message is optional; the cap keeps e-mails and rows a sane size. It may run
 * over several lines, so line breaks and tabs are the control characters it keeps.
 */
export function validateMessage(value: unknown): string | true {
  const message = trimmedText(value);
  const unsafe = findUnsafeText(message, { multiline: true });
  if (unsafe) return UNSAFE_TEXT_MESSAGES.message[unsafe];
  return message.length > MESSAGE_MAX_LENGTH ? FORM_MESSAGES.messageTooLong : true;
}
