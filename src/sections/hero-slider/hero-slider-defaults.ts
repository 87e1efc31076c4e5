import { branchNames } from '../../content/branches';
import type { ContentIndex } from '../../content/content-index';
import type { SectionWords } from '../../i18n/dictionaries/en';
import type { SectionDefinition } from '../../content/types';

/**
 * The texts of the hero, the page's where it gives them, else the dictionary's (`words`, the page's
 * language: the spec's headings and texts built from the clinic's facts).
 */
export function heroTexts(
  section: SectionDefinition<'hero-slider'>,
  { site, branches, language, hours }: Pick<ContentIndex, 'site' | 'branches' | 'language' | 'hours'>,
  words: SectionWords['hero'],
) {
  const { clinic } = site;
  const headings = section.headings ?? words.headings;
  return {
    label: section.label ?? words.label,
    badge: section.badge ?? words.badge(clinic.name),
    intro: section.intro ?? words.intro(branchNames(branches, language), hours.full),
    defaultAlt: section.defaultAlt ?? words.defaultAlt(clinic.name),
    /** Slide n's heading: its own entry, or the last one for slides beyond the list. */
    headingOf: (index: number) => headings[Math.min(index, headings.length - 1)],
  };
}

export type HeroTexts = ReturnType<typeof heroTexts>;
