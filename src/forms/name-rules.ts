import type { FormDictionary } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY, NAME_MAX_LENGTH } from './form-messages';
import { containsLetter, findUnsafeText } from './text-safety-rules';
import { trimmedText } from './text-value';

type NameField = 'firstName' | 'lastName';

const NAME_MESSAGE_KEYS = {
  firstName: { required: 'firstNameRequired', tooLong: 'firstNameTooLong', needsLetter: 'firstNameNeedsLetter' },
  lastName: { required: 'lastNameRequired', tooLong: 'lastNameTooLong', needsLetter: 'lastNameNeedsLetter' },
} as const;

/**
 * Required, at most 100 characters, no characters a person does not type, and at least one
 * letter of any script: "---", "123" or a string of zero-width spaces is not a name.
 */
function validateName(field: NameField, value: unknown, dictionary: FormDictionary): string | true {
  const keys = NAME_MESSAGE_KEYS[field];
  const name = trimmedText(value);
  if (name === '') return dictionary.messages[keys.required];
  const unsafe = findUnsafeText(name);
  if (unsafe) return dictionary.unsafeText[field][unsafe];
  if (name.length > NAME_MAX_LENGTH) return dictionary.messages[keys.tooLong];
  if (!containsLetter(name)) return dictionary.messages[keys.needsLetter];
  return true;
}

export function validateFirstName(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  return validateName('firstName', value, dictionary);
}

export function validateLastName(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  return validateName('lastName', value, dictionary);
}
