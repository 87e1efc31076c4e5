/**
 * The site's own words (its chrome: navigation, buttons, labels, empty states) in English. Every
 * other language's dictionary has the type of this one (`Dictionary`), so a key it lacks is a type
 * error. Texts the content maintainers write live in pages/*.json, not here.
 */
export const en = {
  languageSwitcher: {
    /** The switcher's landmark name, in the page's language. */
    label: 'Language',
  },
};

/** The shape every language's dictionary has: English's keys, each a string (or a function, with the same parameters). */
export type Dictionary = typeof en;
