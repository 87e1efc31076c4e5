import { FORM_MESSAGES, NAME_MAX_LENGTH } from './form-messages';
import { trimmedText } from './text-value';

export function validateFirstName(value: unknown): string | true {
  const name = trimmedText(value);
  if (name === '') return FORM_MESSAGES.firstNameRequired;
  if (name.length > NAME_MAX_LENGTH) return FORM_MESSAGES.firstNameTooLong;
  return true;
}

export function validateLastName(value: unknown): string | true {
  const name = trimmedText(value);
  if (name === '') return FORM_MESSAGES.lastNameRequired;
  if (name.length > NAME_MAX_LENGTH) return FORM_MESSAGES.lastNameTooLong;
  return true;
}
