/** The English words of socialVideo (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const socialVideoWords = {
  loading: 'Loading Instagram video...',
  fallback: 'Watch the video on Instagram',
};
