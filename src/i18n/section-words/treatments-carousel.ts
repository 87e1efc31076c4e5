/** The English words of treatmentsCarousel (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const treatmentsCarouselWords = {
  label: 'Our Treatments',
  title: 'Complete care for every smile',
  readMore: 'Read More',
  cards: 'Treatment cards',
  pause: 'Pause treatments',
  play: 'Play treatments',
};
