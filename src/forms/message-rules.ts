import { FORM_MESSAGES, MESSAGE_MAX_LENGTH } from './form-messages';
import { trimmedText } from './text-value';

/** The free-text message is optional; the cap keeps e-mails and rows a sane size. */
export function validateMessage(value: unknown): string | true {
  return trimmedText(value).length > MESSAGE_MAX_LENGTH ? FORM_MESSAGES.messageTooLong : true;
}
