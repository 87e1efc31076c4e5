import type { FormDictionary } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY, MESSAGE_MAX_LENGTH } from './form-messages';
import { findUnsafeText } from './text-safety-rules';
import { trimmedText } from './text-value';

/**
 * The free-text message is optional; the cap keeps e-mails and rows a sane size. It may run
 * over several lines, so line breaks and tabs are the control characters it keeps.
 */
export function validateMessage(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  const message = trimmedText(value);
  const unsafe = findUnsafeText(message, { multiline: true });
  if (unsafe) return dictionary.unsafeText.message[unsafe];
  return message.length > MESSAGE_MAX_LENGTH ? dictionary.messages.messageTooLong : true;
}
