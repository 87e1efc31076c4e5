/** The English words of emergencyCta (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const emergencyCtaWords = {
  title: 'Having pain in a tooth?',
  text: 'Book your emergency visit today.',
  button: 'Book Appointment',
  callLabel: 'Or call us now:',
};
