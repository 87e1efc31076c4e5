import { formatOpeningHours } from '../../content/opening-hours';
import { branchNames, type Branch } from '../../content/branches';
import type { SectionDefinition, SiteDefinition } from '../../content/types';

/** The spec's headings: the first is the page's h1, the second also heads any further slide. */
const DEFAULT_HEADINGS = ['Your Trusted Dental Clinic in Ahmedabad for Healthy Smiles.', 'Commitment to have the smile you always wanted.'] as const;

const DEFAULT_LABEL = 'Welcome';

/** The texts of the hero, the page's where it gives them, else defaults built from the clinic's facts. */
export function heroTexts(section: SectionDefinition<'hero-slider'>, site: SiteDefinition, branches: readonly Pick<Branch, 'name'>[]) {
  const { clinic } = site;
  const where = branchNames(branches);
  const headings = section.headings ?? DEFAULT_HEADINGS;
  return {
    label: section.label ?? DEFAULT_LABEL,
    badge: section.badge ?? `Welcome to ${clinic.name}`,
    intro: section.intro ?? `Gentle, modern dental care for the whole family in ${where}, Ahmedabad, open ${formatOpeningHours(clinic.openingHours)}.`,
    defaultAlt: section.defaultAlt ?? `${clinic.name}, a dental clinic in Ahmedabad`,
    /** Slide n's heading: its own entry, or the last one for slides beyond the list. */
    headingOf: (index: number) => headings[Math.min(index, headings.length - 1)],
  };
}

export type HeroTexts = ReturnType<typeof heroTexts>;
