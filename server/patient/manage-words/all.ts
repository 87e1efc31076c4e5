import { en as siteEn } from '../../../src/i18n/dictionaries/en';
import { gu as siteGu } from '../../../src/i18n/dictionaries/gu';
import { hi as siteHi } from '../../../src/i18n/dictionaries/hi';
import type { Language } from '../../../src/i18n/languages';
import { FORM_DICTIONARIES } from '../../forms/form-dictionaries';
import { CHANGE_REQUEST_MAX_LENGTH, type ChangeRequestProblem } from '../change-request-rules';
import { en, type ManageWords } from './en';
import { gu } from './gu';
import { hi } from './hi';

/** The patient's page in every language: a request's page is in the language it was made in (`requests.language`). */
export const MANAGE_WORDS: Readonly<Record<Language, ManageWords>> = { en, gu, hi };

const SITE_DICTIONARIES = { en: siteEn, gu: siteGu, hi: siteHi };

/** Said (visually hidden) after a link that opens a new tab: the site's own words for it. */
export function newTabNote(language: Language): string {
  return SITE_DICTIONARIES[language].common.newTab;
}

/** Why a note for another time was refused, in a language; a character no person types is named as the forms name it. */
export function changeRequestError(problem: ChangeRequestProblem, language: Language): string {
  const words = MANAGE_WORDS[language].changeErrors;
  if (problem === 'empty') return words.empty;
  if (problem === 'too-long') return words.tooLong(CHANGE_REQUEST_MAX_LENGTH);
  return FORM_DICTIONARIES[language].unsafeText.message[problem];
}
export type { ManageWords } from './en';
