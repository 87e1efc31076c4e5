/** The English words of stackedCards (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const stackedCardsWords = {
  button: 'Book Appointment',
};
