/** The English words of hero (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const heroWords = {
  /** The first is the page's h1, the second also heads any further slide. */
  headings: ['Your Trusted Dental Clinic in Ahmedabad for Healthy Smiles.', 'Commitment to have the smile you always wanted.'] as readonly string[],
  label: 'Welcome',
  badge: (clinic: string) => `Welcome to ${clinic}`,
  intro: (branches: string, hours: string) => `Gentle, modern dental care for the whole family in ${branches}, Ahmedabad, open ${hours}.`,
  defaultAlt: (clinic: string) => `${clinic}, a dental clinic in Ahmedabad`,
};
