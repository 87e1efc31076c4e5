import { formatOpeningHours } from '../../content/opening-hours';
import { branchNames, type Branch } from '../../content/branches';
import type { SectionWords } from '../../i18n/dictionaries/en';
import type { Language } from '../../i18n/languages';
import type { SectionDefinition, SiteDefinition } from '../../content/types';

/**
 * The texts of the hero, the page's where it gives them, else the dictionary's (`words`, the page's
 * language: the spec's headings and texts built from the clinic's facts).
 */
export function heroTexts(
  section: SectionDefinition<'hero-slider'>,
  site: SiteDefinition,
  branches: readonly Pick<Branch, 'name'>[],
  words: SectionWords['hero'],
  language: Language,
) {
  const { clinic } = site;
  const headings = section.headings ?? words.headings;
  return {
    label: section.label ?? words.label,
    badge: section.badge ?? words.badge(clinic.name),
    intro: section.intro ?? words.intro(branchNames(branches, language), formatOpeningHours(clinic.openingHours, 'hours', language)),
    defaultAlt: section.defaultAlt ?? words.defaultAlt(clinic.name),
    /** Slide n's heading: its own entry, or the last one for slides beyond the list. */
    headingOf: (index: number) => headings[Math.min(index, headings.length - 1)],
  };
}

export type HeroTexts = ReturnType<typeof heroTexts>;
