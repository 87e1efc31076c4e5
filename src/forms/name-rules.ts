import { FORM_MESSAGES, NAME_MAX_LENGTH, UNSAFE_TEXT_MESSAGES } from './form-messages';
import { containsLetter, findUnsafeText } from './text-safety-rules';
import { trimmedText } from './text-value';

type NameField = 'firstName' | 'lastName';

const NAME_MESSAGES = {
  firstName: { required: FORM_MESSAGES.firstNameRequired, tooLong: FORM_MESSAGES.firstNameTooLong, needsLetter: FORM_MESSAGES.firstNameNeedsLetter },
  lastName: { required: FORM_MESSAGES.lastNameRequired, tooLong: FORM_MESSAGES.lastNameTooLong, needsLetter: FORM_MESSAGES.lastNameNeedsLetter },
} as const;

/**
 * Required, at most 100 characters, no characters a person does not type, and at least one
 * letter of any script: "---", "123" or a string of zero-width spaces is not a name.
 */
function validateName(field: NameField, value: unknown): string | true {
  const messages = NAME_MESSAGES[field];
  const name = trimmedText(value);
  if (name === '') return messages.required;
  const unsafe = findUnsafeText(name);
  if (unsafe) return UNSAFE_TEXT_MESSAGES[field][unsafe];
  if (name.length > NAME_MAX_LENGTH) return messages.tooLong;
  if (!containsLetter(name)) return messages.needsLetter;
  return true;
}

export function validateFirstName(value: unknown): string | true {
  return validateName('firstName', value);
}

export function validateLastName(value: unknown): string | true {
  return validateName('lastName', value);
}
