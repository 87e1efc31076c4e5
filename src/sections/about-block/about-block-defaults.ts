import { formatOpeningHours } from '../../content/opening-hours';
import { branchNames, type Branch } from '../../content/branches';
import type { Inlines, SiteDefinition } from '../../content/types';

/** The spec's fixed strings, used wherever a page's JSON leaves a text out. */
export const ABOUT_BLOCK_DEFAULTS = {
  badgeLabel: 'Year Experience',
  tagline: 'Expert Care at Best Dental Clinic in Ahmedabad',
  label: 'About Us',
  title: 'Caring for Smiles in Ahmedabad',
  button: { label: 'About Us', href: '/about' },
  image: {
    src: '/images/about/about-block.svg',
    alt: 'Illustration of a bright treatment room with a dental chair, an overhead light and a plant',
    width: 600,
    height: 640,
  },
  signature: { src: '/images/about/signature.svg', width: 240, height: 80 },
} as const;

/** Default paragraphs, built from the clinic's facts in site.json so they never disagree with them. */
export function defaultParagraphs(site: SiteDefinition, branches: readonly Pick<Branch, 'name'>[]): Inlines[] {
  const { clinic } = site;
  const count = branches.length;
  return [
    `${clinic.name} looks after families at ${count > 1 ? `${count} branches` : 'its clinic'} in Ahmedabad, ${branchNames(branches)}, open ${formatOpeningHours(clinic.openingHours)}.`,
    'Every visit starts with a clear explanation of your options and what each one involves, so that you can decide on your treatment with confidence.',
  ];
}
