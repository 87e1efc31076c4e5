/** The English words of whyChooseUs (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const whyChooseUsWords = {
  label: 'Why Choose Us',
  title: 'Because every smile deserves special care.',
  playLabel: 'Play the clinic video',
  benefits: ['Experienced team', 'Advanced technology', 'Personalised dental care', 'Hygiene and safety first'] as readonly string[],
  pauseVideo: 'Pause video',
  playVideo: 'Play video',
};
