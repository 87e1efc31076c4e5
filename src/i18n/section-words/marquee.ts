/** The English words of marquee (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const marqueeWords = {
  pause: 'Pause scrolling text',
  play: 'Play scrolling text',
};
