import type { SectionDefinition } from '../../content/types';

type Benefit = NonNullable<SectionDefinition<'why-choose-us'>['benefits']>[number];

/** The spec's fixed strings, used wherever a page's JSON leaves a text out. */
export const WHY_CHOOSE_US_DEFAULTS = {
  label: 'Why Choose Us',
  title: 'Because every smile deserves special care.',
  playLabel: 'Play the clinic video',
  benefits: [
    { title: 'Experienced team', icon: 'star' },
    { title: 'Advanced technology', icon: 'sparkle' },
    { title: 'Personalised dental care', icon: 'heart' },
    { title: 'Hygiene and safety first', icon: 'shield' },
  ] satisfies Benefit[],
} as const;
