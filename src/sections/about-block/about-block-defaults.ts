import { formatOpeningHours } from '../../content/opening-hours';
import { branchNames, type Branch } from '../../content/branches';
import type { SectionWords } from '../../i18n/dictionaries/en';
import type { Language } from '../../i18n/languages';
import type { Inlines, SiteDefinition } from '../../content/types';

/** What the block shows wherever a page's JSON leaves it out; its texts are the dictionary's (aboutBlock). */
export const ABOUT_BLOCK_DEFAULTS = {
  buttonHref: '/about',
  image: {
    src: '/images/about/about-block.svg',
    width: 600,
    height: 640,
  },
  signature: { src: '/images/about/signature.svg', width: 240, height: 80 },
} as const;

/** Default paragraphs in the page's language, built from the clinic's facts in site.json so they never disagree with them. */
export function defaultParagraphs(
  site: SiteDefinition,
  branches: readonly Pick<Branch, 'name'>[],
  words: SectionWords['aboutBlock'],
  language: Language,
): Inlines[] {
  const { clinic } = site;
  return [
    words.intro(clinic.name, branches.length, branchNames(branches, language), formatOpeningHours(clinic.openingHours, 'hours', language)),
    words.explanation,
  ];
}
