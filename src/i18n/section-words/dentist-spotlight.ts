/** The English words of dentistSpotlight (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const dentistSpotlightWords = {
  /** `{name}` is the dentist's name. */
  title: 'Dr. {name}',
};
