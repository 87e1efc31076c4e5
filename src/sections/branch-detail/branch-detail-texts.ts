import type { Branch } from '../../content/branches';
import type { SectionDefinition, SiteDefinition } from '../../content/types';
import { fillTokens } from '../../ui/branch-texts';

/** What the branch's page says when its JSON leaves a text out. */
export const BRANCH_DETAIL_DEFAULTS = {
  heading: '{clinic}, {branch}',
  metaTitle: '{clinic}, {branch} | Dentist in {locality}',
  metaDescription: 'Opening hours, address, map and directions of {clinic} in {branch}, {locality}: call, WhatsApp or book an appointment at this branch.',
  home: 'Home',
  clinics: 'Clinics',
  hoursTitle: 'Opening hours',
  dayLabel: 'Day',
  hoursLabel: 'Hours',
  closuresTitle: 'Upcoming closures',
  mapTitle: 'Map and directions',
  landmarks: 'Finding us',
  parking: 'Parking',
  publicTransport: 'Public transport',
  photosTitle: 'Photos',
  dentistsTitle: 'Dentists at this branch',
  treatmentsTitle: 'Treatments offered here',
} as const;

type DetailSection = SectionDefinition<'branch-detail'>;

export function branchDetailTexts(section: DetailSection): { [K in keyof typeof BRANCH_DETAIL_DEFAULTS]: string } {
  const { type: _type, texts: _texts, ...given } = section;
  return { ...BRANCH_DETAIL_DEFAULTS, ...given };
}

/** A text with the branch's tokens filled: {clinic}, {branch}, {locality}. */
export function fillBranchTokens(text: string, site: Pick<SiteDefinition, 'clinic'>, branch: Pick<Branch, 'name' | 'address'>): string {
  return fillTokens(text, { clinic: site.clinic.name, branch: branch.name, locality: branch.address.locality });
}
