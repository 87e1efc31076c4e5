/** The English words of treatmentArticle (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const treatmentArticleWords = {
  glanceTitle: 'At a glance',
  visits: 'Typical visits',
  timePerVisit: 'Time per visit',
  anaesthesia: 'Anaesthesia',
  recovery: 'Recovery',
  glanceNote: 'Typical ranges; your dentist will tell you what applies to you.',
  onThisPage: (title: string) => `${title} on this page`,
};
