import type { Dictionary } from './en';

/** The site's own words in Gujarati (see en.ts). */
export const gu: Dictionary = {
  languageSwitcher: {
    label: 'ભાષા',
  },
};
