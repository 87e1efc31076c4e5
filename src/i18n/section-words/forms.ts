/** The English words of forms (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const formsWords = {
  sendMessage: 'Send Message',
  sendingMessage: 'Sending...',
  bookAppointment: 'Book Appointment',
  sendingAppointment: 'Sending',
};
