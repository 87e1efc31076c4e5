/** The English words of beforeAfter (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const beforeAfterWords = {
  title: 'Before and After',
  before: 'Before treatment',
  after: 'After treatment',
  slider: 'Compare before and after',
};
