import GUJARATI from '../../src/forms/dictionaries/gu';
import HINDI from '../../src/forms/dictionaries/hi';
import type { FormDictionary } from '../../src/forms/form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from '../../src/forms/form-messages';
import type { Language } from '../../src/i18n/languages';

/** Every language's form dictionary: the server answers each request in its own (the browser loads only its page's). */
export const FORM_DICTIONARIES: Readonly<Record<Language, FormDictionary>> = { en: ENGLISH_FORM_DICTIONARY, gu: GUJARATI, hi: HINDI };
