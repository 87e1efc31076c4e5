/** The English words of testimonials (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const testimonialsWords = {
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  loading: 'Loading testimonials',
  /** The link to a patient's video. */
  playVideo: (name: string) => `Play ${name}'s video`,
};
