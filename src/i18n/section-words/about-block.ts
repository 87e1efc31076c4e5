/** The English words of aboutBlock (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const aboutBlockWords = {
  badgeLabel: 'Year Experience',
  tagline: 'Expert Care at Best Dental Clinic in Ahmedabad',
  label: 'About Us',
  title: 'Caring for Smiles in Ahmedabad',
  button: 'About Us',
  imageAlt: 'Illustration of a bright treatment room with a dental chair, an overhead light and a plant',
  signatureAlt: (dentist: string) => `Signature of Dr. ${dentist}`,
  /** `count` branches, named in `branches`. */
  intro: (clinic: string, count: number, branches: string, hours: string) =>
    `${clinic} looks after families at ${count > 1 ? `${count} branches` : 'its clinic'} in Ahmedabad, ${branches}, open ${hours}.`,
  explanation:
    'Every visit starts with a clear explanation of your options and what each one involves, so that you can decide on your treatment with confidence.',
  /** The tagline's pause control: the visible word, then its visually hidden object. */
  pauseTagline: 'the rotating tagline',
};
