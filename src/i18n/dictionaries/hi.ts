import type { Dictionary } from './en';

/** The site's own words in Hindi (see en.ts). */
export const hi: Dictionary = {
  languageSwitcher: {
    label: 'भाषा',
  },
};
