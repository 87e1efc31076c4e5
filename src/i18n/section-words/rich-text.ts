/** The English words of richText (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const richTextWords = {
  updated: 'Last Updated',
};
