import type { Branch } from '../../content/branches';
import type { SectionDefinition, SiteDefinition } from '../../content/types';
import { fillTokens } from '../../ui/branch-texts';
import type { SectionWords } from '../../i18n/dictionaries/en';

type DetailSection = SectionDefinition<'branch-detail'>;

/** The branch page's texts: its JSON's, and the dictionary's (`defaults`, the page's language) for those it leaves out. */
export function branchDetailTexts(section: DetailSection, defaults: SectionWords['branchDetail']): SectionWords['branchDetail'] {
  const { type: _type, texts: _texts, ...given } = section;
  return { ...defaults, ...given };
}

/** A text with the branch's tokens filled: {clinic}, {branch}, {locality}. */
export function fillBranchTokens(text: string, site: Pick<SiteDefinition, 'clinic'>, branch: Pick<Branch, 'name' | 'address'>): string {
  return fillTokens(text, { clinic: site.clinic.name, branch: branch.name, locality: branch.address.locality });
}
