/** The English words of thankYou (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const thankYouWords = {
  /** The summary's first line: which request this was. */
  request: 'Request',
};
