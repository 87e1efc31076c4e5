import { branchNames } from '../../content/branches';
import type { ContentIndex } from '../../content/content-index';
import type { SectionWords } from '../../i18n/dictionaries/en';
import type { Inlines } from '../../content/types';

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
  { site, branches, language, hours }: Pick<ContentIndex, 'site' | 'branches' | 'language' | 'hours'>,
  words: SectionWords['aboutBlock'],
): Inlines[] {
  return [words.intro(site.clinic.name, branches.length, branchNames(branches, language), hours.full), words.explanation];
}
