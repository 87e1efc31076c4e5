/** The English words of highlights (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const highlightsWords = {
  label: 'Why patients choose us',
};
