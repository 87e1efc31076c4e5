import type { SectionDefinition } from '../../content/types';
import type { SectionWords } from '../../i18n/dictionaries/en';

type Benefit = NonNullable<SectionDefinition<'why-choose-us'>['benefits']>[number];

/** The icons of the default benefits, in the order of the dictionary's titles (whyChooseUs.benefits). */
const DEFAULT_BENEFIT_ICONS = ['star', 'sparkle', 'heart', 'shield'] as const satisfies readonly Benefit['icon'][];

/** The benefits shown wherever a page's JSON leaves them out: the dictionary's titles with their icons. */
export function defaultBenefits(words: SectionWords['whyChooseUs']): Benefit[] {
  return DEFAULT_BENEFIT_ICONS.map((icon, index) => ({ title: words.benefits[index], icon }));
}
